import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// An IMDb catalog goes past the shipped CSV's 2000s and has movies nobody voted for: the filter
/// panel's decades reach the catalog's last decade, and Stats leaves unrated movies out of the
/// rating chart and the mean rating.
@MainActor
@Suite struct IMDbYearsAndUnratedTests {
    /// Three rated movies from 1874 to 2024 and two unrated ones (rating 0, no votes) of 2025.
    static let movies: [Movie] = [
        Movie(
            id: 1, title: "Passage de Vénus", year: 1874, minutes: 1, budget: nil, rating: 6, votes: 2_000,
            ratingShares: nil, mpaa: nil, genres: .documentary, imdbID: IMDbID(3_155_794)),
        Movie(
            id: 2, title: "Middle", year: 1990, minutes: 100, budget: nil, rating: 8, votes: 5_000,
            ratingShares: nil, mpaa: nil, genres: .drama, imdbID: IMDbID(10)),
        Movie(
            id: 3, title: "Recent", year: 2024, minutes: 120, budget: nil, rating: 7, votes: 900,
            ratingShares: nil, mpaa: nil, genres: .drama, imdbID: IMDbID(11)),
        Movie(
            id: 4, title: "Unvoted One", year: 2025, minutes: 90, budget: nil, rating: 0, votes: 0,
            ratingShares: nil, mpaa: nil, genres: .drama, imdbID: IMDbID(12)),
        Movie(
            id: 5, title: "Unvoted Two", year: 2025, minutes: nil, budget: nil, rating: 0, votes: 0,
            ratingShares: nil, mpaa: nil, genres: .comedy, imdbID: IMDbID(13)),
    ]

    @Test func theDecadeRowStepsFromTheCatalogsFirstDecadeToItsLast() throws {
        let harness = try BrowserHarness(movies: Self.movies)
        harness.press(.character("f"))
        let presenter = try #require(harness.browser.navigator.top as? MoviesView).presenter
        // Comedy, Documentary, Drama, then Decade.
        harness.press(.character("j"), .character("j"), .character("j"), .character("l"))
        #expect(presenter.query.years == 1870...1879, "the first decade is the catalog's, the 1870s")
        var screen = try harness.draw()
        #expect(screen.contains("1870s"), "\(screen)")
        harness.press(.character("h"), .character("h"))
        #expect(presenter.query.years == 2020...2029, "backwards from any: the last decade, the 2020s")
        screen = try harness.draw()
        #expect(screen.contains("Decade (3)"), "two unrated 2025 movies and 2024: \(screen)")
        #expect(screen.contains("2020s"), "\(screen)")
        harness.press(.character("l"))
        #expect(presenter.query.years == nil, "past the 2020s is any")
    }

    @Test func statsLeavesUnratedMoviesOutOfTheRatingChartAndTheMean() throws {
        let harness = try BrowserHarness(movies: Self.movies, start: .stats)
        let screen = try harness.draw()
        #expect(screen.contains("5 movies, 1874–2025 · mean 7.0 · 2 unrated · budget known for 0"), "\(screen)")
        // At 80×24 the rating chart is horizontal: "│ 1  <bar> <count> │".
        let rows = screen.split(separator: "\n").map(String.init)
        func count(ofRating rating: Int) throws -> String {
            let row = try #require(rows.first { $0.hasPrefix("|│ \(rating) ") }, "\(screen)")
            let chart = row.dropFirst(2).prefix { $0 != "│" }
            return String(try #require(chart.split(separator: " ").last))
        }
        #expect(try count(ofRating: 1) == "0", "the unrated movies are not 1s: \(screen)")
        #expect(try count(ofRating: 6) == "1")
        #expect(try count(ofRating: 7) == "1")
        #expect(try count(ofRating: 8) == "1")
    }

    @Test func anUnratedMovieShowsNoRatingRatherThanZero() throws {
        let harness = try BrowserHarness(movies: Self.movies)
        var screen = try harness.draw()
        let row = try #require(screen.split(separator: "\n").first { $0.contains("Unvoted One") }, "\(screen)")
        #expect(row.contains("  –  ") || row.contains(" – "), "\(row)")
        #expect(!row.contains("0.0"), "\(row)")
        let rated = try #require(screen.split(separator: "\n").first { $0.contains("Recent") })
        #expect(rated.contains("7.0"), "\(rated)")
        // Its detail says so, in the fields and the title bar.
        // Most voted first: the last row is one of the two unvoted movies.
        harness.press(.character("G"), .enter)
        screen = try harness.draw()
        #expect(screen.contains("Unvoted"), "\(screen)")
        #expect(screen.contains("Rating       unrated (no votes)"), "\(screen)")
        let titleBar = screen.split(separator: "\n")[1]
        #expect(titleBar.contains("unrated  tt") && !titleBar.contains("★"), "\(titleBar)")
    }

    @Test func anIMDbTitleShowsNoCatalogSpellingButACSVTitleDoes() throws {
        let fromIMDb = Movie(
            id: 68_646, title: "Godfather, The", year: 1972, minutes: 175, budget: nil, rating: 9.2, votes: 1,
            ratingShares: nil, mpaa: nil, genres: .drama, imdbID: IMDbID(68_646))
        let fromCSV = Movie(
            id: 20_545, title: "Godfather, The", year: 1972, minutes: 175, budget: nil, rating: 9.1, votes: 2,
            ratingShares: nil, mpaa: nil, genres: .drama)
        var screen = try BrowserHarness(movies: [fromIMDb], start: .detail(movieID: 68_646)).draw()
        #expect(screen.contains("The Godfather (1972)"), "\(screen)")
        #expect(!screen.contains("Catalog"), "IMDb writes \"The Godfather\": \(screen)")
        #expect(screen.contains("9.2 / 10 from 1 vote "), "singular: \(screen)")
        #expect(screen.contains("★ 9.2  tt0068646 |"), "the title bar names the IMDb id: \(screen)")
        screen = try BrowserHarness(movies: [fromCSV], start: .detail(movieID: 20_545)).draw()
        #expect(screen.contains("★ 9.1  #20545 |"), "a CSV movie has only its catalog id: \(screen)")
        #expect(screen.contains("Catalog      Godfather, The"), "the CSV's own spelling: \(screen)")
        #expect(screen.contains("9.1 / 10 from 2 votes"), "\(screen)")
    }

    @Test func theStatsHeaderOfTheWholeIMDbCatalogFits80Columns() {
        let statistics = CatalogStatistics(
            movieCount: 700_478, years: 1874...2026, knownBudgetCount: 521, meanRating: 6.14, moviesPerGenre: [],
            moviesPerDecade: [], moviesPerMPAA: [], ratingDistribution: Array(repeating: 0, count: 10),
            unratedCount: 265_908)
        let header = StatsViewModel(statistics, genres: []).header
        #expect(header == "700,478 movies, 1874–2026 · mean 6.1 · 265,908 unrated · budget known for 521")
        #expect(header.count <= 78, "a space on each side at 80 columns")
    }
}
