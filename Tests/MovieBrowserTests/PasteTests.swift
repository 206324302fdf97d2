import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// A paste, as the terminal's bytes arrive (bracketed: `ESC [200~` … `ESC [201~`), goes whole into
/// the text field that has focus, as one line, and outside a field does nothing at all: its line
/// breaks never act as Enter, and its letters never run as commands.
@MainActor
@Suite struct PasteTests {
    /// Sends `text` as a terminal in bracketed-paste mode does, and handles every key it decodes to.
    private func paste(_ text: String, into harness: BrowserHarness) throws {
        harness.terminal.type(bytes: Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8))
        while let key = try harness.terminal.readKey(timeout: .zero) { harness.browser.handle(key) }
    }

    private func movies(_ harness: BrowserHarness) throws -> MoviesPresenter {
        try #require(harness.browser.navigator.top as? MoviesView).presenter
    }

    @Test func aPasteInTheSearchBoxIsItsTextOnOneLine() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        try paste("taxi\rQuentin", into: harness)
        #expect(harness.browser.isRunning, "the Q after the line break did not quit")
        let presenter = try movies(harness)
        #expect(presenter.search.text == "taxi Quentin")
        #expect(presenter.focus == .search, "the line break was not Enter")
        #expect(presenter.query.text == "taxi Quentin")
        harness.type("!")
        #expect(presenter.search.text == "taxi Quentin!", "the cursor is after the paste")
    }

    @Test func aPasteInTheNoteEditorIsTheNoteAndChangesNothingElse() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.type("e")
        try paste("Loved it.\rMy score: 9", into: harness)
        let detail = try #require(harness.browser.navigator.top as? DetailView)
        #expect(detail.isEditingText, "the line break did not save the note")
        #expect(detail.presenter.noteInput?.text == "Loved it. My score: 9")
        #expect(try harness.watchlist.entry(movieID: Fixtures.godfather) == nil, "no rating, no watchlist change")
        harness.press(.enter)
        let entry = try #require(try harness.watchlist.entry(movieID: Fixtures.godfather))
        #expect(entry.note == "Loved it. My score: 9")
        #expect(entry.personalRating == nil, "the 9 was not a rating")
        #expect(harness.browser.navigator.depth == 1)
    }

    @Test func aPasteInTheHelpFilterFiltersTheHelp() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.function(1), .character("/"))
        try paste("watch\n", into: harness)
        #expect(harness.browser.navigator.routes == [.movies, .help])
        let help = try #require(harness.browser.navigator.top as? HelpView)
        #expect(help.presenter.filter.text == "watch")
        #expect(help.isEditingText)
    }

    @Test func aPasteOutsideAFieldDoesNothing() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        let presenter = try movies(harness)
        let sort = presenter.query.sort
        let selected = presenter.list.selection(rowCount: presenter.total)
        try paste("jj7w/x\rQ", into: harness)
        #expect(harness.browser.isRunning)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(presenter.query.sort == sort)
        #expect(presenter.list.selection(rowCount: presenter.total) == selected)
        #expect(presenter.focus == .table)
        #expect(presenter.search.text == "")
        #expect(try harness.watchlist.count() == 0)

        harness.press(.enter)
        #expect(harness.browser.navigator.depth == 2)
        try paste("8w\re", into: harness)
        let detail = try #require(harness.browser.navigator.top as? DetailView)
        #expect(!detail.isEditingText)
        #expect(try harness.watchlist.count() == 0, "no rating and no watchlist change from a detail")
        #expect(harness.browser.navigator.depth == 2)
    }
}
