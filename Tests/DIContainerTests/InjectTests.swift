import DIContainer
import Testing

final class InjectedInteractor: @unchecked Sendable {
    @Inject var repository: (any MovieRepository)?
    @Inject(BackupRepositoryKey.self) var backup
}

final class InjectedView: @unchecked Sendable {
    @Inject var interactor: InjectedInteractor?
}

@Suite struct InjectTests {
    func app() -> Container {
        Container(name: "app") {
            Register((any MovieRepository).self, scope: .scoped) { r in SQLiteRepository(source: r.container.name) }
            Register(BackupRepositoryKey.self) { _ in FakeRepository() }
            Register(InjectedInteractor.self, scope: .scoped) { _ in InjectedInteractor() }
            Register(InjectedView.self) { _ in InjectedView() }
        }
    }

    @Test func propertiesResolveFromTheContainerBuildingTheObject() throws {
        let app = app()
        let movies = app.child(name: "Movies")
        let detail = app.child(name: "Detail #12")
        let moviesView = try movies.resolve(InjectedView.self)
        let detailView = try detail.resolve(InjectedView.self)
        #expect(moviesView.interactor?.repository?.source == "Movies")
        #expect(detailView.interactor?.repository?.source == "Detail #12")
        #expect(moviesView.interactor === (try movies.resolve(InjectedInteractor.self)))
        #expect(moviesView.interactor?.backup?.source == "fake")
        #expect(moviesView.$interactor.source === movies)
    }

    @Test func resolvesLazilyAndOnce() throws {
        let built = Counter()
        let app = Container(name: "app")
        app.register((any MovieRepository).self) { _ in
            built.increment()
            return FakeRepository()
        }
        app.register(BackupRepositoryKey.self) { _ in FakeRepository() }
        app.register(InjectedInteractor.self) { _ in InjectedInteractor() }
        let interactor = try app.resolve(InjectedInteractor.self)
        #expect(built.count == 0)
        let first = interactor.repository
        let second = interactor.repository
        #expect(built.count == 1)
        #expect(first === second)
    }

    @Test func outsideAnyResolutionItUsesTheBoundContainer() throws {
        let app = app()
        let interactor = Container.$current.withValue(app) { InjectedInteractor() }
        #expect(interactor.repository?.source == "app")
    }

    @Test func projectedValueGivesTheTypedError() throws {
        let empty = Container(name: "empty")
        let unbound = Container.withShared(empty) { InjectedInteractor() }
        let error = try #require(throws: ResolutionError.self) { try unbound.$repository.resolve() }
        guard case .notRegistered = error.reason else {
            Issue.record("expected notRegistered, got \(error)")
            return
        }
        #expect(error.searched == ["empty"])

        let interactor = Container.$current.withValue(empty) { InjectedInteractor() }
        let missing = try #require(throws: ResolutionError.self) { try interactor.$repository.resolve() }
        #expect(missing.searched == ["empty"])
    }

    @Test func anUnresolvablePropertyReadsNilAndALaterReadTriesAgain() throws {
        let empty = Container(name: "empty")
        let interactor = Container.$current.withValue(empty) { InjectedInteractor() }
        #expect(interactor.repository == nil, "not registered: nil, not a trap")
        empty.register((any MovieRepository).self) { _ in SQLiteRepository(source: "late") }
        #expect(interactor.repository?.source == "late", "a failure is not cached")
        #expect(try interactor.$repository.resolve().source == "late")
    }

    @Test func aPropertyOfAReleasedContainerReadsNil() throws {
        var child: Container? = Container(name: "app").child(name: "Gone")
        let interactor = try #require(
            child.map { child in Container.$current.withValue(child) { InjectedInteractor() } })
        child = nil
        #expect(interactor.repository == nil)
        let error = try #require(throws: ResolutionError.self) { try interactor.$repository.resolve() }
        guard case .containerReleased(let name) = error.reason else {
            Issue.record("expected containerReleased, got \(error)")
            return
        }
        #expect(name == "Gone")
    }
}
