import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The inspector's data tab: the last catalog query of the screen under it, with its SQL,
/// arguments, plan, rows and time.
@MainActor
@Suite struct InspectorDataTabTests {
    private func presenter(_ harness: BrowserHarness) throws -> InspectorPresenter {
        try #require(harness.browser.navigator.top as? InspectorView).presenter
    }

    @Test func tabAndDSwitchTabsAndTheTitleNamesBoth() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.function(12))
        #expect(try presenter(harness).tab == .containers)
        #expect(try harness.draw().contains("Inspector: [Containers]  Data"))
        harness.press(.tab)
        #expect(try presenter(harness).tab == .data)
        #expect(try harness.draw().contains("Inspector: Containers  [Data]"))
        harness.press(.character("d"))
        #expect(try presenter(harness).tab == .containers)
        harness.press(.escape)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func showsTheLastQueryOfTheScreenBelow() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        harness.type("god")
        harness.press(.enter)
        try harness.draw()
        harness.press(.function(12), .tab)
        try harness.draw()
        let text = try presenter(harness).viewModel().text
        #expect(text.first == "Last catalog query of Movies")
        let rows = Fixtures.movies.filter { $0.title.display.lowercased().contains("god") }.count
        #expect(text.contains("  movies(matching:) · \(rows) rows · 2.35 ms · 1 statement"), "\(text)")
        #expect(text.contains("Statement 1 of 1 · 2 ms"))
        #expect(text.contains("  SELECT * FROM fixtures WHERE title MATCH ? ORDER BY title ASC LIMIT ? OFFSET ?"))
        #expect(text.contains("  Arguments: 'god', 100, 0"))
        #expect(text.contains("    SCAN fixtures"))
    }

    @Test func thePlanIsAskedForOncePerQueryNotPerFrame() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        #expect(harness.movies.log.explainCount == 0, "nothing is explained until the tab is shown")
        harness.press(.function(12))
        try harness.draw()
        #expect(harness.movies.log.explainCount == 0)
        harness.press(.tab)
        for _ in 0..<3 { try harness.draw() }
        harness.press(.character("j"))
        try harness.draw()
        #expect(harness.movies.log.explainCount == 1)
    }

    @Test func aScreenWithoutQueriesShowsTheLastQueryAndWhereItCameFrom() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        try harness.draw()
        harness.press(.character("S"), .function(12), .tab)
        let text = try presenter(harness).viewModel().text
        #expect(text.first == "Last catalog query of Stats")
        #expect(text.contains("  Stats has made no catalog query yet; the last one came from Movies:"), "\(text)")
    }

    @Test func aCatalogThatDoesNotRecordSaysSo() {
        let lines = InspectorViewModel.dataLines(
            screen: "Movies", call: nil, isRecording: false, plans: [], width: 60)
        #expect(lines.map(\.text) == ["Last catalog query of Movies", "  This catalog does not record its queries."])
    }

    @Test func aPlanThatFailsIsAWarningLine() {
        let statement = RecordedStatement(text: "SELECT 1", arguments: nil, duration: .zero)
        let call = RecordedQuery(
            sequence: 1, origin: "Movies", operation: "movie(id:)", statements: [statement], rows: 1,
            duration: .microseconds(400))
        let lines = InspectorViewModel.dataLines(
            screen: "Movies", call: call, isRecording: true,
            plans: [.failure(CatalogError(.invalidArgument, "the arguments of this statement were not recorded"))],
            width: 60)
        #expect(lines.map(\.text).contains("  movie(id:) · 1 row · 0.40 ms · 1 statement"))
        #expect(lines.map(\.text).contains("Statement 1 of 1 · < 1 ms"))
        #expect(lines.map(\.text).contains("  Arguments: not recorded"))
        #expect(lines.last?.kind == .warning)
        #expect(lines.last?.text == "    cannot explain it: the arguments of this statement were not recorded")
    }

    @Test func longSQLIsWrappedBetweenWords() {
        let wrapped = InspectorViewModel.wrap("SELECT a,  b\n FROM movie WHERE x = ?", width: 12)
        #expect(wrapped == ["SELECT a, b", "FROM movie", "WHERE x = ?"])
        #expect(
            InspectorViewModel.wrap(String(repeating: "x", count: 20), width: 8) == ["xxxxxxxx", "xxxxxxxx", "xxxx"])
    }

    @Test func goldenFrames() throws {
        let small = try BrowserHarness()
        small.press(.character("/"))
        small.type("god")
        small.press(.enter)
        try small.draw()
        small.press(.function(12), .tab)
        expectGolden(try small.draw(), named: "inspector-data-80x24")
        let large = try BrowserHarness(size: Size(width: 200, height: 60))
        large.press(.character("4"))
        try large.draw()
        large.press(.function(12), .character("d"))
        expectGolden(try large.draw(), named: "inspector-data-200x60")
    }
}
