import Synchronization

extension Container {
    /// The process-wide root container, guarded by a lock so any thread may read or replace it.
    private static let processShared = Mutex<Container>(Container(name: "shared"))

    /// A replacement of ``shared`` for one task tree, bound by ``withShared(_:operation:)``.
    @TaskLocal private static var sharedOverride: Container?

    /// The process-wide root container: the service locator for code that cannot take
    /// constructor injection.
    ///
    /// ``Inject`` properties made outside any resolution, with no ``current`` container bound,
    /// resolve from it. It is the container bound with ``withShared(_:operation:)`` in the current
    /// task, if any, and otherwise the process-wide one: an empty container named `"shared"` until
    /// the app replaces it with ``setShared(_:)`` or registers into it. Safe to read from any thread.
    ///
    /// Prefer constructor injection wherever the container builds the object: a dependency passed
    /// to `init` is part of the type's interface, it is resolved (and a missing registration is
    /// reported by the factory's error and by ``verify()``) when the object is built, and the
    /// object works the same whichever container is current, which makes it easy to test with
    /// plain values. Reach for `shared` only at the edges the container does not build: objects a
    /// framework creates, static entry points, code being migrated from a singleton.
    ///
    /// ```swift
    /// // At start-up, once:
    /// Container.setShared(Container(name: "app") {
    ///     Register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
    /// })
    /// // Anywhere, later:
    /// let catalog = try Container.shared.resolve((any Catalog).self)
    /// ```
    public static var shared: Container {
        sharedBinding.container
    }

    /// ``shared``, and whether it is the process-wide container rather than a task's override.
    static var sharedBinding: (container: Container, isProcessWide: Bool) {
        if let sharedOverride { return (sharedOverride, false) }
        return (processShared.withLock { $0 }, true)
    }

    /// Replaces the process-wide root container, typically once at app start, before any object
    /// that uses it is made.
    ///
    /// ``Inject`` properties capture their container when their object is made, so objects made
    /// before the call keep resolving from the previous one (they keep it, see ``Inject``). Tasks inside
    /// ``withShared(_:operation:)`` keep seeing their override. Tests should not call this: they
    /// use ``withShared(_:operation:)``, which cannot leak into the next test.
    ///
    /// - Parameter container: The new process-wide root container.
    /// - Returns: The container it replaces.
    @discardableResult
    public static func setShared(_ container: Container) -> Container {
        processShared.withLock { shared in
            let previous = shared
            shared = container
            return previous
        }
    }

    /// Runs `operation` with `container` as ``shared`` for the current task and the tasks it
    /// creates, then restores the previous value.
    ///
    /// The override is task-local, not global: other tasks and threads keep their own value, so
    /// tests that run in parallel can each bind their own root container, and nothing is left
    /// behind for the next test.
    ///
    /// ```swift
    /// let fake = Container(name: "test") { Register((any Catalog).self) { _ in FakeCatalog() } }
    /// try Container.withShared(fake) {
    ///     let screen = LegacyScreen()          // its @Inject properties resolve from `fake`
    ///     #expect(screen.catalog is FakeCatalog)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - container: The container to use as ``shared`` while `operation` runs.
    ///   - operation: The code to run.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withShared<Result>(
        _ container: Container,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $sharedOverride.withValue(container, operation: operation)
    }

    /// Runs the asynchronous `operation` with `container` as ``shared`` for the current task and
    /// the tasks it creates, then restores the previous value.
    ///
    /// The asynchronous form of ``withShared(_:operation:)``; the override follows the task across
    /// suspension points and into child tasks, and no other task sees it.
    ///
    /// - Parameters:
    ///   - container: The container to use as ``shared`` while `operation` runs.
    ///   - isolation: The actor the operation runs on; the caller's, by default.
    ///   - operation: The code to run.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withShared<Result>(
        _ container: Container,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $sharedOverride.withValue(container, operation: operation)
    }
}
