import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The movie table's columns: chosen by the configuration, changed for the session by the `c` panel.
@MainActor
@Suite struct ColumnsPanelTests {
    private func presenter(_ harness: BrowserHarness) throws -> MoviesPresenter {
        try #require(harness.browser.navigator.top as? MoviesView).presenter
    }

    private func header(_ screen: String) -> String {
        String(screen.split(separator: "\n")[3])
    }

    @Test func configuredColumnsChooseAndOrderTheTable() throws {
        let harness = try BrowserHarness(theme: .monochrome(), columns: [.rating, .title, .year])
        let screen = try harness.draw()
        expectGolden(screen, named: "movies-columns-80x24")
        let words = header(screen).split(separator: " ")
        #expect(words.prefix(4) == ["|", "Rating", "Title", "▲"])
        #expect(!header(screen).contains("Votes"))
    }

    @Test func wideColumnsNeedAWideTerminal() throws {
        let narrow = try BrowserHarness(theme: .monochrome(), columns: [.title, .budget, .genres])
        #expect(!header(try narrow.draw()).contains("Budget"), "Budget needs 110 columns")
        #expect(header(try narrow.draw()).contains("Genres"))
        let wide = try BrowserHarness(
            size: Size(width: 120, height: 30), theme: .monochrome(), columns: [.title, .budget, .genres])
        #expect(header(try wide.draw()).contains("Budget"))
    }

    @Test func thePanelListsTheShownColumnsFirst() throws {
        let harness = try BrowserHarness(theme: .monochrome(), columns: [.year, .title])
        harness.press(.character("c"))
        let screen = try harness.draw()
        expectGolden(screen, named: "movies-columns-panel-80x24")
        let lines = screen.split(separator: "\n")
        #expect(lines.last?.contains("Enter Apply") == true, "the hint bar shows the panel's keys")
        let rows = lines.filter { $0.contains("[x]") || $0.contains("[ ]") }
        #expect(rows.count == MovieColumn.allCases.count)
        #expect(rows[0].contains("Year") && rows[0].contains("[x]"))
        #expect(rows[1].contains("Title") && rows[1].contains("[x]"))
        #expect(rows[2].contains("[ ]"))
    }

    @Test func togglingMovingAndApplyingChangesTheTableForTheSession() throws {
        let harness = try BrowserHarness(theme: .monochrome())
        harness.press(.character("c"))
        // Title is first: move it below Year, then hide Length (fourth, after Year, Title and Kind).
        harness.press(.character("J"))  // Year, Title, Kind, Length…
        harness.press(.character("j"), .character("j"), .character(" "))  // hides Length
        harness.press(.enter)
        let columns = try presenter(harness).columnChoice.movies
        #expect(columns == [.year, .title, .kind, .rating, .votes, .budget, .mpaa, .genres])
        let screen = try harness.draw()
        #expect(header(screen).contains("Year Title ▲"))
        #expect(!header(screen).contains("Min"))
        #expect(try presenter(harness).status == "columns: Year, Title, Kind, Rating, Votes, Budget, MPAA, Genres")
        // The choice outlives the table's container: the detail pushed over it and popped.
        harness.press(.enter)
        harness.press(.escape)
        #expect(header(try harness.draw()).contains("Year Title ▲"))
    }

    @Test func escapeCancels() throws {
        let harness = try BrowserHarness(theme: .monochrome())
        harness.press(.character("c"), .character(" "), .character("J"), .escape)
        #expect(try presenter(harness).columnChoice.movies == MovieColumn.standard)
        #expect(try presenter(harness).isChoosingColumns == false)
        #expect(try harness.draw().contains("Title ▲"))
    }

    @Test func theTableKeepsAtLeastOneColumn() throws {
        let harness = try BrowserHarness(theme: .monochrome(), columns: [.title])
        harness.press(.character("c"), .character(" "), .enter)
        #expect(try presenter(harness).isChoosingColumns, "the panel stays open")
        #expect(try presenter(harness).status.contains("at least one column"))
        #expect(try presenter(harness).columnChoice.movies == [.title])
        // Showing the column again: the refusal is no longer true, and no longer said.
        harness.press(.character(" "))
        #expect(try presenter(harness).status == "")
        #expect(!(try harness.draw()).contains("at least one column"))
    }

    /// At 200 columns the table takes the terminal's width: the title stops at its widest and the
    /// genres get the rest, instead of being cut with 60 columns unused.
    @Test func aWideTerminalGivesTheGenresTheirRoom() throws {
        let wide = try BrowserHarness(size: Size(width: 200, height: 60), theme: .monochrome())
        let screen = try wide.draw()
        let head = header(screen)
        let title = try #require(head.range(of: "Title")).lowerBound
        let year = try #require(head.range(of: "Year")).lowerBound
        #expect(head.distance(from: title, to: year) <= 63 + 6, "the title column stops at 63: \(head)")
        let genres = try #require(head.range(of: "Genres")).lowerBound
        #expect(head.distance(from: genres, to: head.endIndex) >= 60, "the genres have the rest: \(head)")
        #expect(!screen.contains("…"), "no title nor genres cut")
    }

    @Test func thePanelTakesClicksAndCharactersAwayFromTheTable() throws {
        let harness = try BrowserHarness(theme: .monochrome())
        try harness.draw()
        harness.press(.character("c"), .character("w"))
        #expect(try harness.watchlist.count() == 0, "w does not reach the table")
        harness.press(.mouse(MouseEvent(.press(button: 1), at: Point(x: 5, y: 6))))
        #expect(try presenter(harness).list.selection(rowCount: 18) == 0)
    }
}
