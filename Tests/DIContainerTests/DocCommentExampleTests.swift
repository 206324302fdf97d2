import DIContainer
import Testing

// Every ```swift example in DIContainer's doc comments, compiled and run here so none can show a
// type or an initialiser that does not exist. Each enum holds one example: its declarations as
// members, its statements in `run()`. Keep them equal to the comments they come from.

extension ServiceName {
    static let primary: ServiceName = "primary"
}

/// RegisterComponent.swift
private enum RegisterExample {
    protocol Statistics: Sendable { func movieCount() -> Int }
    final class MovieDatabase: Statistics {
        init(path: String) throws {}
        func movieCount() -> Int { 58_788 }
        func close() {}
    }
    final class DetailPresenter: Sendable {
        init(movieID: Int, statistics: any Statistics) {}
    }

    static func run() throws {
        let detail = Module("Detail") {
            Register(MovieDatabase.self, scope: .singleton) { _ in try MovieDatabase(path: "movies.sqlite") }
                .implements((any Statistics).self)
                .onDispose { $0.close() }
            Register(DetailPresenter.self) { (r, movieID: Int) in
                DetailPresenter(movieID: movieID, statistics: try r.resolve())
            }
        }
        let app = Container(name: "app")
        app.install(detail)
        _ = try app.resolve(DetailPresenter.self, argument: 1)
        #expect(try app.resolve((any Statistics).self).movieCount() == 58_788)
    }
}

/// InjectionKey.swift
private enum InjectionKeyExample {
    protocol Clock: Sendable { func now() -> Double }
    struct FixedClock: Clock { func now() -> Double { 0 } }
    struct ClockKey: InjectionKey {
        typealias Value = any Clock
    }

    final class Stopwatch {
        @Inject(ClockKey.self) var clock
    }

    static func run() throws {
        let container = Container(name: "app") {
            Module(ClockKey.self, scope: .singleton) { _ in FixedClock() }
        }
        let clock = try container.resolve(ClockKey.self)
        #expect(clock.now() == 0)
        let stopwatch = Container.$current.withValue(container) { Stopwatch() }
        #expect(stopwatch.clock?.now() == 0)
    }
}

/// Module.swift
private enum ModuleExample {
    protocol Logger: Sendable { func log(_ line: String) }
    struct ConsoleLogger: Logger { func log(_ line: String) { print(line) } }
    struct Theme: Sendable { let name: ServiceName }
    final class ListInteractor: Sendable { init(logger: (any Logger)?) {} }
    final class ListPresenter: Sendable { init(interactor: ListInteractor) {} }

    static func moviesModule(debugging: Bool, themes: [Theme]) -> Module {
        Module("Movies") {
            Register(ListInteractor.self, scope: .scoped) { r in ListInteractor(logger: try r.optional()) }
            Register(ListPresenter.self) { r in ListPresenter(interactor: try r.resolve()) }
            if debugging { Register((any Logger).self, scope: .singleton) { _ in ConsoleLogger() } }
            for theme in themes { Register(Theme.self, name: theme.name) { _ in theme } }
        }
    }

    static func run() throws {
        let screen = Container(name: "app").child(name: "Movies")
        screen.install(moviesModule(debugging: true, themes: [Theme(name: "dark")]))
        _ = try screen.resolve(ListPresenter.self)
        #expect(try screen.resolve(Theme.self, name: "dark").name == "dark")
    }
}

/// Inject.swift, the type's comment, and Container+Current.swift.
private enum InjectExample {
    protocol Catalog: Sendable { func count() -> Int }
    protocol Clock: Sendable { func now() -> Double }
    struct ClockKey: InjectionKey { typealias Value = any Clock }

    final class SearchInteractor {
        @Inject var catalog: (any Catalog)?
        @Inject(ClockKey.self) var clock

        func total() throws(ResolutionError) -> Int {
            try $catalog.resolve().count()  // the reason, when it cannot be resolved
        }
    }

    struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
    final class SearchView {
        @Inject var catalog: (any Catalog)?
    }

    static func run() throws {
        let app = Container(name: "app") {
            Register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
        }
        let view = Container.$current.withValue(app) {
            SearchView()  // its @Inject properties resolve from `app`
        }
        #expect(view.catalog?.count() == 58_788)
        let interactor = SearchInteractor()
        #expect(interactor.catalog == nil, "no container is current here, and the shared one has no Catalog")
        #expect(throws: ResolutionError.self) { try interactor.total() }
    }
}

/// Container.swift
private enum ContainerExample {
    protocol Catalog: Sendable { func count() -> Int }
    struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
    final class SearchInteractor: Sendable {
        let catalog: any Catalog
        init(catalog: any Catalog) { self.catalog = catalog }
    }

    static func run() throws {
        let app = Container(name: "app") {
            Register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
            Register(SearchInteractor.self, scope: .scoped) { r in
                SearchInteractor(catalog: try r.resolve())
            }
        }
        let screen = app.child(name: "Search")
        let interactor = try screen.resolve(SearchInteractor.self)
        screen.dispose()  // the screen's interactor is released, its dispose hooks run
        #expect(interactor.catalog.count() == 58_788)

        // The screen owned the scoped interactor and is gone; the app keeps its singleton.
        #expect(screen.isDisposed)
        #expect(throws: ResolutionError.self) { try screen.resolve(SearchInteractor.self) }
        #expect(app.children.isEmpty)
        #expect(
            app.registrations.map(\.liveInstances) == [1, 0], "the catalog is alive, the interactor is not the app's")
    }
}

/// ServiceName.swift (the `primary` name is declared at the top of this file).
private enum ServiceNameExample {
    struct Database: Sendable { let path: String }

