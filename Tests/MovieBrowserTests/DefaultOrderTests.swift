import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// The movie table opens on what people watch: the best match of the search, then the most voted;
/// `[ui] default_sort` (``MovieTableOrder``) picks another order.
@MainActor
@Suite struct DefaultOrderTests {
    private func table(_ harness: BrowserHarness) throws -> MoviesPresenter {
        try #require(harness.browser.navigator.top as? MoviesView).presenter
    }

    @Test func theTableOpensOnTheMostVotedMovies() throws {
        let harness = try BrowserHarness(order: .standard)
        try harness.draw()
        let rows = harness.terminal.screen.lines
        let star = try #require(rows.firstIndex { $0.contains("Star Wars") })
        let pulp = try #require(rows.firstIndex { $0.contains("Pulp Fiction") })
        let godfather = try #require(rows.firstIndex { $0.contains("The Godfather ") })
        #expect(star < pulp && pulp < godfather, "134,640, then 132,745, then 122,755 votes")
        #expect(rows[0].contains("· most voted"), "\(rows[0])")
        let header = try #require(rows.first { $0.contains("Title") })
        #expect(!header.contains("▲") && !header.contains("▼"), "no column shows the order: \(header)")
    }

    @Test func aSortKeyReplacesItAndNumbersStartLargest() throws {
        let harness = try BrowserHarness(order: .standard)
        harness.press(.character("4"))
        #expect(try table(harness).query.sort == MovieSort(.rating, descending: true))
        harness.press(.character("4"))
        #expect(try table(harness).query.sort == MovieSort(.rating, descending: false))
        harness.press(.character("1"))
        #expect(try table(harness).query.sort == MovieSort(.title, descending: false))
    }

    @Test func theWeightedSortGoesBackToTheDefaultOrder() throws {
        let harness = try BrowserHarness(order: .standard)
        harness.press(.character("b"))
        #expect(try table(harness).query.sort.field == .weightedRating)
        harness.press(.character("b"))
        #expect(try table(harness).query.sort == .byRelevance)
    }

    @Test func aConfiguredOrderIsTheOneTheTableOpensIn() throws {
        let harness = try BrowserHarness(order: MovieTableOrder(sort: MovieSort(.year, descending: true)))
        #expect(try table(harness).query.sort == MovieSort(.year, descending: true))
        let screen = try harness.draw()
        #expect(screen.contains("Year ▼"))
    }

    @Test func theHelpSaysWhatTheDefaultOrderIs() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 60), order: .standard)
        harness.press(.character("?"), .character("/"))
        harness.type("default")
        let screen = try harness.draw()
        #expect(screen.contains("Default order: the best match of the search, then the most voted; [ui] default_sort"))
    }
}
