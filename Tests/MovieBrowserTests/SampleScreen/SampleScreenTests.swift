import DIContainer
import MovieBrowser
import TerminalUI
import Testing

/// A screen added from outside the browser, with nothing but its folder and the screen list:
/// its argument and place round-trip through the session state, and a pop releases all of it.
@MainActor
@Suite struct SampleScreenTests {
    /// The browser's screens, and the sample one.
    static let screens: [any ScreenDescriptor.Type] = BrowserScreens.all + [SampleScreen.self]

    /// A browser that knows the sample screen, over a harness's app container, restored from `store`.
    private func browser(_ store: MemorySessionStore) throws -> (harness: BrowserHarness, browser: Browser) {
        let harness = try BrowserHarness(start: nil)
        harness.app.register(instance: store as any SessionStore)
        let browser = try Browser(app: harness.app, driver: harness.terminal, screens: Self.screens)
        try browser.restoreSession()
        return (harness, browser)
    }

    @Test func theSampleScreensWiringIsVerifiedWithTheOthers() throws {
        let harness = try BrowserHarness(start: nil)
        let report = try BrowserVerification.verify(harness.app, screens: Self.screens)
        #expect(report.skipped.isEmpty, "every registration is built, the sample's with its sample argument")
        #expect(report.verified.contains { $0.contains("SampleView") }, "\(report.verified)")
    }

    @Test func theSampleScreenRoundTripsThroughTheSession() throws {
        let store = MemorySessionStore()
        let shelf = SampleShelf(shelf: "noir", page: 2)
        let first = try browser(store)
        try first.browser.navigator.push(Route(SampleScreen.self, shelf))
        first.browser.handle(.character("n"))
        first.browser.handle(.character("n"))
        first.browser.saveSession()
        let saved = try #require(store.snapshot)
        #expect(
            saved.stack.last == .init(screen: "sample", argument: .object(["shelf": .string("noir"), "page": .int(2)])))
        let place = SamplePlace(notes: ["note 1", "note 2"], lastPage: 2)
        #expect(try saved.screens["sample"]?.decoded(as: SamplePlace.self) == place)

        let next = try browser(MemorySessionStore(try SessionSnapshot.json(saved.jsonText())))
        #expect(next.browser.message == "")
        #expect(next.browser.navigator.routes == [.movies, Route(SampleScreen.self, shelf)])
        #expect(try next.harness.app.resolve(ScreenMemory.self)[SamplePlace.memory] == place)
        let view = try #require(next.browser.navigator.top as? SampleView)
        #expect(view.presenter.notes == ["note 1", "note 2"])
        #expect(view.presenter.shelf == shelf)
    }

    @Test func aBrowserWithoutTheSampleScreenDropsItWithANote() throws {
        let store = MemorySessionStore()
        let first = try browser(store)
        try first.browser.navigator.push(Route(SampleScreen.self, SampleScreen.sampleArgument))
        first.browser.saveSession()
        let plain = try BrowserHarness(session: MemorySessionStore(store.snapshot))
        #expect(plain.browser.navigator.routes == [.movies])
        #expect(plain.browser.message == "state.json: no screen named \"sample\"; started on Movies")
    }

    @Test func aSamplePlaceItRefusesIsReportedAndTheStackKept() throws {
        let snapshot = SessionSnapshot(
            stack: [
                .init(screen: "movies"), .init(screen: "sample", argument: try .json(#"{"shelf": "a", "page": 1}"#)),
            ],
            screens: ["sample": try .json(#"{"notes": ["1", "2", "3", "4"], "lastPage": 1}"#)])
        let restored = try browser(MemorySessionStore(snapshot))
        #expect(
            restored.browser.navigator.routes == [.movies, Route(SampleScreen.self, SampleShelf(shelf: "a", page: 1))])
        #expect(
            restored.browser.message == "state.json: the sample screen keeps at most 3 notes; started on Sample a")
    }

    /// A weak reference, to see an object released.
    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    @Test func theSampleScreenLeavesNothingAliveWhenPopped() throws {
        let (harness, browser) = try browser(MemorySessionStore())
        let navigator = browser.navigator
        for page in 1...50 {
            let route = Route(SampleScreen.self, SampleShelf(shelf: "noir", page: page))
            try navigator.push(route)
            #expect(harness.app.children.map(\.name) == ["Movies", route.containerName])
            try harness.terminal.draw(browser.frame(size: harness.terminal.size))
            // No strong reference past the pop: the container must be the only owner, or its audit reports it.
            let watched: [Weak] = try {
                let view = try #require(navigator.top as? SampleView)
                return [Weak(view), Weak(view.presenter)]
            }()
            let report = try #require(navigator.pop())
            #expect(report.container == route.containerName)
            #expect(report.allLeaks.isEmpty, "\(report)")
            #expect(harness.app.children.map(\.name) == ["Movies"])
            #expect(watched.allSatisfy { $0.object == nil }, "the view and presenter are released")
        }
        #expect(navigator.inspection.leaks.isEmpty, "\(navigator.inspection.leaks)")
    }
}
