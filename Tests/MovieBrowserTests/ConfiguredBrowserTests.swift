import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The browser with a configuration's keymaps and themes: the dispatch, the hint bar and the help
/// follow the rebound keys, and the light and mono themes draw the table in their styles.
@MainActor
@Suite struct ConfiguredBrowserTests {
    private func moviesView(_ harness: BrowserHarness) throws -> MoviesView {
        try #require(harness.browser.navigator.top as? MoviesView)
    }

    /// The position in the title bar of a new frame.
    private func position(_ harness: BrowserHarness) throws -> String {
        try harness.draw()
        return try moviesView(harness).summary
    }

    @Test func aReboundKeyActsAndShowsInTheHintBarAndTheOldKeyDoesNot() throws {
        let keymaps = try Keymaps.standard.applying([
            KeyOverride(screen: "movies", action: "select_next", keys: ["J"]),
            KeyOverride(screen: "movies", action: "search", keys: ["s"]),
            KeyOverride(screen: "movies", action: "sort_title", keys: ["none"]),
        ])
        let harness = try BrowserHarness(theme: .monochrome(), keymaps: keymaps)
        try harness.draw()
        #expect(try position(harness) == "1 of 18")
        harness.press(.character("j"), .down)
        #expect(try position(harness) == "1 of 18", "j and Down no longer select the next movie")
        harness.press(.character("J"), .character("J"))
        #expect(try position(harness) == "3 of 18")
        let sortBefore = try moviesView(harness).presenter.query.sort
        harness.press(.character("1"))
        #expect(try moviesView(harness).presenter.query.sort == sortBefore, "1 is unbound")
        let screen = try harness.draw()
        let hintBar = try #require(screen.split(separator: "\n").last)
        #expect(hintBar.contains("s Search"))
        #expect(!hintBar.contains("/ Search"))
        #expect(hintBar.contains("2-7/b Sort"), "the sort group's hint shows the keys it still has")
        harness.press(.character("s"))
        #expect(try moviesView(harness).isEditingText)
    }

    @Test func theHelpListsTheReboundKeys() throws {
        let keymaps = try Keymaps.standard.applying([KeyOverride(screen: "movies", action: "select_next", keys: ["J"])])
        let harness = try BrowserHarness(size: Size(width: 120, height: 40), theme: .monochrome(), keymaps: keymaps)
        harness.press(.function(1))
        let screen = try harness.draw()
        let line = try #require(screen.split(separator: "\n").first { $0.contains("Select the next movie") })
        #expect(line.contains("J"))
        #expect(!line.contains("Down"))
    }

    @Test func lightTheme() throws {
        let harness = try BrowserHarness(theme: Theme(palette: .light, colorSupport: .ansi256))
        try harness.draw()
        expectGolden(harness.terminal.screen.snapshot(styles: true), named: "movies-light-80x24")
    }

    @Test func lightThemeOnEightColors() throws {
        let harness = try BrowserHarness(theme: Theme(palette: .light, colorSupport: .ansi8))
        harness.press(.character("f"))
        try harness.draw()
        expectGolden(harness.terminal.screen.snapshot(styles: true), named: "movies-light-8-filters-80x24")
    }

    @Test func monoTheme() throws {
        let theme = Theme.resolve(name: .mono, colorCount: 256, environment: [:], arguments: [], glyphs: .unicode)
        let harness = try BrowserHarness(theme: theme)
        try harness.draw()
        expectGolden(harness.terminal.screen.snapshot(styles: true), named: "movies-mono-80x24")
    }
}
