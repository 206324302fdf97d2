import DIContainer
import MovieBrowser
import MovieCatalog
import ReelApp
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
    func weakReferences(to screen: AnyObject, name: String, app: AppObjects) -> [WeakBox] {
        var boxes = [WeakBox(screen, name: name)]
        func collect(_ value: Any, path: String, depth: Int) {
            guard depth < 3 else { return }
            for child in Mirror(reflecting: value).children {
                let label = path + "." + (child.label ?? "?")
                let object = child.value as AnyObject
                // Value types boxed by `as AnyObject` are fresh boxes: keep only real class instances
                // that are not the app container's (``AppObjects``).
                guard type(of: child.value) is AnyClass, !app.contains(object) else { continue }
                boxes.append(WeakBox(object, name: label))
                collect(child.value, path: label, depth: depth + 1)
            }
        }
        collect(screen, path: name, depth: 0)
        return boxes
    }

    /// What belongs to the app container, not to a screen, read from the harness's app: the
    /// services it registers under their own class (the screens' memory, the inspection…), the
    /// fakes of its catalog part, and the containers (checked by the disposal report instead).
    struct AppObjects {
        let services: Set<String>
        let catalog: [AnyObject]

        init(_ harness: BrowserHarness) {
            services = Set(harness.app.registrations.map(\.service))
            catalog = harness.catalog.objects
        }

        func contains(_ object: AnyObject) -> Bool {
            object is Container || services.contains(String(describing: type(of: object)))
                || catalog.contains { $0 === object }
        }
    }

    /// One route of every screen in the list (with its sample argument), and two more details.
    static let routes: [Route] =
        BrowserScreens.sampleRoutes + [.detail(movieID: Fixtures.casablanca), .detail(movieID: Fixtures.escapeTitle)]

    @Test func aThousandPushesAndPopsOfEveryScreenLeaveNothingBehind() throws {
        let harness = try BrowserHarness()
        let app = AppObjects(harness)
        let navigator = harness.browser.navigator
        var released: [WeakBox] = []
        for round in 0..<1_000 {
            for route in Self.routes {
                try navigator.push(route)
                #expect(navigator.routes == [.movies, route])
                #expect(harness.app.children.map(\.name) == ["Movies", route.containerName])
                // Draw now and then, so what a frame builds (view models, table closures) is released too.
                if round % 100 == 0 { try harness.draw() }
                let boxes = weakReferences(to: try #require(navigator.top), name: route.containerName, app: app)
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

        let movies = weakReferences(to: try #require(navigator.top), name: "Movies", app: app)
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
        let app = AppObjects(harness)
        let navigator = harness.browser.navigator
        var boxes: [WeakBox] = []
        for route in Self.routes {
            try navigator.push(route)
            try harness.draw()
            boxes += weakReferences(to: try #require(navigator.top), name: route.containerName, app: app)
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
        let detail = weakReferences(
            to: try #require(harness.browser.navigator.top), name: "Detail", app: AppObjects(harness))
        harness.press(.escape)
        try harness.draw()
        #expect(harness.browser.navigator.routes == [.movies])
        for box in detail {
            #expect(box.object == nil, "\(box.name) is alive after Esc")
        }
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    // MARK: Failures

    /// The app container the composition root builds over a catalog part of `registrations` alone.
    func appContainer(@ModuleBuilder catalog registrations: () -> [any ModuleComponent]) -> Container {
        AppRoot.container(
            AppRoot.modules(catalog: Module("Catalog", registrations), theme: BrowserHarness.plainTheme))
    }

    /// The harness's app container without the movie repository.
    func appWithoutMovies() -> Container {
        let watchlist = FakeWatchlistRepository(catalog: FakeMovieRepository())
        return appContainer { Register((any WatchlistRepository).self, scope: .singleton) { _ in watchlist } }
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
        let people = FakePeopleRepository(catalog: catalog)
        let (lists, imports) = (FakeListRepository(catalog: catalog), FakeLibraryImport())
        let app = appContainer {
            Register((any MovieRepository).self, scope: .singleton) { _ in catalog }
            Register((any PeopleRepository).self, scope: .singleton) { _ in people }
            Register((any DiaryRepository).self, scope: .singleton) { _ in FakeDiaryRepository(catalog: catalog) }
            Register((any LibraryStatisticsRepository).self, scope: .singleton) { _ in FakeLibraryStatistics() }
            Register(Clock.self, scope: .singleton) { _ in Clock(now: { FakeCatalog.now }) }
            Register((any ListRepository).self, scope: .singleton) { _ in lists }
            Register((any LibraryImportRepository).self, scope: .singleton) { _ in imports }
            Register((any SeriesRepository).self, scope: .singleton) { _ in FakeSeriesRepository() }
        }
        let error = try #require(throws: VerificationError.self) { try BrowserVerification.verify(app) }
        #expect(!error.problems.isEmpty)
        #expect(error.description.contains("WatchlistRepository"), "\(error)")
        #expect(error.problems.allSatisfy { $0.description.contains("WatchlistRepository") }, "\(error)")
        #expect(app.children.isEmpty, "the throwaway child is disposed")
    }

    @Test func verificationNamesTheMissingListAndImportRepositories() throws {
        let catalog = FakeMovieRepository()
        let people = FakePeopleRepository(catalog: catalog)
        let watchlist = FakeWatchlistRepository(catalog: catalog)
        let app = appContainer {
            Register((any MovieRepository).self, scope: .singleton) { _ in catalog }
            Register((any PeopleRepository).self, scope: .singleton) { _ in people }
            Register((any WatchlistRepository).self, scope: .singleton) { _ in watchlist }
            Register((any DiaryRepository).self, scope: .singleton) { _ in FakeDiaryRepository(catalog: catalog) }
            Register((any LibraryStatisticsRepository).self, scope: .singleton) { _ in FakeLibraryStatistics() }
            Register(Clock.self, scope: .singleton) { _ in Clock(now: { FakeCatalog.now }) }
            Register((any SeriesRepository).self, scope: .singleton) { _ in FakeSeriesRepository() }
        }
        let error = try #require(throws: VerificationError.self) { try BrowserVerification.verify(app) }
        #expect(error.description.contains("ListRepository"), "\(error)")
        #expect(error.description.contains("LibraryImportRepository"), "\(error)")
        #expect(
            error.problems.allSatisfy {
                $0.description.contains("ListRepository") || $0.description.contains("LibraryImportRepository")
            }, "\(error)")
    }
}
