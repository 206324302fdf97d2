import MovieCatalog
import Testing

@testable import MovieBrowser

/// The terms on the user's library as chips, as rows of the filter panel, and the table's pages of
/// such a query dropped when the library may have changed.
@MainActor
@Suite struct LibraryFilterChipsTests {
    @Test func eachLibraryTermIsAChipThatRemovesItAlone() throws {
        let query = try FieldQuery.parse(
            "g:drama seen:no mine:7..9 tag:cinema list:\"Kubrick, all of it\" watchlist:yes")
        let chips = FilterChips.chips(for: query)
        #expect(
            chips.map(\.label) == [
                "Drama", "not seen", "mine 7–9", "tag cinema", "list Kubrick, all of it", "on watchlist",
            ])
        for (index, chip) in chips.enumerated().dropFirst() {
            var removed = query
            chip.remove(&removed)
            #expect(
                FilterChips.chips(for: removed).map(\.label)
                    == chips.map(\.label).enumerated()
                    .filter { $0.offset != index }.map(\.element))
        }
        let labels = [8...10, 1...4, 9...9].map { FilterChips.label(myRatings: $0) }
        #expect(labels == ["≥ 8", "≤ 4", "9"])
        #expect(
            FilterChips.chips(for: MovieQuery(seen: true, onWatchlist: false)).map(\.label) == [
                "seen", "not on watchlist",
            ])
    }

    @Test func theSeenAndWatchlistRowsStepThroughAnyYesAndNo() throws {
        var panel = FilterPanel()
        panel.selected = try #require(panel.rows.firstIndex(of: .seen))
        #expect(panel.stepping(MovieQuery(), by: 1).seen == true)
        #expect(panel.stepping(MovieQuery(seen: true), by: 1).seen == false)
        #expect(panel.stepping(MovieQuery(seen: false), by: 1).seen == nil)
        #expect(panel.stepping(MovieQuery(), by: -1).seen == false)
        panel.selected = try #require(panel.rows.firstIndex(of: .watchlist))
        #expect(panel.stepping(MovieQuery(), by: 1).onWatchlist == true)
        #expect(panel.stepping(MovieQuery(onWatchlist: true), by: -1).onWatchlist == nil)
    }

    @Test func theRowsShowTheCountOfTheirValue() {
        let facets = FacetCounts(total: 10, seen: [true: 3, false: 7], watchlist: [true: 2, false: 8])
        let lines = FilterPanel().lines(for: MovieQuery(seen: false), facets: facets)
        #expect(
            lines.suffix(2) == [
                FilterPanel.Line(label: "Seen", count: "(7)", value: "no"),
                FilterPanel.Line(label: "On watchlist", count: "(10)", value: "any"),
            ])
    }

    @Test func theSeenRowWritesItsTermIntoTheBox() throws {
        let harness = try BrowserHarness()
        let presenter = try #require(harness.browser.navigator.top as? MoviesView).presenter
        harness.press(.character("/"))
        harness.type("star")
        harness.press(.enter, .character("f"))
        let rows = try harness.movies.catalogGenres().inAlphabeticalOrder.count + FilterPanel.Row.filters.count - 2
        for _ in 0..<rows { harness.press(.character("j")) }
        harness.press(.character("l"))
        #expect(presenter.query.seen == true)
        #expect(presenter.search.text == "star seen:yes ")
        harness.press(.character("j"), .character("l"), .character("l"))
        #expect(presenter.query.onWatchlist == false)
        #expect(presenter.search.text == "star seen:yes watchlist:no ")
        let screen = try harness.draw()
        #expect(screen.contains("│ Seen ("))
        #expect(screen.contains("Filters:  seen   not on watchlist"))
    }

    /// A query with library terms is read again when the library may have changed (a screen above
    /// logged a viewing); another query keeps its pages.
    @Test func theTableReadsALibraryQueryAgain() throws {
        let harness = try BrowserHarness()
        let presenter = try #require(harness.browser.navigator.top as? MoviesView).presenter
        harness.press(.character("/"))
        harness.type("god")
        try harness.draw()
        #expect(presenter.total > 0)
        presenter.reload()
        #expect(presenter.total > 0, "the pages of a catalog query are kept")
        harness.type(" seen:no")
        try harness.draw()
        let total = presenter.total
        #expect(total > 0)
        presenter.reload()
        #expect(presenter.total == 0, "dropped until the next frame reads them")
        try harness.draw()
        #expect(presenter.total == total)
    }
}
