import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// `y` and `Y` put the selected movie's "Title (Year)" or id on the terminal's clipboard, on the
/// movie table, the detail and the watchlist, and say so in the status bar.
@MainActor
@Suite struct CopyTests {
    @Test func yOnTheTableCopiesTitleAndYear() throws {
        let harness = try BrowserHarness()
        harness.type("/godfather")
        harness.press(.enter, .character("5"))  // most voted first: The Godfather
        harness.press(.character("y"))
        #expect(harness.terminal.clipboard == ["The Godfather (1972)"])
        #expect(harness.browser.navigator.top?.status == "Copied “The Godfather (1972)”")
        harness.press(.character("Y"))
        #expect(harness.terminal.clipboard.last == "20545")
        #expect(try harness.draw().contains("Copied “20545”"))
    }

    @Test func yOnTheDetailAndTheWatchlistCopiesTheirMovie() throws {
        let harness = try BrowserHarness()
        harness.type("/casablanca")
        harness.press(.enter, .enter)
        #expect(harness.browser.navigator.routes.last == .detail(movieID: Fixtures.casablanca))
        harness.press(.character("y"))
        #expect(harness.terminal.clipboard == ["Casablanca (1942)"])
        harness.press(.character("w"), .character("W"), .character("Y"))
        #expect(harness.browser.navigator.routes.last == .watchlist)
        #expect(harness.terminal.clipboard == ["Casablanca (1942)", "8882"])
        #expect(harness.browser.navigator.top?.status == "Copied “8882”")
    }

    @Test func anEmptyTableCopiesNothing() throws {
        let harness = try BrowserHarness()
        harness.type("/zzzz")
        harness.press(.enter, .character("y"))
        #expect(harness.terminal.clipboard.isEmpty)
        #expect(harness.browser.navigator.top?.status == "no movie selected to copy")
    }

    @Test func theClipboardTextKeepsControlCharactersOutOfTheStatusBar() throws {
        let harness = try BrowserHarness()
        harness.type("/evil")
        harness.press(.enter, .character("y"))
        let copied = try #require(harness.terminal.clipboard.first)
        #expect(copied.hasPrefix("Evil \u{1B}]2;pwned"), "the clipboard gets the title as stored")
        let screen = try harness.draw()
        #expect(!screen.contains("\u{1B}"), "the status bar never shows a raw escape")
    }
}
