import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// On a wide terminal a screen keeps its parts together: the detail's chart beside its facts, a
/// title beside its figures.
@MainActor
@Suite struct ReadingWidthTests {
    /// The last column a line uses (the line's width without its trailing spaces).
    private func lastColumn(_ line: String) -> Int {
        line.reversed().drop { $0 == " " }.count
    }

    @Test func theDetailStaysWithinItsReadingWidthAt200Columns() throws {
        let harness = try BrowserHarness(size: Size(width: 200, height: 60))
        harness.press(.enter)
        try harness.draw()
        let lines = harness.terminal.screen.lines
        let body = lines.dropFirst().dropLast()
        let widest = body.map(lastColumn).max() ?? 0
        #expect(widest <= 112, "the detail reads within 112 columns, not 200")
        #expect(widest > 80, "it still uses the room it has")
        let chart = try #require(body.first { $0.contains("Votes by stars") })
        #expect(lastColumn(chart) <= 112)
        let similar = try #require(body.first { $0.hasPrefix("Similar movies") })
        #expect(lastColumn(similar) <= 112, "the similar movies' figures stay near their titles")
    }

    @Test func theMovieTableAndTheWatchlistStayWithinTheirsToo() throws {
        let harness = try BrowserHarness(size: Size(width: 200, height: 60))
        try harness.draw()
        let header = try #require(harness.terminal.screen.lines.first { $0.contains("Title") && $0.contains("Year") })
        #expect(lastColumn(header) <= 140, "\(header)")
        let title = try #require(header.range(of: "Title")).lowerBound
        let year = try #require(header.range(of: "Year")).lowerBound
        #expect(header.distance(from: title, to: year) < 80, "a title and its year are not 100 columns apart")
        harness.press(.character("w"), .character("W"))
        try harness.draw()
        let watchHeader = try #require(
            harness.terminal.screen.lines.first { $0.contains("Title") && $0.contains("Added") })
        #expect(lastColumn(watchHeader) <= 120, "\(watchHeader)")
    }

    @Test func at80ColumnsNothingChanges() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.press(.enter)
        try harness.draw()
        #expect(harness.terminal.screen.lines.contains { lastColumn($0) >= 79 }, "80 columns are used in full")
    }
}
