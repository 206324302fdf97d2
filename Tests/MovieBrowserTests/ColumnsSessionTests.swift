import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// The columns chosen with the `c` panel are kept in the session state, while the configuration's
/// columns they were chosen over stay the same.
@MainActor
@Suite struct ColumnsSessionTests {
    @Test func theColumnsChosenWithCComeBackAfterARestart() throws {
        let store = MemorySessionStore()
        let first = try BrowserHarness(session: store)
        // Hide the first row of the panel (Title) and apply.
        first.press(.character("c"), .character(" "), .enter)
        let chosen = try first.app.resolve(ColumnChoice.self).movies
        #expect(!chosen.contains(.title))
        first.browser.saveSession()
        let saved = try #require(store.snapshot?.screens["movies"]).decoded(as: MoviesScreen.SavedPlace.self)
        #expect(saved.columns == chosen.map(\.rawValue))
        #expect(saved.configuredColumns == MovieColumn.standard.map(\.rawValue))

        let next = try BrowserHarness(session: MemorySessionStore(store.snapshot))
        #expect(try next.app.resolve(ColumnChoice.self).movies == chosen)
        #expect(next.browser.message.isEmpty, "\(next.browser.message)")
        let frame = try next.draw()
        #expect(!frame.contains("Title"), "the table is drawn without the hidden column")
    }

    @Test func columnsAtTheirConfiguredChoiceAreNotWritten() throws {
        let store = MemorySessionStore()
        let harness = try BrowserHarness(session: store)
        harness.browser.saveSession()
        let saved = try store.snapshot?.screens["movies"]?.decoded(as: MoviesScreen.SavedPlace.self)
        #expect(saved?.columns == nil)
    }

    @Test func aChoiceOverOtherConfiguredColumnsIsLeftWithANote() throws {
        let saved = try SessionSnapshot.json(
            """
            {"version": 3, "stack": [{"screen": "movies"}],
             "screens": {"movies": {"columns": ["year", "title"], "configuredColumns": ["title", "year"]}}}
            """)
        let harness = try BrowserHarness(session: MemorySessionStore(saved))
        #expect(try harness.app.resolve(ColumnChoice.self).movies == MovieColumn.standard)
        #expect(harness.browser.message.contains("the columns chosen with c were left: config.toml's columns changed"))
    }
}