    static func run() throws {
        let container = Container(name: "app")
        container.register(Database.self, name: .primary) { _ in Database(path: "main.sqlite") }
        let db = try container.resolve(Database.self, name: .primary)
        #expect(db.path == "main.sqlite")
    }
}

/// Container+RegisterMethods.swift, `register(_:name:scope:factory:)` and the one with arguments.
private enum RegisterMethodExample {
    protocol Catalog: Sendable { func count() -> Int }
    struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
    final class SearchInteractor: Sendable { init(catalog: any Catalog) {} }
    final class DetailPresenter: Sendable { init(movieID: Int, catalog: any Catalog) {} }

    static func run() throws {
        let container = Container(name: "app")
        container.register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
        container.register(SearchInteractor.self) { r in
            SearchInteractor(catalog: try r.resolve())
        }
        _ = try container.resolve(SearchInteractor.self)

        container.register(DetailPresenter.self) { (r, movieID: Int) in
            DetailPresenter(movieID: movieID, catalog: try r.resolve())
        }
        let presenter = try container.resolve(DetailPresenter.self, argument: 1234)
        _ = presenter

        // One shared catalog, a new interactor for every resolution, a presenter that needs its argument.
        let registrations = container.registrations
        #expect(registrations.map(\.scope) == [.singleton, .transient, .transient])
        #expect(registrations.map { $0.arguments != nil } == [false, false, true])
        #expect(registrations[1].dependencies.count == 1, "the interactor resolved the catalog")
        #expect(try container.resolve(SearchInteractor.self) !== container.resolve(SearchInteractor.self))
        #expect(throws: ResolutionError.self) { try container.resolve(DetailPresenter.self) }
    }
}

/// RegistrationHandle.swift
private enum RegistrationExample {
    protocol Catalog: Sendable { func count() -> Int }
    protocol Watchlist: Sendable { func add(movieID: Int) }
    final class FileStore: Catalog, Watchlist {
        init(path: String) throws {}
        func count() -> Int { 58_788 }
        func add(movieID: Int) {}
        func close() {}
    }

    static func run() throws {
        let container = Container(name: "app")
        container.register(FileStore.self, scope: .singleton) { _ in try FileStore(path: "movies.sqlite") }
            .implements((any Catalog).self, (any Watchlist).self)
            .onDispose { store in store.close() }
        #expect(try container.resolve((any Catalog).self).count() == 58_788)
        try container.resolve((any Watchlist).self).add(movieID: 1)

        // Both protocols answer with the one singleton store.
        #expect(container.registrations.first?.implements.count == 2)
        let catalog = try container.resolve((any Catalog).self) as AnyObject
        #expect(catalog === (try container.resolve((any Watchlist).self) as AnyObject))
        #expect(catalog === (try container.resolve(FileStore.self)))
    }
}

/// Resolver.swift
private enum ResolverExample {
    protocol Clock: Sendable { func now() -> Double }
    final class SearchInteractor: Sendable {}
    final class SearchPresenter: Sendable { init(interactor: SearchInteractor, clock: any Clock) {} }

    struct FixedClock: Clock { func now() -> Double { 0 } }

    static func run() throws {
        let container = Container(name: "app")
        container.register(SearchPresenter.self) { r in
            SearchPresenter(interactor: try r.resolve(), clock: try r.resolve((any Clock).self))
        }
        container.register(SearchInteractor.self) { _ in SearchInteractor() }
        container.register((any Clock).self) { _ in FixedClock() }
        _ = try container.resolve(SearchPresenter.self)

        // The factory resolved both of its dependencies, though they were registered after it.
        let presenter = try #require(container.registrations.first { $0.service.hasSuffix("SearchPresenter") })
        #expect(presenter.dependencies.count == 2, "\(presenter.dependencies)")
        #expect(presenter.dependencies.contains { $0.contains("SearchInteractor") })
        #expect(presenter.dependencies.contains { $0.contains("Clock") })
        #expect(try container.verify().verified.count == 3)
    }
}

/// Container+Resolve.swift, `resolve(_:name:argument:)`.
private enum ResolveExample {
    static func run() throws {
        let container = Container(name: "app")
        container.register(String.self) { (_, movieID: Int) in "movie \(movieID)" }
        let title = try container.resolve(String.self, argument: 1234)  // "movie 1234"
        #expect(title == "movie 1234")
    }
}

/// ResolutionError.swift, `ResolutionError.Reason`.
private enum ResolutionErrorExample {
    static func run() -> [String]? {
        var printed: [String]?
        func print(_ alternatives: [String]) { printed = alternatives }

        let container = Container(name: "app")
        do throws(ResolutionError) {
            _ = try container.resolve(Double.self)
        } catch {
            if case .notRegistered(let alternatives) = error.reason { print(alternatives) }
        }
        return printed
    }
}

@Suite struct DocCommentExampleTests {
    @Test func registerInAModule() throws { try RegisterExample.run() }
    @Test func injectionKey() throws { try InjectionKeyExample.run() }
    @Test func moduleWithConditionsAndLoops() throws { try ModuleExample.run() }
    @Test func injectFromTheBoundContainer() throws { try InjectExample.run() }
    @Test func containerAndAScreen() throws { try ContainerExample.run() }
    @Test func serviceName() throws { try ServiceNameExample.run() }
    @Test func registerMethods() throws { try RegisterMethodExample.run() }
    @Test func registrationHandle() throws { try RegistrationExample.run() }
    @Test func resolverInAFactory() throws { try ResolverExample.run() }
    @Test func resolveWithAnArgument() throws { try ResolveExample.run() }
    @Test func matchingAReason() { #expect(ResolutionErrorExample.run() == []) }
}
