@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// A frame is one pass: a key changes the presenter's state, one prepare step fetches what the frame
/// needs, the view model is built once and the view draws it. These tests count what one frame
/// costs on each screen: the catalog's calls, the page queries, the watchlist's reads, the query
/// plans and the view models built, by a key and the frame after it together.
///
/// Every screen of ``BrowserScreens/all`` is measured by
/// `everyScreenBuildsOnceAFrameAndRunsNoQueryForAMove`, a screen added to the list included; the
/// other tests hold each screen's own figures.
@MainActor
@Suite struct FrameCostTests {
    /// What one frame cost.
    struct Cost: Equatable, CustomStringConvertible {
        /// Calls of the catalog of every kind.
        var catalog = 0
        /// Page queries (`movies(matching:)`).
        var pages = 0
        /// Reads of the watchlist.
        var watchlist = 0
        /// Query plans the inspector asked for.
        var plans = 0
        /// Calls of the people repository for credits, a person or a filmography.
        var people = 0
        /// View models built.
        var builds = 0

        var description: String {
            "catalog \(catalog), pages \(pages), watchlist \(watchlist), plans \(plans), people \(people), "
                + "builds \(builds)"
        }
    }

    /// Handles `keys` and draws one frame, and returns what the keys and the frame cost together;
    /// `builds` reads the top screen's build counter.
    private func frame(_ harness: BrowserHarness, after keys: [Key] = [], builds: () -> Int) throws -> Cost {
        let before = Cost(
            catalog: harness.movies.callCount, pages: harness.movies.queryCount,
            watchlist: harness.watchlist.readCount, plans: harness.movies.log.explainCount,
            people: harness.people.callCount, builds: builds())
        for key in keys { harness.press(key) }
        try harness.draw()
        return Cost(
            catalog: harness.movies.callCount - before.catalog, pages: harness.movies.queryCount - before.pages,
            watchlist: harness.watchlist.readCount - before.watchlist,
            plans: harness.movies.log.explainCount - before.plans, people: harness.people.callCount - before.people,
            builds: builds() - before.builds)
    }

