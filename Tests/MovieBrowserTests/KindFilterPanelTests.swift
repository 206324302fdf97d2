import MovieCatalog
import TestSupport
import Testing

@testable import MovieBrowser

/// Series in the movie table: the filter panel's Kind row, its chip, and the Kind column with a
/// series' years.
@MainActor
@Suite struct KindFilterPanelTests {
    static let breakingBad = Movie(
        id: 903_747, title: "Breaking Bad", year: 2008, minutes: 49, budget: nil, rating: 9.5, votes: 2_100_000,
        ratingShares: nil, mpaa: nil, genres: [.crime, .drama], kind: .series, endYear: 2013)
    static let chernobyl = Movie(
        id: 7_366_338, title: "Chernobyl", year: 2019, minutes: 330, budget: nil, rating: 9.3, votes: 900_000,
        ratingShares: nil, mpaa: nil, genres: [.drama], kind: .miniSeries, endYear: 2019)
    static let movies = Fixtures.movies + [breakingBad, chernobyl]

    @Test func theKindRowStepsThroughAnyMovieSeriesAndMiniSeries() throws {
        var panel = FilterPanel()
        panel.selected = try #require(panel.rows.firstIndex(of: .kind))
        #expect(panel.stepping(MovieQuery(), by: 1).kinds == [.movie])
        #expect(panel.stepping(MovieQuery(kinds: [.movie]), by: 1).kinds == [.series])
        #expect(panel.stepping(MovieQuery(kinds: [.series]), by: 1).kinds == [.miniSeries])
        #expect(panel.stepping(MovieQuery(kinds: [.miniSeries]), by: 1).kinds.isEmpty)
        #expect(panel.stepping(MovieQuery(), by: -1).kinds == [.miniSeries])
        let facets = FacetCounts(total: 12, kinds: [.movie: 9, .series: 2, .miniSeries: 1])
        let line = { (query: MovieQuery) in
            panel.lines(for: query, facets: facets).first { $0.label == "Kind" }
        }
        #expect(line(MovieQuery()) == FilterPanel.Line(label: "Kind", count: "(12)", value: "any"))
        #expect(line(MovieQuery(kinds: [.series])) == FilterPanel.Line(label: "Kind", count: "(2)", value: "series"))
        #expect(
            line(MovieQuery(kinds: [.series, .miniSeries]))
                == FilterPanel.Line(label: "Kind", count: "(12)", value: "series,mini-series"))
    }

    @Test func theKindIsAChipOfItsTerm() throws {
        let query = try FieldQuery.parse("type:series,mini-series g:drama")
        let chips = FilterChips.chips(for: query)
        #expect(chips.map(\.label) == ["type:series,mini-series", "Drama"])
        var removed = query
        chips[0].remove(&removed)
        #expect(removed.kinds.isEmpty)
        #expect(removed.genres == .drama)
    }

    @Test func theKindRowFiltersTheTableAndWritesItsTerm() throws {
        let harness = try BrowserHarness(movies: Self.movies)
        let presenter = try #require(harness.browser.navigator.top as? MoviesView).presenter
        harness.press(.character("f"))
        let genres = try harness.movies.catalogGenres().inAlphabeticalOrder.count
        let kindRow = try #require(FilterPanel.Row.filters.firstIndex(of: .kind))
        for _ in 0..<(genres + kindRow) { harness.press(.character("j")) }
        harness.press(.character("l"), .character("l"))
        #expect(presenter.query.kinds == [.series])
        #expect(presenter.search.text == "type:series ")
        let screen = try harness.draw()
        #expect(screen.contains("│ Kind (1)"))
        #expect(screen.contains("Filters:  type:series"))
        harness.press(.escape)
        let table = try harness.draw()
        #expect(table.contains("Breaking Bad"))
        #expect(table.contains("2008–2013"))
        #expect(table.contains(" TV "))
        #expect(!table.contains("Casablanca"))
        #expect(table.contains("Kind"))
    }

    @Test func theTableShowsTheKindAndASeriesYearsAt80x24() throws {
        let harness = try BrowserHarness(movies: Self.movies)
        let screen = try harness.draw()
        expectGolden(screen, named: "movies-series-80x24")
        #expect(screen.contains("2008–2013"))
        #expect(screen.contains(" Mini "))
    }

    @Test func aCatalogOfMoviesShowsNoKindColumn() throws {
        let harness = try BrowserHarness()
        let screen = try harness.draw()
        #expect(!screen.contains("Kind"))
        #expect(screen.contains("Year"))
    }
}
