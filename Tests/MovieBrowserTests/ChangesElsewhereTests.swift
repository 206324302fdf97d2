import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// What another `reel` process writes is seen before the next key is handled: a movie it added to
/// the watchlist gets its mark, and `w` then removes it, as the row said.
@MainActor
@Suite struct ChangesElsewhereTests {
    private func line(_ harness: BrowserHarness, _ y: Int) -> String {
        harness.terminal.screen.lines[y]
    }

    @Test func aMovieAddedElsewhereIsMarkedAndWRemovesIt() throws {
        let harness = try BrowserHarness()
        harness.press(.down)
        try harness.draw()
        #expect(line(harness, 4).contains("Aliens") && !line(harness, 4).hasPrefix("•"))
        try harness.watchlist.addElsewhere(movieID: 1679)
        harness.press(.up, .down)
        try harness.draw()
        #expect(line(harness, 4).hasPrefix("•"), "the mark of the other process's addition: \(line(harness, 4))")
        harness.press(.character("w"))
        #expect(try !harness.watchlist.contains(movieID: 1679))
        try harness.draw()
        #expect(line(harness, 23).contains("removed from the watchlist: Aliens"), "\(line(harness, 23))")
        #expect(!line(harness, 4).hasPrefix("•"))
    }

    @Test func theDetailAndTheWatchlistShowAnAdditionElsewhere() throws {
        let harness = try BrowserHarness()
        harness.press(.down, .enter)
        #expect(try harness.draw().contains("not on your watchlist"))
        try harness.watchlist.addElsewhere(movieID: 1679)
        #expect(harness.browser.refreshIfChangedElsewhere())
        #expect(!(try harness.draw()).contains("not on your watchlist"))
        #expect(!harness.browser.refreshIfChangedElsewhere(), "one change is told once")
        harness.press(.escape, .character("W"))
        try harness.watchlist.addElsewhere(movieID: Fixtures.godfather)
        harness.press(.character("j"))
        #expect(try harness.draw().contains("The Godfather"))
    }
}
