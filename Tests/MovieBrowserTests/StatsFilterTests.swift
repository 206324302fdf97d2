import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// `S` on the movie table charts the table's query; Enter on a bar filters the table by it.
@MainActor
@Suite struct StatsFilterTests {
    private func statsView(_ harness: BrowserHarness) throws -> StatsView {
        try #require(harness.browser.navigator.top as? StatsView)
    }

    private func moviesView(_ harness: BrowserHarness) throws -> MoviesView {
        try #require(harness.browser.navigator.top as? MoviesView)
    }

    @Test func theStatsOfASearchCountItsMatches() throws {
        let harness = try BrowserHarness()
        harness.type("/godfather")
        harness.press(.enter, .character("S"))
        #expect(harness.browser.navigator.routes == [.movies, .stats])
        let view = try statsView(harness)
        #expect(view.title == "Stats of “godfather”")
        try harness.draw()
        let model = try #require(view.presenter.viewModel())
        #expect(model.header == "5 movies, 1948–1990 · mean rating 7.1 · budget known for 3")
        #expect(model.decades.map(\.count) == [1, 0, 0, 3, 0, 1])
        #expect(model.genres.first { $0.label == "Action" }?.count == 1)
        #expect(harness.movies.statisticsCount == 0, "a filtered query is counted by the repository, not the cache")
        #expect(try harness.draw().contains("Movies › Stats of “godfather”"))
    }

    @Test func anEmptyQueryUsesTheCatalogCache() throws {
        let harness = try BrowserHarness()
        harness.press(.character("S"))
        #expect(try statsView(harness).title == "Stats")
        try harness.draw()
        _ = try statsView(harness).presenter.viewModel()
        harness.press(.escape, .character("S"))
        try harness.draw()
        _ = try statsView(harness).presenter.viewModel()
        #expect(harness.movies.statisticsCount == 1, "counted once, then kept")
    }

    @Test func enterOnADecadeFiltersTheTableAndGoesBack() throws {
        let harness = try BrowserHarness()
        harness.type("/godfather")
        harness.press(.enter, .character("S"))
        // Decades 1940s, 1950s, 1960s, 1970s: the fourth bar.
        harness.press(.character("l"), .character("l"), .character("l"), .enter)
        #expect(harness.browser.navigator.routes == [.movies])
        let presenter = try moviesView(harness).presenter
        #expect(presenter.query.years == 1970...1979)
        #expect(presenter.query.text == "godfather", "the search is kept")
        try harness.draw()
        #expect(presenter.total == 3)
        #expect(presenter.status == "filtered by 1970s")
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func tabSelectsTheGenresAndRatings() throws {
        let harness = try BrowserHarness()
        // The genre bars are the catalog's genres, alphabetical.
        let drama = try #require(
            try harness.movies.catalogGenres().inAlphabeticalOrder.firstIndex { $0.genre == .drama })
        harness.press(.character("S"), .tab, .tab)
        for _ in 0..<drama { harness.press(.character("j")) }
        harness.press(.enter)
        #expect(try moviesView(harness).presenter.query.genres == [.drama])
        harness.press(.character("S"), .backTab, .backTab)
        for _ in 0..<7 { harness.press(.character("j")) }
        harness.press(.enter)
        let query = try moviesView(harness).presenter.query
        #expect(query.minimumRating == 8)
        #expect(query.maximumRating == 8.9, "the bar is the band 8.0–8.9, not every rating from 8 up")
        #expect(query.genres == [.drama], "a bar narrows the table's filters")
        #expect(try moviesView(harness).presenter.status == "filtered by rating ≥ 8, rating ≤ 8.9")
    }

    @Test func theSelectionStaysInItsChart() throws {
        let harness = try BrowserHarness()
        harness.press(.character("S"), .character("h"))
        #expect(try statsView(harness).presenter.selection.index == 0)
        for _ in 0..<30 { harness.press(.character("l")) }
        try harness.draw()
        let model = try #require(try statsView(harness).presenter.viewModel())
        #expect(try statsView(harness).presenter.selection.index == model.decades.count - 1)
    }

    @Test func statsOpenedElsewhereChartTheCatalogAndSayHowToFilter() throws {
        let harness = try BrowserHarness()
        harness.type("/godfather")
        harness.press(.enter, .character("W"), .character("S"))
        #expect(harness.browser.navigator.routes == [.movies, .watchlist, .stats])
        #expect(try statsView(harness).title == "Stats")
        try harness.draw()
        #expect(try statsView(harness).presenter.viewModel()?.header.hasPrefix("18 movies") == true)
        harness.press(.enter)
        #expect(harness.browser.navigator.routes == [.movies, .watchlist, .stats])
        #expect(harness.browser.navigator.top?.status.hasPrefix("these are the whole catalog's statistics") == true)
    }

    @Test func goldenFrames() throws {
        let harness = try BrowserHarness()
        harness.type("/godfather")
        harness.press(.enter, .character("S"), .tab)
        expectGolden(try harness.draw(), named: "stats-filtered-80x24")
    }
}
