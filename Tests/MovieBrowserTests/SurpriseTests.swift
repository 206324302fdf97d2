import DIContainer
import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// `R` opens a random movie of the table's query that is not on the watchlist, drawn from the
/// random source the app container holds (seeded here).
@MainActor
@Suite struct SurpriseTests {
    /// A browser whose random source is seeded with `seed`, on the movie table.
    private func seeded(_ seed: UInt64) throws -> BrowserHarness {
        let harness = try BrowserHarness(start: nil)
        harness.app.register(RandomSource.self, scope: .singleton) { _ in RandomSource(SplitMix64(seed: seed)) }
        try harness.browser.start()
        return harness
    }

    private func openedID(_ harness: BrowserHarness) -> Int? {
        harness.browser.navigator.routes.last?.argument(of: DetailScreen.self)
    }

    @Test func theSameSeedPicksTheSameMovieFromTheQuery() throws {
        var picks: [Int] = []
        for _ in 0..<2 {
            let harness = try seeded(42)
            harness.type("/godfather")
            harness.press(.enter, .character("R"))
            picks.append(try #require(openedID(harness)))
        }
        #expect(picks[0] == picks[1])
        let godfathers = try FakeMovieRepository().movies(matching: MovieQuery(text: "godfather", limit: 100))
        #expect(godfathers.movies.map(\.id).contains(picks[0]), "the pick matches the table's query")
    }

    @Test func differentSeedsReachDifferentMovies() throws {
        var picks = Set<Int>()
        for seed in 0..<12 as Range<UInt64> {
            let harness = try seeded(seed)
            harness.press(.character("R"))
            picks.insert(try #require(openedID(harness)))
        }
        #expect(picks.count > 3, "12 seeds over 18 movies: \(picks.sorted())")
    }

    @Test func moviesOnTheWatchlistAreNeverPicked() throws {
        let harness = try seeded(7)
        harness.type("/star wars")
        harness.press(.enter)
        for id in [48908, 48911] { _ = try harness.watchlist.add(movieID: id) }
        for _ in 0..<5 {
            harness.press(.character("R"))
            #expect(openedID(harness) == 48912, "the only Star Wars not on the watchlist")
            harness.press(.escape)
        }
        _ = try harness.watchlist.add(movieID: 48912)
        harness.press(.character("R"))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(
            harness.browser.navigator.top?.status
                == "every movie of this table is on the watchlist: nothing to pick from")
    }

    @Test func anEmptyTableSaysSo() throws {
        let harness = try seeded(1)
        harness.type("/zzzz")
        harness.press(.enter, .character("R"))
        #expect(harness.browser.navigator.top?.status == "no movie matches this table: nothing to pick from")
    }

    @Test func theDefaultPickReadsEveryPageAndHonoursThePick() throws {
        let catalog = FakeMovieRepository()
        let query = MovieQuery(genres: [.action])
        let actions = try catalog.movies(matching: MovieQuery(genres: [.action], limit: 100)).movies
        var counts: [Int] = []
        let first = try catalog.randomMovie(matching: query, excluding: [1679]) { count in
            counts.append(count)
            return 0
        }
        #expect(counts == [actions.count - 1])
        #expect(first?.id == actions.first { $0.id != 1679 }?.id)
        let clamped = try catalog.randomMovie(matching: query, excluding: []) { _ in 1_000 }
        #expect(clamped?.id == actions.last?.id, "an index past the end is clamped")
    }
}
