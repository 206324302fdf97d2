import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// Whole frames of the browser: goldens of the movie table, the bars, the too-small view and what
/// a hostile title turns into.
@MainActor
@Suite struct BrowserFrameTests {
    @Test func moviesAt80x24() throws {
        let harness = try BrowserHarness()
        expectGolden(try harness.draw(), named: "movies-80x24")
    }

    @Test func moviesAt120x40() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        let screen = try harness.draw()
        // The wide layout adds the budget and MPAA columns.
        #expect(
            harness.terminal.screen.lines[2].contains("Budget") && harness.terminal.screen.lines[2].contains("MPAA"))
        expectGolden(screen, named: "movies-120x40")
    }

    @Test func moviesWithTheFilterPanelOpen() throws {
        let harness = try BrowserHarness()
        harness.press(.character("f"), .character(" "))
        let screen = try harness.draw()
        // The panel takes the keys it binds, so the hint bar shows its keys, not the table's.
        let bar = harness.terminal.screen.lines[23]
        #expect(bar.hasPrefix("j/k Move  Space Toggle  h/l Value  c Clear  Esc Close"), "\(bar)")
        #expect(!bar.contains("Enter Open"))
        expectGolden(screen, named: "movies-filters-80x24")
    }

    @Test func moviesWithASearchTyped() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("godf")
        expectGolden(try harness.draw(), named: "movies-search-80x24")
    }

    @Test func moviesAfterAResize() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        harness.resize(to: Size(width: 120, height: 40))
        let resized = try harness.draw()
        let fresh = try BrowserHarness(size: Size(width: 120, height: 40))
        let freshScreen = try fresh.draw()
        #expect(resized == freshScreen, "a resized frame is the frame of that size")
    }

    @Test func aTooSmallTerminalSaysSo() throws {
        let harness = try BrowserHarness(size: Size(width: 20, height: 5))
        let screen = try harness.draw()
        #expect(screen.contains("Terminal too") || screen.contains("too small"), "\(screen)")
        expectGolden(screen, named: "browser-too-small-20x5")
        // Just big enough draws the screens again.
        harness.resize(to: Browser.minimumSize)
        #expect(try harness.draw().contains("Movies"))
    }

    @Test func escapeSequencesInATitleAreDrawnAsCaretNotation() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 30))
        let screen = try harness.draw()
        let movie = try #require(Fixtures.movies.first { $0.id == Fixtures.escapeTitle })
        #expect(movie.title.display.unicodeScalars.contains("\u{1B}"))
        let row = try #require(harness.terminal.screen.lines.first { $0.contains("Evil") }, "\(screen)")
        #expect(row.contains("Evil ^[]2;pwned^GTitle ^[[2J"), "\(row)")
        #expect(!screen.unicodeScalars.contains("\u{1B}"))
        #expect(!screen.unicodeScalars.contains("\u{07}"))
        for y in 0..<harness.terminal.screen.size.height {
            for x in 0..<harness.terminal.screen.size.width {
                let grapheme = harness.terminal.screen[x, y].grapheme
                #expect(
                    !grapheme.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "control at \(x),\(y)")
            }
        }
        // The same title, opened and selected, stays escaped in the breadcrumbs.
        let view = try #require(harness.browser.navigator.top as? MoviesView)
        let index = try #require(view.presenter.row(4)?.title)
        #expect(index == movie.title.display)
        harness.press(.down, .down, .down, .down, .enter)
        #expect(harness.browser.navigator.routes.last == .detail(movieID: Fixtures.escapeTitle))
        let detail = try harness.draw()
        #expect(!detail.unicodeScalars.contains("\u{1B}"))
        #expect(!detail.unicodeScalars.contains("\u{07}"))
    }

    @Test func breadcrumbsNameTheOpenedMovie() throws {
        let harness = try BrowserHarness()
        harness.press(.enter)
        try harness.draw()
        let top = try #require(harness.browser.navigator.top)
        let titleBar = harness.terminal.screen.lines[0]
        #expect(titleBar.contains("Movies › \(top.title)"), "\(titleBar)")
        #expect(top.title == "3 Godfathers", "the detail's breadcrumb is the movie's title")
        harness.press(.escape)
        try harness.draw()
        #expect(!harness.terminal.screen.lines[0].contains("›"))
    }

    @Test func theHintBarShowsTheTopScreensHintsThenTheGlobalOnes() throws {
        let harness = try BrowserHarness(size: Size(width: 200, height: 24))
        try harness.draw()
        let bar = harness.terminal.screen.lines[23]
        let screenHints = Keymaps.standard.movies.keyHelp.hints
        let globalHints = Keymaps.standard.global.keyHelp.hints.filter { hint in
            !screenHints.contains { $0.key == hint.key }
        }
        #expect(
            screenHints.map(\.label) == ["Open", "Search", "Filter", "Watch", "Sort", "Compare", "Log", "Add to list"])
        // The global hints follow the screen's, Help and Quit last (they are kept on any width).
        let pinned = globalHints.filter { ["Help", "Quit"].contains($0.label) }
        #expect(pinned.map(\.key) == ["F1", "Q"])
        var position = bar.startIndex
        for hint in screenHints + globalHints.filter({ !pinned.contains($0) }) + pinned {
            let text = "\(hint.key) \(hint.label)"
            let found = try #require(
                bar.range(of: text, range: position..<bar.endIndex), "\(text) after the previous hint in \(bar)")
            position = found.upperBound
        }
        #expect(bar.contains("1-7/b Sort"))

        // A pushed screen's hints replace the table's.
        harness.press(.function(12))
        try harness.draw()
        let inspectorBar = harness.terminal.screen.lines[23]
        #expect(!inspectorBar.contains("Filter"))
        let topHints = try #require(harness.browser.navigator.top).keyHelp.hints
        if let first = topHints.first {
            #expect(
                inspectorBar.range(of: "\(first.key) \(first.label)")?.lowerBound
                    == inspectorBar.range(of: first.key)?.lowerBound)
        }
        #expect(inspectorBar.contains("Quit"))
    }

    /// At 80 columns the table's own hints come first, and Help and Quit are always there; the
    /// other global hints give way.
    @Test func helpAndQuitAreOnTheHintBarAtEightyColumns() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        try harness.draw()
        let bar = harness.terminal.screen.lines[23]
        #expect(bar.hasPrefix("Enter Open  / Search  f Filter  w Watch  1-7/b Sort"), "\(bar)")
        #expect(bar.contains("F1 Help  Q Quit"), "\(bar)")
        #expect(!bar.contains("W Watchlist"), "\(bar)")
        // With a status message, too: the message gives way to them.
        harness.press(.character("w"))
        try harness.draw()
        let withMessage = harness.terminal.screen.lines[23]
        #expect(withMessage.contains("F1 Help  Q Quit"), "\(withMessage)")
        #expect(withMessage.contains("added to"), "\(withMessage)")
        // At the smallest size the browser draws, too (once the message is gone: a message that
        // needs the room outranks every hint until the next key).
        harness.press(.down)
        harness.resize(to: Size(width: 40, height: 10))
        try harness.draw()
        #expect(harness.terminal.screen.lines[9].contains("F1 Help  Q Quit"), "\(harness.terminal.screen.lines[9])")
    }
}
