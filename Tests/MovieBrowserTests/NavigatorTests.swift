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
        #expect(
            harness.app.children.map(\.name) == ["Movies", "Detail #352"], "Enter opens the first row, sorted by title")
        harness.press(.escape)
        #expect(harness.app.children.map(\.name) == ["Movies"])
        let report = try #require(harness.browser.navigator.inspection.lastDisposal)
        #expect(report.container == "Detail #352")
        #expect(report.allLeaks.isEmpty)
    }
}

/// Which keys the browser routes to the top screen and which to its global keymap.
@MainActor
@Suite struct BrowserKeyRoutingTests {
    @Test func qOnTheStartScreenQuits() throws {
        let harness = try BrowserHarness()
        #expect(harness.browser.isRunning)
        harness.press(.character("q"))
        #expect(!harness.browser.isRunning)
    }

    @Test func escapeOnTheStartScreenDoesNotQuit() throws {
        let harness = try BrowserHarness()
        harness.press(.escape, .backspace)
        #expect(harness.browser.isRunning)
        #expect(harness.browser.navigator.routes == [.movies])
    }

    @Test func qOnAPushedScreenGoesBack() throws {
        let harness = try BrowserHarness()
        try harness.browser.navigator.push(.stats)
        harness.press(.character("q"))
        #expect(harness.browser.isRunning)
        #expect(harness.browser.navigator.routes == [.movies])
    }

    @Test(arguments: [Key.character("Q"), .control("c")])
    func quitKeysQuitFromAPushedScreen(key: Key) throws {
        let harness = try BrowserHarness()
        harness.press(.enter)
        #expect(harness.browser.navigator.depth == 2)
        harness.press(key)
        #expect(!harness.browser.isRunning)
    }

    @Test func controlCQuitsEvenWhileSearching() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.press(.control("c"))
        #expect(!harness.browser.isRunning)
    }

    @Test func qTypedWhileSearchingGoesIntoTheSearchBox() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("qQWS?")
        #expect(harness.browser.isRunning)
        #expect(harness.browser.navigator.routes == [.movies])
        let view = try #require(harness.browser.navigator.top as? MoviesView)
        #expect(view.presenter.search.text == "qQWS?")
        let screen = try harness.draw()
        #expect(screen.contains("qQWS?"))
    }

    @Test func f1OpensTheHelpAndClosesIt() throws {
        let harness = try BrowserHarness()
        harness.press(.function(1))
        #expect(harness.browser.navigator.routes == [.movies, .help])
        harness.press(.function(1))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.app.children.map(\.name) == ["Movies"])
    }

    @Test func f12OpensTheInspectorAndClosesIt() throws {
        let harness = try BrowserHarness()
        harness.press(.function(12))
        #expect(harness.browser.navigator.routes == [.movies, .inspector])
        harness.press(.function(12))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.app.children.map(\.name) == ["Movies"])
    }

    @Test func globalLettersOpenTheWatchlistAndStatsOnlyOnce() throws {
        let harness = try BrowserHarness()
        harness.press(.character("W"))
        #expect(harness.browser.navigator.routes == [.movies, .watchlist])
        harness.press(.character("W"))
        #expect(harness.browser.navigator.routes == [.movies, .watchlist], "W on the watchlist does not push it again")
        harness.press(.character("S"))
        #expect(harness.browser.navigator.routes.last == .stats)
    }

    @Test func keysInATooSmallTerminalOnlyQuit() throws {
        let harness = try BrowserHarness()
        harness.resize(to: Size(width: 20, height: 5))
        harness.press(.enter, .character("f"), .function(1))
        #expect(harness.browser.navigator.routes == [.movies])
        harness.press(.character("q"))
        #expect(!harness.browser.isRunning)
    }
}
