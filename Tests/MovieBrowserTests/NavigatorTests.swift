import DIContainer
import MovieBrowser
import TerminalUI
import Testing

@MainActor
@Suite struct NavigatorTests {
    @Test func pushingMakesAChildContainerNamedAfterTheRouteAndPoppingDisposesIt() throws {
        let harness = try BrowserHarness()
        #expect(harness.app.children.map(\.name) == ["Movies"])
        harness.press(.enter)
        #expect(harness.app.children.map(\.name) == ["Movies", "Detail #352"], "Enter opens the first row, sorted by title")
        harness.press(.escape)
        #expect(harness.app.children.map(\.name) == ["Movies"])
        let report = try #require(harness.browser.navigator.inspection.lastDisposal)
        #expect(report.container == "Detail #352")
        #expect(report.allLeaks.isEmpty)
    }
}
