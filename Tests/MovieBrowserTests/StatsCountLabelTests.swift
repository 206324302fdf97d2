import MovieCatalog
import TestSupport
import Testing

@testable import MovieBrowser

/// The decade chart's counts under its bars: whole when they fit, then shortened, never cut.
@MainActor
@Suite struct StatsCountLabelTests {
    @Test func aCountIsShortenedToFitAndNeverCut() {
        #expect(StatsCharts.fitted(6_128, width: 5) == "6,128")
        #expect(StatsCharts.fitted(6_128, width: 4) == "6.1k")
        #expect(StatsCharts.fitted(15_432, width: 6) == "15,432")
        #expect(StatsCharts.fitted(15_432, width: 5) == "15.4k")
        #expect(StatsCharts.fitted(15_432, width: 4) == "15k")
        #expect(StatsCharts.fitted(157_608, width: 4) == "158k")
        #expect(StatsCharts.fitted(1_234_567, width: 4) == "1.2M")
        #expect(StatsCharts.fitted(12_345_678, width: 4) == "12M")
        #expect(StatsCharts.fitted(999, width: 4) == "999")
    }

    /// A count that fits in no true form is left out rather than written `0k` or cut to `15`.
    @Test func aCountThatCannotFitIsLeftOutNotMisread() {
        #expect(StatsCharts.fitted(498, width: 3) == "498")
        #expect(StatsCharts.fitted(498, width: 2) == "")
        #expect(StatsCharts.fitted(157_608, width: 3) == "")
        #expect(StatsCharts.fitted(1_456, width: 3) == "1k")
    }

    /// Fourteen decades at 80 columns leave each bar four columns: 15,432 reads "15k", not "15.4".
    @Test func theDecadeChartOfALargeCatalogShowsThousandsAsK() throws {
        var movies: [Movie] = []
        func add(_ count: Int, year: Int) {
            for _ in 0..<count {
                movies.append(
                    Movie(
                        id: movies.count + 1, title: "Film \(movies.count)", year: year, minutes: 90, budget: nil,
                        rating: 6.5, votes: 100, ratingShares: nil, mpaa: nil, genres: [.drama]))
            }
        }
        for decade in stride(from: 1890, through: 2020, by: 10) { add(1, year: decade) }
        add(15_431, year: 1995)
        add(6_127, year: 1955)
        let harness = try BrowserHarness(movies: movies)
        harness.press(.character("S"))
        let screen = try harness.draw()
        let counts = try #require(screen.split(separator: "\n").first { $0.contains("15k") }, "\(screen)")
        #expect(counts.contains("6.1k"), "\(counts)")
        #expect(!screen.contains("15.4 "), "\(screen)")
    }
}