    /// The view-model build counter of the top screen's presenter. Every presenter counts its builds
    /// in `viewModelBuilds` and every view holds its `presenter`; they are read by reflection, so a
    /// screen added to the list is measured with no edit here.
    private func buildCounter(_ harness: BrowserHarness) throws -> () -> Int? {
        let top = try #require(harness.browser.navigator.top)
        let presenter = try #require(
            Mirror(reflecting: top).descendant("presenter"), "\(type(of: top)) holds no `presenter`")
        return {
            let mirror = Mirror(reflecting: presenter)
            return (mirror.descendant("viewModelBuilds") ?? mirror.descendant("_viewModelBuilds")) as? Int
        }
    }

    /// Every screen of the list at its sample route, pushed over the movie table as a user reaches
    /// it (the watchlist with two movies on it): its first frame builds the view model once, and a
    /// frame after a move (Down) and a frame with nothing changed each build it once and run no query.
    @Test(arguments: BrowserScreens.all.map { $0.name })
    func everyScreenBuildsOnceAFrameAndRunsNoQueryForAMove(_ name: String) throws {
        let descriptor = try #require(BrowserScreens.descriptor(named: name))
        let harness = try BrowserHarness()
        _ = try harness.watchlist.add(movieID: Fixtures.godfather)
        _ = try harness.watchlist.add(movieID: Fixtures.casablanca)
        try harness.draw()
        let isStart = name == BrowserScreens.start.screen.name
        if !isStart { try harness.browser.navigator.push(descriptor.sampleRoute) }
        #expect(harness.browser.navigator.depth == (isStart ? 1 : 2), "\(name) is on top")
        let counter = try buildCounter(harness)
        let first = try #require(counter(), "the presenter of \(name) counts no `viewModelBuilds`")
        let builds = { counter() ?? first }

        let opened = try frame(harness, builds: builds)
        #expect(opened.builds == 1, "\(name), its first frame: \(opened)")
        let moved = try frame(harness, after: [.down], builds: builds)
        #expect(moved == Cost(builds: 1), "\(name), a move: \(moved)")
        let still = try frame(harness, builds: builds)
        #expect(still == Cost(builds: 1), "\(name), nothing changed: \(still)")
    }

    private func top<View>(_ harness: BrowserHarness, _ type: View.Type) throws -> View {
        try #require(harness.browser.navigator.top as? View)
    }

    /// 250 movies: three pages of the table.
    private static let manyMovies: [Movie] = (0..<250).map { index in
        let base = Fixtures.movies[index % 17]
        return Movie(
            id: 100_000 + index, title: "\(base.title.display) \(index)", year: base.year,
            minutes: base.minutes, budget: base.budget, rating: base.rating, votes: base.votes,
            ratingShares: base.ratingShares, mpaa: base.mpaa, genres: base.genres)
    }

    @Test func moviesFetchesAPageAndItsMarksOnceAndBuildsOneModelAFrame() throws {
        let harness = try BrowserHarness(movies: Self.manyMovies)
        _ = try harness.watchlist.add(movieID: 100_000)
        let presenter = try top(harness, MoviesView.self).presenter
        let builds = { presenter.viewModelBuilds }

        let first = try frame(harness, builds: builds)
        #expect(first == Cost(catalog: 1, pages: 1, watchlist: 1, builds: 1), "\(first)")
        #expect(harness.terminal.screen.snapshot().contains("•"), "the mark of the movie on the watchlist")

        let moved = try frame(harness, after: [.character("j")], builds: builds)
        #expect(moved == Cost(builds: 1), "a move within the page: \(moved)")

        let still = try frame(harness, builds: builds)
        #expect(still == Cost(builds: 1), "nothing changed: \(still)")

        let last = try frame(harness, after: [.end], builds: builds)
        #expect(last == Cost(catalog: 1, pages: 1, watchlist: 1, builds: 1), "the last page: \(last)")

        let searched = try frame(harness, after: "/godf".map(Key.character), builds: builds)
        #expect(searched == Cost(catalog: 1, pages: 1, watchlist: 1, builds: 1), "a new query: \(searched)")

        let back = try frame(harness, after: [.escape], builds: builds)
        #expect(
            back == Cost(catalog: 1, pages: 1, builds: 1),
            "the first page again: its marks are known, the watchlist is not asked: \(back)")
        #expect(harness.terminal.screen.snapshot().contains("•"))

        let toggled = try frame(harness, after: [.character("w")], builds: builds)
        #expect(
            toggled.pages == 0 && toggled.watchlist == 0 && toggled.builds == 1,
            "w writes the watchlist and keeps the page's marks: \(toggled)")
    }

    @Test func moviesKeysTypedAheadOfAFrameFetchThePageOnce() throws {
        let harness = try BrowserHarness(movies: Self.manyMovies)
        let presenter = try top(harness, MoviesView.self).presenter
        let builds = { presenter.viewModelBuilds }
        _ = try frame(harness, builds: builds)
        // n needs the count before any frame of the new query: the key fetches the page, the frame reuses it.
        let typedAhead = try frame(
            harness, after: "/godf".map(Key.character) + [.enter, .character("n")], builds: builds)
        #expect(typedAhead == Cost(catalog: 1, pages: 1, watchlist: 1, builds: 1), "\(typedAhead)")
        #expect(presenter.list.selection(rowCount: presenter.total) == 1)
    }

    @Test func moviesFilterPanelCountsItsFacetsOncePerFilter() throws {
        let harness = try BrowserHarness()
        let presenter = try top(harness, MoviesView.self).presenter
        let builds = { presenter.viewModelBuilds }
        try harness.draw()
        let opened = try frame(harness, after: [.character("f")], builds: builds)
        #expect(opened.builds == 1, "\(opened)")
        #expect(opened.watchlist == 0, "\(opened)")
        let moved = try frame(harness, after: [.character("j")], builds: builds)
        #expect(moved == Cost(builds: 1), "a move in the panel counts nothing again: \(moved)")
    }

    /// A screen that loaded what it shows when it was pushed: its first frame, a frame after `key`
    /// and a frame with nothing changed each build the view model once and run no query.
    private func expectNoQueryForAKey(
        _ harness: BrowserHarness, _ key: Key, builds: () -> Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let first = try frame(harness, builds: builds)
        #expect(first == Cost(builds: 1), "loaded when pushed: \(first)", sourceLocation: sourceLocation)
        let after = try frame(harness, after: [key], builds: builds)
        #expect(after == Cost(builds: 1), "\(after)", sourceLocation: sourceLocation)
        #expect(try frame(harness, builds: builds) == Cost(builds: 1), sourceLocation: sourceLocation)
    }

    @Test func detailRunsNoQueryForAKey() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        let presenter = try top(harness, DetailView.self).presenter
        try expectNoQueryForAKey(harness, .character("j"), builds: { presenter.viewModelBuilds })
    }

    /// Back from a detail, the table keeps its pages (the catalog did not change) and reads only its
    /// marks again; back from a person, the detail reads only its watchlist entry.
    @Test func aPopReadsOnlyTheWatchlistAgain() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        harness.press(.enter)
        try harness.draw()
        let calls = harness.movies.callCount
        let reads = harness.watchlist.readCount
        harness.press(.escape)
        try harness.draw()
        #expect(harness.movies.callCount == calls, "no page, movie or similar query")
        #expect(harness.watchlist.readCount == reads + 1, "the marks of the page, once")
        harness.press(.enter)
        try harness.draw()
        harness.press(.function(1))
        #expect(harness.browser.navigator.depth == 3, "the help over the detail")
        let before = (harness.movies.callCount, harness.watchlist.readCount)
        harness.press(.escape)
        try harness.draw()
        #expect(harness.movies.callCount == before.0, "the detail reads neither its movie nor its similar movies")
        #expect(harness.watchlist.readCount == before.1 + 1, "the detail's watchlist entry, once")
    }

    @Test func watchlistRunsNoQueryForAKey() throws {
        let harness = try BrowserHarness(start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.godfather)
        _ = try harness.watchlist.add(movieID: Fixtures.casablanca)
        try harness.browser.start(at: .watchlist)
        let presenter = try top(harness, WatchlistView.self).presenter
        try expectNoQueryForAKey(harness, .character("j"), builds: { presenter.viewModelBuilds })
    }

    @Test func statsCountsOnceThenRunsNoQueryForAKey() throws {
        let harness = try BrowserHarness(start: .stats)
        let presenter = try top(harness, StatsView.self).presenter
        let builds = { presenter.viewModelBuilds }
        let first = try frame(harness, builds: builds)
        #expect(first.catalog == 1, "one statistics call: \(first)")
        #expect(first.builds == 1, "\(first)")
        let moved = try frame(harness, after: [.character("l")], builds: builds)
        #expect(moved == Cost(builds: 1), "\(moved)")
        #expect(try frame(harness, builds: builds) == Cost(builds: 1))
    }

    @Test func helpBuildsItsLinesOnceAFrame() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        harness.press(.character("?"))
        let presenter = try top(harness, HelpView.self).presenter
        let builds = { presenter.viewModelBuilds }
        let first = try frame(harness, builds: builds)
        #expect(first.builds == 1 && first.catalog == 0 && first.watchlist == 0, "\(first)")
        let scrolled = try frame(harness, after: [.character("j")], builds: builds)
        #expect(scrolled == Cost(builds: 1), "a scroll: \(scrolled)")
        #expect(try frame(harness, builds: builds) == Cost(builds: 1))
    }

    @Test func inspectorBuildsItsLinesOnceAFrameAndPlansAQueryOnce() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        harness.press(.function(12))
        let presenter = try top(harness, InspectorView.self).presenter
        let builds = { presenter.viewModelBuilds }
        let first = try frame(harness, builds: builds)
        #expect(first.builds == 1 && first.catalog == 0 && first.watchlist == 0, "\(first)")
        let data = try frame(harness, after: [.tab], builds: builds)
        #expect(data == Cost(plans: 1, builds: 1), "the data tab plans the last query once: \(data)")
        let scrolled = try frame(harness, after: [.character("j")], builds: builds)
        #expect(scrolled == Cost(builds: 1), "a scroll: \(scrolled)")
        #expect(try frame(harness, builds: builds) == Cost(builds: 1))
    }

    @Test func compareRunsNoQueryForAKey() throws {
        let harness = try BrowserHarness(start: .compare(first: Fixtures.godfather, second: Fixtures.casablanca))
        let presenter = try top(harness, CompareView.self).presenter
        try expectNoQueryForAKey(harness, .character("s"), builds: { presenter.viewModelBuilds })
    }
}
