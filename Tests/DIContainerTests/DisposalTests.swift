import DIContainer
import Testing

@Suite struct DisposalTests {
    final class Resource: Disposable, @unchecked Sendable {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
        }
        func dispose() { log.append("dispose \(name)") }
    }

    @Test func hooksRunOnceInReverseCreationOrderChildrenFirst() throws {
        let log = Log()
        let app = Container(name: "app")
        app.register(Resource.self, name: "db", scope: .singleton) { _ in Resource("db", log: log) }
            .onDispose { log.append("hook \($0.name)") }
        app.register(Resource.self, name: "cache", scope: .singleton) { r in
            _ = try r.resolve(Resource.self, name: "db")
            return Resource("cache", log: log)
        }
        app.register(Resource.self, name: "search", scope: .scoped) { _ in Resource("search", log: log) }
        let screen = app.child(name: "Movies")
        _ = try app.resolve(Resource.self, name: "cache")  // builds db, then cache
        _ = try screen.resolve(Resource.self, name: "search")  // the screen's own
        app.dispose()
        #expect(log.entries == ["dispose search", "dispose cache", "hook db", "dispose db"])
        app.dispose()
        screen.dispose()
        #expect(log.entries.count == 4)
    }

    protocol Store: AnyObject, Sendable {}
    final class ClosingStore: Store, Disposable, @unchecked Sendable {
        let log: Log
        init(log: Log) { self.log = log }
        func dispose() { log.append("closed") }
    }
    final class PlainStore: Store, @unchecked Sendable {}

    @Test func disposableIsFoundBehindAProtocolTypeAndPerInstanceClass() throws {
        let log = Log()
        let app = Container(name: "app")
        app.register((any Store).self, name: "closing", scope: .scoped) { _ in ClosingStore(log: log) }
        app.register((any Store).self, name: "plain", scope: .scoped) { _ in PlainStore() }
        // The same registration may return instances of different classes: each is checked.
        let flip = Counter()
        app.register((any AnyObject & Sendable).self, scope: .scoped) { _ in
            flip.increment()
            return flip.count.isMultiple(of: 2) ? ClosingStore(log: log) : PlainStore()
        }
        for index in 0..<4 {
            let screen = app.child(name: "screen \(index)")
            _ = try screen.resolve((any Store).self, name: "closing")
            _ = try screen.resolve((any Store).self, name: "plain")
            _ = try screen.resolve((any AnyObject & Sendable).self)
            screen.dispose()
        }
        #expect(log.entries.count == 4 + 2)
    }

    @Test func disposingAScreenLeavesTheAppAlone() throws {
        let log = Log()
        let app = Container(name: "app")
        app.register(Resource.self, scope: .scoped) { r in Resource(r.container.name, log: log) }
        let appResource = try app.resolve(Resource.self)
        let screen = app.child(name: "Movies")
        _ = try screen.resolve(Resource.self)
        screen.dispose()
        #expect(log.entries == ["dispose Movies"])
        #expect(try app.resolve(Resource.self) === appResource)
        #expect(!app.isDisposed)
        #expect(screen.isDisposed)
    }

    @Test func disposeReleasesScopedAndSingletonInstances() throws {
        weak var singleton: SQLiteRepository?
        weak var scoped: Interactor?
        let app = Container(name: "app")
        do {
            let screen = app.child(name: "screen")
            screen.register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
            screen.register(Interactor.self, scope: .scoped) { r in Interactor(repository: try r.resolve()) }
            let interactor = try screen.resolve(Interactor.self)
            scoped = interactor
            singleton = interactor.repository as? SQLiteRepository
            #expect(scoped != nil && singleton != nil)
            let report = screen.dispose()
            #expect(report.disposed == ["Interactor", "MovieRepository"])
            // `interactor` is still held here: the audit says so.
            #expect(report.leaks == ["Interactor", "MovieRepository"])
            _ = interactor
        }
        #expect(scoped == nil)
        #expect(singleton == nil)
    }

    @Test func leakAuditFindsARetainCycleScreenByScreen() throws {
        final class CyclicPresenter: @unchecked Sendable {
            var interactor: CyclicInteractor?
        }
        final class CyclicInteractor: @unchecked Sendable {
            var presenter: CyclicPresenter?
        }
        let app = Container(name: "app")
        app.register(CyclicInteractor.self, scope: .scoped) { _ in CyclicInteractor() }
        app.register(CyclicPresenter.self, scope: .scoped) { r in
            let presenter = CyclicPresenter()
            let interactor = try r.resolve(CyclicInteractor.self)
            presenter.interactor = interactor
            interactor.presenter = presenter  // the mistake the audit exists to show
            return presenter
        }
        let clean = app.child(name: "Clean")
        clean.register(Interactor.self, scope: .scoped) { _ in Interactor(repository: FakeRepository()) }
        _ = try clean.resolve(Interactor.self)
        #expect(clean.dispose().leaks.isEmpty)

        let leaky = app.child(name: "Leaky")
        weak let presenter = try leaky.resolve(CyclicPresenter.self)
        let report = leaky.dispose()
        #expect(Set(report.leaks) == ["CyclicPresenter", "CyclicInteractor"])
        #expect(report.description.contains("leaks:"))
        // The cycle is what keeps them alive; breaking it frees both (and keeps LeakSanitizer,
        // under `make sanitize`, from reporting the leak this test makes on purpose).
        #expect(presenter != nil)
        presenter?.interactor?.presenter = nil
        #expect(presenter == nil)
    }

    @Test func auditTransientsReportsTransientInstancesStillAlive() throws {
        let app = Container(name: "app", options: .auditTransients)
        app.register(Interactor.self) { _ in Interactor(repository: FakeRepository()) }
        let screen = app.child(name: "screen")
        let kept = try screen.resolve(Interactor.self)
        _ = try screen.resolve(Interactor.self)  // dropped at once
        let report = screen.dispose()
        #expect(report.leaks == ["Interactor"])
        _ = kept
    }

    @Test func disposingTheAppReportsChildrenFirst() throws {
        let app = Container(name: "app")
        app.register(Interactor.self, scope: .scoped) { _ in Interactor(repository: FakeRepository()) }
        let a = app.child(name: "a")
        let b = app.child(name: "b")
        _ = try a.resolve(Interactor.self)
        _ = try b.resolve(Interactor.self)
        let report = app.dispose()
        #expect(report.children.map(\.container) == ["b", "a"])
        #expect(report.children.allSatisfy { $0.disposed == ["Interactor"] })
        #expect(throws: ResolutionError.self) { try a.resolve(Interactor.self) }
    }

    @Test func aChildOfADisposedContainerIsBornDisposed() throws {
        let log = Log()
        let app = Container(name: "app")
        app.register(Resource.self, scope: .scoped) { r in Resource(r.container.name, log: log) }
        app.register(Interactor.self) { _ in Interactor(repository: FakeRepository()) }
        app.dispose()
        let late = app.child(name: "late")
        #expect(late.isDisposed)
        #expect(app.children.isEmpty)
        // Nothing is built in it, transient or scoped: its scope has ended with its parent's.
        for attempt in [{ _ = try late.resolve(Interactor.self) }, { _ = try late.resolve(Resource.self) }] {
            let error = try #require(throws: ResolutionError.self) { try attempt() }
            guard case .containerDisposed(let container) = error.reason else {
                Issue.record("expected containerDisposed, got \(error.reason)")
                continue
            }
            #expect(container == "late")
        }
        #expect(log.entries.isEmpty)
        #expect(late.dispose().disposed.isEmpty)
    }
}
