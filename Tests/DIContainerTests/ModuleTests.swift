import DIContainer
import Testing

struct RepositoryKey: InjectionKey {
    typealias Value = any MovieRepository
}

struct BackupRepositoryKey: InjectionKey {
    typealias Value = any MovieRepository
    static var name: ServiceName? { "backup" }
}

@Suite struct ModuleTests {
    @Test func builderTakesIfElseForAndOptionals() throws {
        func module(debug: Bool, themes: [String], extra: Module?) -> Module {
            Module("app") {
                Register(Int.self) { _ in 1 }
                if debug {
                    Register(String.self, name: "mode") { _ in "debug" }
                } else {
                    Register(String.self, name: "mode") { _ in "release" }
                }
                if themes.isEmpty {
                    Register(String.self, name: "empty") { _ in "no themes" }
                }
                for theme in themes {
                    Register(String.self, name: ServiceName(theme)) { _ in theme.uppercased() }
                }
                extra
            }
        }
        let extra = Module("extra") { Register(Double.self) { _ in 2.5 } }
        let debug = Container(name: "debug") { module(debug: true, themes: ["dark", "light"], extra: extra) }
        #expect(try debug.resolve(String.self, name: "mode") == "debug")
        #expect(try debug.resolve(String.self, name: "dark") == "DARK")
        #expect(try debug.resolve(String.self, name: "light") == "LIGHT")
        #expect(try debug.resolve(Double.self) == 2.5)
        #expect(!debug.isRegistered(String.self, name: "empty"))

        let release = Container(name: "release") { module(debug: false, themes: [], extra: nil) }
        #expect(try release.resolve(String.self, name: "mode") == "release")
        #expect(try release.resolve(String.self, name: "empty") == "no themes")
        #expect(!release.isRegistered(Double.self))
        #expect(release.registrations.count == 3)
    }

    @Test func modulesNestAndInstallIntoChildren() throws {
        let data = Module("data") {
            Register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        }
        let screen = Module("screen") {
            Register(Interactor.self, scope: .scoped) { r in Interactor(repository: try r.resolve()) }
            Register(Presenter.self) { r in Presenter(interactor: try r.resolve()) }
        }
        let app = Container(name: "app") { data }
        let movies = app.child(name: "Movies")
        movies.install(screen)
        #expect(try movies.resolve(Presenter.self).interactor.repository.source == "sqlite")
        #expect(!app.isRegistered(Presenter.self))
        #expect(movies.registrations.map(\.service) == ["Interactor", "Presenter"])
    }

    @Test func registerInTheDSLTakesArgumentsForwardingAndHooks() throws {
        let log = Log()
        let app = Container(name: "app") {
            Register(SQLiteRepository.self, scope: .singleton) { _ in SQLiteRepository(source: "db") }
                .implements((any MovieRepository).self)
                .onDispose { log.append("closed \($0.source)") }
            Register(String.self) { (_: Resolver, id: Int) in "movie \(id)" }
        }
        #expect(try app.resolve(String.self, argument: 7) == "movie 7")
        let concrete = try app.resolve(SQLiteRepository.self)
        #expect(try app.resolve((any MovieRepository).self) === concrete)
        app.dispose()
        #expect(log.entries == ["closed db"])
    }

    @Test func injectionKeysBindTheValueTypeAtCompileTime() throws {
        let app = Container(name: "app") {
            Module(RepositoryKey.self, scope: .singleton) { _ in SQLiteRepository(source: "main") }
            Register(BackupRepositoryKey.self) { _ in FakeRepository() }
        }
        let main: any MovieRepository = try app.resolve(RepositoryKey.self)
        #expect(main.source == "main")
        #expect(try app.resolve(BackupRepositoryKey.self).source == "fake")
        // An unnamed key and the plain type are the same registration.
        #expect(try app.resolve((any MovieRepository).self) === main)
        app.register(BackupRepositoryKey.self) { _ in SQLiteRepository(source: "replaced") }
        #expect(try app.resolve((any MovieRepository).self, name: "backup").source == "replaced")
    }
}

@Suite struct ForwardingTests {
    protocol Searching { func search() -> String }
    protocol Counting { func count() -> Int }
    final class Catalog: Searching, Counting, @unchecked Sendable {
        func search() -> String { "found" }
        func count() -> Int { 58_788 }
    }

    @Test func oneRegistrationServesSeveralProtocols() throws {
        let app = Container(name: "app")
        app.register(Catalog.self, scope: .singleton) { _ in Catalog() }
            .implements((any Searching).self, (any Counting).self)
        let searching = try app.resolve((any Searching).self)
        let counting = try app.resolve((any Counting).self)
        #expect(searching.search() == "found")
        #expect(counting.count() == 58_788)
        let concrete = try app.resolve(Catalog.self)
        #expect(ObjectIdentifier(searching as AnyObject) == ObjectIdentifier(concrete))
        #expect(ObjectIdentifier(counting as AnyObject) == ObjectIdentifier(concrete))
    }

    @Test func scopedForwardingGivesEachScreenItsOwnInstance() throws {
        let app = Container(name: "app")
        app.register(Catalog.self, scope: .scoped) { _ in Catalog() }.implements((any Searching).self)
        let a = app.child(name: "a")
        let b = app.child(name: "b")
        let fromA = ObjectIdentifier(try a.resolve((any Searching).self) as AnyObject)
        let fromB = ObjectIdentifier(try b.resolve((any Searching).self) as AnyObject)
        #expect(fromA == ObjectIdentifier(try a.resolve(Catalog.self)))
        #expect(fromA != fromB)
    }

    @Test func forwardingARegistrationWithArgumentsTakesTheSameArguments() throws {
        let app = Container(name: "app")
        app.register(Catalog.self) { (_: Resolver, size: Int) in Catalog() }.implements((any Counting).self)
        let counting = try app.resolve((any Counting).self, argument: 3)
        #expect(counting.count() == 58_788)
        let error = try #require(throws: ResolutionError.self) { try app.resolve((any Counting).self) }
        guard case .argumentMismatch = error.reason else {
            Issue.record("expected argumentMismatch, got \(error)")
            return
        }
        #expect(try app.verify().skipped.sorted() == ["Catalog (arguments: Int)", "Counting (arguments: Int)"])
    }

    @Test func forwardingToATypeTheInstanceLacksIsATypedError() throws {
        let app = Container(name: "app")
        app.register(Interactor.self) { _ in Interactor(repository: FakeRepository()) }.implements((any Searching).self)
        let error = try #require(throws: ResolutionError.self) { try app.resolve((any Searching).self) }
        guard case .forwardingFailed = error.reason else {
            Issue.record("expected forwardingFailed, got \(error)")
            return
        }
        #expect(error.description == "Searching: forwarded to an instance of Interactor, which does not conform to it")
    }
}
