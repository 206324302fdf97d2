import DIContainer
import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// Every pushed screen lives in its own child container, and a pop releases all of it.
@MainActor
@Suite struct ContainerLifecycleTests {
    /// A weak reference that outlives the object it names, to check the object was released.
    final class WeakBox {
        weak var object: AnyObject?
        let name: String

        init(_ object: AnyObject, name: String) {
            self.object = object
            self.name = name
        }
    }

    /// Weak references to `screen` and to every object its stored properties hold (its presenter,
    /// and through the presenter its interactor), found by reflection so any screen qualifies.
    func weakReferences(to screen: AnyObject, name: String) -> [WeakBox] {
        var boxes = [WeakBox(screen, name: name)]
        func collect(_ value: Any, path: String, depth: Int) {
            guard depth < 3 else { return }
            for child in Mirror(reflecting: value).children {
                let label = path + "." + (child.label ?? "?")
                let object = child.value as AnyObject
                // Value types boxed by `as AnyObject` are fresh boxes: keep only real class instances
                // that are not shared with the app (repositories, keymaps, theme, memory, inspection).
                guard type(of: child.value) is AnyClass, !Self.isAppObject(object) else { continue }
                boxes.append(WeakBox(object, name: label))
                collect(child.value, path: label, depth: depth + 1)
            }
        }
        collect(screen, path: name, depth: 0)
        return boxes
    }

    static func isAppObject(_ object: AnyObject) -> Bool {
        object is FakeMovieRepository || object is FakeWatchlistRepository || object is FakePeopleCatalog
            || object is ScreenMemory
            || object is Inspection || object is StatisticsCache || object is Container
            || object is ColumnChoice || object is Clipboard || object is MarkedMovies || object is RandomSource
    }

    /// One route of every screen in the list (with its sample argument), and two more details.
    static let routes: [Route] =
        BrowserScreens.sampleRoutes + [.detail(movieID: Fixtures.casablanca), .detail(movieID: Fixtures.escapeTitle)]

