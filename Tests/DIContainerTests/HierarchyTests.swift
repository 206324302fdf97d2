import DIContainer
import Testing

@Suite struct HierarchyTests {
    @Test func childSeesParentRegistrations() throws {
        let app = appContainer()
        let screen = app.child(name: "Movies")
        #expect(try screen.resolve(View.self).presenter.interactor.repository.source == "sqlite")
    }

    @Test func childOverrideDoesNotAffectParentOrSiblings() throws {
        let app = Container(name: "app")
        app.register((any MovieRepository).self) { _ in SQLiteRepository() }
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        let test = app.child(name: "test")
        let sibling = app.child(name: "sibling")
        test.register((any MovieRepository).self) { _ in FakeRepository() }
        // Transient dependencies resolve from the asking container, so the override applies.
        #expect(try test.resolve(Interactor.self).repository.source == "fake")
        #expect(try app.resolve(Interactor.self).repository.source == "sqlite")
        #expect(try sibling.resolve(Interactor.self).repository.source == "sqlite")
    }

    @Test func parentNeverSeesAChildRegistration() throws {
        let app = Container(name: "app")
        let screen = app.child(name: "screen")
        screen.register(Int.self) { _ in 1 }
        #expect(try screen.resolve(Int.self) == 1)
        let error = try #require(throws: ResolutionError.self) { try app.resolve(Int.self) }
        #expect(error.searched == ["app"])
    }

    @Test func parentSingletonIsBuiltWithTheParentsRegistrationsNotTheFirstAskingChild() throws {
        // Swinject issues #310 and #580: a parent singleton first resolved through a child captured
        // the child's override and then served it to every sibling.
        let app = Container(name: "app")
        app.register((any MovieRepository).self) { _ in SQLiteRepository() }
        app.register(Interactor.self, scope: .singleton) { r in Interactor(repository: try r.resolve()) }
        let test = app.child(name: "test")
        test.register((any MovieRepository).self) { _ in FakeRepository() }
        let viaChild = try test.resolve(Interactor.self)
        #expect(viaChild.repository.source == "sqlite")
        #expect(try app.child(name: "sibling").resolve(Interactor.self) === viaChild)
    }

    @Test func containersCrossIntoTasks() async throws {
        // `Container` is `Sendable`: this only compiles because it is.
        let app = appContainer()
        let sources = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<4 {
                group.addTask {
                    let screen = app.child(name: "task \(index)")
                    defer { screen.dispose() }
                    return try screen.resolve(View.self).presenter.interactor.repository.source
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sources == Array(repeating: "sqlite", count: 4))
    }

    @Test func childrenAreListedWhileAlive() {
        let app = Container(name: "app")
        let a = app.child(name: "a")
        do {
            let b = app.child(name: "b")
            #expect(app.children.map(\.name) == ["a", "b"])
            _ = b
        }
        #expect(app.children.map(\.name) == ["a"])
        a.dispose()
        #expect(app.children.isEmpty)
        #expect(a.lineage == ["a", "app"])
        #expect(a.description == #"Container("a" ← "app")"#)
    }
}
