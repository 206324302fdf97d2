import MovieCatalog
import Testing

/// A series' progress line: its counts grouped as the catalog prints counts, and the next episode.
@Suite struct SeriesProgressTests {
    static func episode(_ id: Int, season: Int, number: Int) -> Episode {
        Episode(
            id: id, seriesID: 1, season: season, number: number, title: "E\(number)", year: 2000, minutes: 30,
            rating: 8, votes: 10)
    }

    @Test func countsHaveThousandsSeparators() {
        let next = Self.episode(2, season: 12, number: 4)
        #expect(
            SeriesProgress(seen: 1_203, total: 10_000, next: next).summary
                == "seen 1,203 of 10,000 episodes; next: S12E04")
        #expect(SeriesProgress(seen: 0, total: 1, next: nil).summary == "seen 0 of 1 episode")
        #expect(SeriesProgress(seen: 23, total: 62, next: nil).summary == "seen 23 of 62 episodes")
    }

    @Test func theNextIsTheFirstUnseenAfterTheLastSeen() {
        let episodes = (1...4).map { Self.episode($0, season: 1, number: $0) }
        let progress = SeriesProgress(episodes: episodes, seenIDs: [1, 3])
        #expect(progress.summary == "seen 2 of 4 episodes; next: S01E04")
    }
}
