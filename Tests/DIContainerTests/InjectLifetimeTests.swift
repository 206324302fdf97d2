import DIContainer
import Testing

/// A screen-scoped object with an `@Inject` property, as a screen's interactor is.
final class ScopedInjectUser: @unchecked Sendable {
    @Inject var repository: (any MovieRepository)?
}

/// Weak references to a child container and to an object it built, taken inside a function so
/// that no strong local outlives the call.
struct DroppedScope {
    weak var container: Container?
    weak var object: ScopedInjectUser?
}

@Suite struct InjectLifetimeTests {
    func app() -> Container {
        Container(name: "app") {
            Register((any MovieRepository).self, scope: .scoped) { r in SQLiteRepository(source: r.container.name) }
            Register(ScopedInjectUser.self, scope: .scoped) { _ in ScopedInjectUser() }
        }
    }

    /// Resolves a `ScopedInjectUser` from a new child of `app`, optionally reads its property,
    /// then lets go of the child without disposing it.
    func resolveAndDrop(from app: Container, readingFirst: Bool) throws -> DroppedScope {
        let child = app.child(name: "Screen")
        let object = try child.resolve(ScopedInjectUser.self)
        #expect(object.$repository.source === child)
        if readingFirst {
            #expect(object.repository?.source == "Screen")
        }
        return DroppedScope(container: child, object: object)
    }

    @Test func aDroppedChildWithAnUnreadInjectUserIsReleased() throws {
        let app = app()
        let dropped = try resolveAndDrop(from: app, readingFirst: false)
        #expect(dropped.container == nil)
        #expect(dropped.object == nil)
        #expect(app.children.isEmpty)
    }

    @Test func aDroppedChildWithAResolvedInjectUserIsReleased() throws {
        let app = app()
        let dropped = try resolveAndDrop(from: app, readingFirst: true)
        #expect(dropped.container == nil)
        #expect(dropped.object == nil)
        #expect(app.children.isEmpty)
    }

    @Test func disposingAChildWithInjectUsersReportsNoLeak() throws {
        let app = app()
        let child = app.child(name: "Screen")
        weak var object: ScopedInjectUser?
        try {
            let user = try child.resolve(ScopedInjectUser.self)
            #expect(user.repository?.source == "Screen")
            object = user
        }()
        let report = child.dispose()
        #expect(report.leaks.isEmpty)
        #expect(report.disposed.count == 2)
        #expect(object == nil)
    }

    @Test func readingAfterTheContainerIsReleasedThrowsATypedError() throws {
        let app = app()
        weak var released: Container?
        let object = try { () throws -> ScopedInjectUser in
            let child = app.child(name: "Screen")
            released = child
            return try child.resolve(ScopedInjectUser.self)
        }()
        #expect(released == nil)
        #expect(object.$repository.source == nil)
        let error = try #require(throws: ResolutionError.self) { try object.$repository.resolve() }
        guard case .containerReleased(let name) = error.reason else {
            Issue.record("expected containerReleased, got \(error)")
            return
        }
        #expect(name == "Screen")
        #expect(error.searched == ["Screen"])
        #expect(error.description.contains("container \"Screen\" was released"))
    }

    @Test func aResolvedPropertyKeepsItsValueButNotItsContainer() throws {
        let app = app()
        weak var released: Container?
        let object = try { () throws -> ScopedInjectUser in
            let child = app.child(name: "Screen")
            released = child
            let user = try child.resolve(ScopedInjectUser.self)
            _ = user.repository
            return user
        }()
        #expect(released == nil)
        #expect(object.$repository.source == nil)
        #expect(try object.$repository.resolve().source == "Screen")
    }
}
