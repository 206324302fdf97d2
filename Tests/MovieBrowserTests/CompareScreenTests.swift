@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// `m` marks two movies (on the table or the watchlist), `M` opens them side by side with their
/// votes by stars overlaid in one chart.
@MainActor
@Suite struct CompareScreenTests {
    /// A browser with The Godfather and Casablanca marked, on the movie table.
    private func markedHarness(size: Size = Size(width: 80, height: 24)) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: size)
        harness.type("/godfather")
        harness.press(.enter, .character("5"), .character("m"))
        search(harness, "casablanca")
        harness.press(.character("m"))
        return harness
    }

    /// Replaces the search text with `text` and returns the focus to the table.
    private func search(_ harness: BrowserHarness, _ text: String) {
        harness.press(.character("/"), .escape)
        harness.type("/" + text)
        harness.press(.enter)
    }

    private func compareView(_ harness: BrowserHarness) throws -> CompareView {
        try #require(harness.browser.navigator.top as? CompareView)
    }

    @Test func twoMarkedMoviesOpenSideBySide() throws {
        let harness = try markedHarness()
        #expect(harness.browser.navigator.top?.status == "marked Casablanca; M compares the two")
        harness.press(.character("M"))
        #expect(
            harness.browser.navigator.routes.last == .compare(first: Fixtures.godfather, second: Fixtures.casablanca))
        let model = try compareView(harness).presenter.viewModel()
        #expect(model.left.heading == "The Godfather (1972)")
        #expect(model.right.heading == "Casablanca (1942)")
        #expect(
            model.left.values == [
                "1972", "175 min", "9.1 / 10", "122,755", "$6,000,000", "Drama", "unknown",
                "not on the watchlist",
            ])
        #expect(model.right.values[4] == "$950,000")
        #expect(model.right.values[5] == "Drama, Romance")
        #expect(model.right.shares.last == 44.5)
        let screen = try harness.draw()
        #expect(screen.contains("The Godfather vs Casablanca"))
        #expect(screen.contains("█ The Godfather (1972)"), "the legend names each series by its glyph")
        #expect(screen.contains("▒ Casablanca (1942)"))
    }

    @Test func theMarkIsShownInTheRowAndAThirdMarkDropsTheFirst() throws {
        let harness = try markedHarness()
        let screen = try harness.draw()
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("|◆ Casablanca") }, "\(screen)")
        search(harness, "aliens")
        harness.press(.character("m"), .character("M"))
        #expect(harness.browser.navigator.routes.last == .compare(first: Fixtures.casablanca, second: 1679))
        harness.press(.escape, .character("m"))
        #expect(harness.browser.navigator.top?.status == "unmarked Aliens")
        harness.press(.character("M"))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.navigator.top?.status == "mark two movies with m to compare them (1 marked)")
    }

    @Test func swapOpenAndBackWithoutLeaks() throws {
        let harness = try markedHarness()
        harness.press(.character("M"), .character("s"))
        #expect(try compareView(harness).presenter.viewModel().left.heading == "Casablanca (1942)")
        harness.press(.character("1"))
        #expect(harness.browser.navigator.routes.last == .detail(movieID: Fixtures.casablanca))
        harness.press(.character("w"), .escape)
        #expect(try compareView(harness).presenter.viewModel().left.values.last == "none", "reloaded on return")
        harness.press(.escape)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.navigator.inspection.lastDisposal?.container == "Compare #20545 #8882")
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func theWatchlistMarksToo() throws {
        let harness = try BrowserHarness()
        for id in [Fixtures.godfather, Fixtures.casablanca] { _ = try harness.watchlist.add(movieID: id) }
        harness.press(.character("W"), .character("m"), .character("j"), .character("m"), .character("M"))
        #expect(
            harness.browser.navigator.routes.last == .compare(first: Fixtures.casablanca, second: Fixtures.godfather))
        harness.press(.escape)
        #expect(try harness.draw().split(separator: "\n").contains { $0.hasPrefix("|◆ The Godfather") })
    }

    @Test func aMissingMovieIsNamedNotDrawn() throws {
        let harness = try BrowserHarness(start: nil)
        try harness.browser.start(at: .compare(first: Fixtures.godfather, second: 7))
        let screen = try harness.draw()
        #expect(screen.contains("#7 (not in the catalog)"))
        #expect(screen.contains("The Godfather (1972)"))
    }

    @Test func histogramHeightsAreWholeCellsScaledToTheLargerShare() {
        #expect(CompareHistogram.cells(45.5, of: 45.5, height: 10) == 10)
        #expect(CompareHistogram.cells(4.5, of: 45.5, height: 10) == 1)
        #expect(CompareHistogram.cells(0.1, of: 45.5, height: 10) == 1, "a share above zero shows")
        #expect(CompareHistogram.cells(0, of: 45.5, height: 10) == 0)
        #expect(CompareHistogram.cells(24.5, of: 45.5, height: 10) == 5)
    }

    @Test func goldenFrames() throws {
        let small = try markedHarness()
        small.press(.character("M"))
        expectGolden(try small.draw(), named: "compare-80x24")
        let large = try markedHarness(size: Size(width: 200, height: 60))
        large.press(.character("M"))
        expectGolden(try large.draw(), named: "compare-200x60")
    }
}
