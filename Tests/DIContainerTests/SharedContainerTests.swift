import DIContainer
import Testing

/// An object the container does not build: its `@Inject` properties fall back to `Container.shared`.
final class LegacyScreen: @unchecked Sendable {
    @Inject var repository: (any MovieRepository)?
}

/// Serialized: one test replaces the process-wide container for a moment, and another compares
/// `Container.shared` before and after an override; no other suite compares its identity.
@Suite(.serialized) struct SharedContainerTests {
    func root(_ name: String) -> Container {
        Container(name: name) {
            Register((any MovieRepository).self, scope: .singleton) { r in SQLiteRepository(source: r.container.name) }
        }
    }

    @Test func injectFallsBackToTheSharedContainer() throws {
        let root = root("root A")
        let screen = Container.withShared(root) { LegacyScreen() }
        #expect(screen.$repository.source === root)
        #expect(screen.repository?.source == "root A")
        #expect(screen.repository === (try root.resolve((any MovieRepository).self)))
    }

    @Test func aBoundOrBuildingContainerComesBeforeTheSharedOne() throws {
        let shared = root("shared root")
        let bound = root("bound")
        let screen = Container.withShared(shared) {
            Container.$current.withValue(bound) { LegacyScreen() }
        }
        #expect(screen.repository?.source == "bound")

        let building = root("building")
        building.register(LegacyScreen.self) { _ in LegacyScreen() }
        let built = try Container.withShared(shared) { try building.resolve(LegacyScreen.self) }
        #expect(built.repository?.source == "building")
    }

    @Test func aScopedOverrideIsVisibleInsideAndNotAfter() throws {
        let before = Container.shared
        let override = root("override")
        let inside = Container.withShared(override) { Container.shared }
        #expect(inside === override)
        #expect(Container.shared !== override)
        #expect(Container.shared === before)
        let screen = LegacyScreen()
        #expect(screen.$repository.source !== override)
    }

    @Test func concurrentTasksSeeTheirOwnOverride() async throws {
        let names = (0..<32).map { "root \($0)" }
        let seen = await withTaskGroup(of: (String, String, String).self) { group in
            for name in names {
                let container = root(name)
                group.addTask {
                    await Container.withShared(container) {
                        await Task.yield()
                        let screen = LegacyScreen()
                        await Task.yield()
                        // A child task inherits the override.
                        async let inherited = Container.shared.name
                        return (name, screen.repository?.source ?? "nil", await inherited)
                    }
                }
            }
            var results: [(String, String, String)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(seen.count == names.count)
        for (expected, resolved, inherited) in seen {
            #expect(resolved == expected)
            #expect(inherited == expected)
        }
    }

    @Test func setSharedReplacesTheProcessWideContainerUnderAnOverride() throws {
        // Empty, like the default, so a test running meanwhile that reads the process-wide
        // container sees no difference; restored before the test ends.
        let override = root("override")
        let (screen, previous) = { () -> (LegacyScreen, Container) in
            let previous = Container.setShared(Container(name: "replacement"))
            #expect(Container.shared.name == "replacement")
            #expect(Container.withShared(override) { Container.shared } === override)
            let screen = LegacyScreen()
            #expect(Container.setShared(previous).name == "replacement")
            return (screen, previous)
        }()
        #expect(Container.shared === previous)
        // A property bound to the process-wide container keeps it after it is replaced.
        #expect(screen.$repository.source?.name == "replacement")
        let error = try #require(throws: ResolutionError.self) { try screen.$repository.resolve() }
        guard case .notRegistered = error.reason else {
            Issue.record("expected notRegistered, got \(error)")
            return
        }
        #expect(error.searched == ["replacement"])
    }
}