    @Test func aThousandPushesAndPopsOfEveryScreenLeaveNothingBehind() throws {
        let harness = try BrowserHarness()
        let navigator = harness.browser.navigator
        var released: [WeakBox] = []
        for round in 0..<1_000 {
            for route in Self.routes {
                try navigator.push(route)
                #expect(navigator.routes == [.movies, route])
                #expect(harness.app.children.map(\.name) == ["Movies", route.containerName])
                // Draw now and then, so what a frame builds (view models, table closures) is released too.
                if round % 100 == 0 { try harness.draw() }
                let boxes = weakReferences(to: try #require(navigator.top), name: route.containerName)
                let report = try #require(navigator.pop())
                #expect(report.container == route.containerName)
                #expect(report.allLeaks.isEmpty, "\(report)")
                #expect(navigator.routes == [.movies])
                for box in boxes where box.object != nil {
                    Issue.record("\(box.name) is alive after its screen was popped")
                }
                if round == 0 {
                    #expect(boxes.contains { $0.name == route.containerName + ".presenter" }, "\(boxes.map(\.name))")
                    released += boxes
                }
            }
        }
        #expect(released.count >= 2 * Self.routes.count, "every screen and its presenter were watched")
        #expect(harness.app.children.map(\.name) == ["Movies"])
        #expect(navigator.inspection.leaks.isEmpty, "\(navigator.inspection.leaks)")

        let movies = weakReferences(to: try #require(navigator.top), name: "Movies")
        #expect(movies.contains { $0.object is MoviesPresenter }, "the presenter is found through the view")
        navigator.popAll()
        #expect(harness.app.children.isEmpty)
        #expect(navigator.depth == 0)
        #expect(navigator.inspection.leaks.isEmpty)
        for box in movies {
            #expect(box.object == nil, "\(box.name) is alive after popAll")
        }
    }

    @Test func everyScreenPushedOnEveryOtherIsReleased() throws {
        let harness = try BrowserHarness()
        let navigator = harness.browser.navigator
        var boxes: [WeakBox] = []
        for route in Self.routes {
            try navigator.push(route)
            try harness.draw()
            boxes += weakReferences(to: try #require(navigator.top), name: route.containerName)
        }
        #expect(navigator.depth == Self.routes.count + 1)
        #expect(harness.app.children.map(\.name) == ["Movies"] + Self.routes.map(\.containerName))
        navigator.popAll()
        #expect(harness.app.children.isEmpty)
        #expect(navigator.inspection.leaks.isEmpty, "\(navigator.inspection.leaks)")
        for box in boxes {
            #expect(box.object == nil, "\(box.name) is alive after popAll")
        }
    }

    @Test func popsThroughTheKeysReleaseTheScreensToo() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        harness.press(.enter)
        try harness.draw()
        let detail = weakReferences(to: try #require(harness.browser.navigator.top), name: "Detail")
        harness.press(.escape)
        try harness.draw()
        #expect(harness.browser.navigator.routes == [.movies])
        for box in detail {
            #expect(box.object == nil, "\(box.name) is alive after Esc")
        }
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    // MARK: Failures

    /// An app container like the harness's, without the movie repository.
    func appWithoutMovies() -> Container {
        let watchlist = FakeWatchlistRepository(catalog: FakeMovieRepository())
        return Container(name: "app") {
            Register((any WatchlistRepository).self, scope: .singleton) { _ in watchlist }
            Register(Theme.self, scope: .singleton) { _ in
                Theme(palette: .dark, colorSupport: .monochrome, glyphs: .unicode)
            }
            BrowserModule.module
        }
    }

    @Test func aScreenThatFailsToResolveLeavesTheStackUnchangedAndItsChildDisposed() throws {
        let app = appWithoutMovies()
        let navigator = try Navigator(app: app)
        try navigator.push(.help)
        #expect(navigator.routes == [.help])

        let error = try #require(throws: ResolutionError.self) { try navigator.push(.movies) }
        guard case .notRegistered = error.reason else {
            Issue.record("expected notRegistered, got \(error)")
            return
        }
        #expect(error.description.contains("MovieRepository"), "\(error)")
        #expect(error.path.first == "MoviesView", "\(error.path)")
        #expect(navigator.routes == [.help])
        #expect(navigator.depth == 1)
        #expect(app.children.map(\.name) == ["Help"], "the failed child is disposed")
        #expect(navigator.inspection.lastDisposal?.container == "Movies")
        #expect(navigator.inspection.lastDisposal?.allLeaks.isEmpty == true)

        #expect(throws: ResolutionError.self) { try navigator.push(.detail(movieID: Fixtures.godfather)) }
        #expect(navigator.routes == [.help])
        #expect(app.children.map(\.name) == ["Help"])
        navigator.popAll()
        #expect(app.children.isEmpty)
        #expect(navigator.inspection.leaks.isEmpty)
    }

    @Test func theBrowserReportsAScreenThatFailsToOpenAndKeepsRunning() throws {
        let app = appWithoutMovies()
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let browser = try Browser(app: app, driver: terminal)
        #expect(throws: ResolutionError.self) { try browser.start() }
        #expect(browser.navigator.depth == 0)
        try browser.start(at: .help)
        browser.handle(.character("S"))
        // Stats needs the movie repository it cannot find: the message says so, the stack stays.
        if browser.navigator.routes == [.help] {
            #expect(browser.message.hasPrefix("cannot open Stats"), "\(browser.message)")
        }
        #expect(browser.isRunning)
        #expect(app.children.map(\.name) == browser.navigator.routes.map(\.containerName))
    }

    // MARK: Verification

    @Test func verificationPassesOnTheHarnessApp() throws {
        let harness = try BrowserHarness()
        let report = try BrowserVerification.verify(harness.app)
        #expect(report.skipped.isEmpty, "every registration is built, those with arguments too: \(report.skipped)")
        for view in [
            "MoviesView", "DetailView (arguments: Int)", "HelpView (arguments: ScreenContext)",
            "CompareView (arguments: (Int, Int))", "ComparePresenter (arguments: (Int, Int))",
            "PersonView (arguments: PersonID)", "PersonPresenter (arguments: PersonID)",
        ] {
            #expect(report.verified.contains(view), "\(report.verified)")
        }
        #expect(harness.app.children.map(\.name) == ["Movies"], "verification leaves no child behind")
    }

    @Test func verificationNamesTheMissingWatchlistRepository() throws {
        let catalog = FakeMovieRepository()
        let people = FakePeopleCatalog(catalog: catalog)
        let app = Container(name: "app") {
            Register((any MovieRepository).self, scope: .singleton) { _ in catalog }
            Register((any PeopleRepository).self, scope: .singleton) { _ in people }
            Register(Theme.self, scope: .singleton) { _ in
                Theme(palette: .dark, colorSupport: .monochrome, glyphs: .unicode)
            }
            BrowserModule.module
        }
        let error = try #require(throws: VerificationError.self) { try BrowserVerification.verify(app) }
        #expect(!error.problems.isEmpty)
        #expect(error.description.contains("WatchlistRepository"), "\(error)")
        #expect(error.problems.allSatisfy { $0.description.contains("WatchlistRepository") }, "\(error)")
        #expect(app.children.isEmpty, "the throwaway child is disposed")
    }
}
