import MovieCatalog
import Synchronization

/// The in-memory ``SeriesRepository``: the episodes of ``SeriesFixtures`` (or a test's) by series,
/// in broadcast order, and the episodes the user has seen: those a test sets and those with a
/// viewing in the fake diary, when given one. It counts every call.
final class FakeSeriesRepository: SeriesRepository {
    private let bySeries: [Int: [Episode]]
    private let byID: [Int: Episode]
    private let seenIDs = Mutex(Set<Int>())
    private let calls = Mutex(0)
    private let diary: FakeDiaryRepository?

    /// The number of calls of every kind so far.
    var callCount: Int { calls.withLock { $0 } }

    init(episodes: [Episode] = SeriesFixtures.episodes, diary: FakeDiaryRepository? = nil) {
        self.diary = diary
        bySeries = Dictionary(grouping: episodes, by: \.seriesID).mapValues { $0.sorted(by: Episode.broadcastOrder) }
        byID = Dictionary(episodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Marks the episodes with `ids` as seen, as viewings in the diary would.
    func markSeen(_ ids: [Int]) {
        seenIDs.withLock { $0.formUnion(ids) }
    }

    func episodes(ofSeries seriesID: Int) throws(CatalogError) -> [Episode] {
        calls.withLock { $0 += 1 }
        return bySeries[seriesID] ?? []
    }

    func episode(id: Int) throws(CatalogError) -> Episode? {
        calls.withLock { $0 += 1 }
        return byID[id]
    }

    func progress(ofSeries seriesID: Int) throws(CatalogError) -> SeriesProgress {
        calls.withLock { $0 += 1 }
        let logged = Set(diary?.all.map(\.movieID) ?? [])
        return SeriesProgress(episodes: bySeries[seriesID] ?? [], seenIDs: seenIDs.withLock { $0 }.union(logged))
    }
}
