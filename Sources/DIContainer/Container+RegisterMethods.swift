extension Container {
    /// Registers how to build `Service` anew for every resolution (``Scope/transient``).
    ///
    /// Registering a concrete type for a protocol is the usual case: name the protocol, return the
    /// implementation. Registering the same service and name again in the same container replaces
    /// the earlier registration; registering it in a child overrides it for that child only.
    ///
    /// Each resolution gets its own instance, so `Service` need not be `Sendable`: this is the
    /// registration for a non-`Sendable` service. Shared lifetimes take a `scope:` and a `Sendable`
    /// service: see `register(_:name:scope:factory:)`.
    ///
    /// ```swift
    /// protocol Catalog: Sendable { func count() -> Int }
    /// struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
    /// final class SearchInteractor: Sendable { init(catalog: any Catalog) {} }
    ///
    /// let container = Container(name: "app")
    /// container.register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
    /// container.register(SearchInteractor.self) { r in
    ///     SearchInteractor(catalog: try r.resolve())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The service type callers resolve, usually a protocol.
    ///   - name: A name telling apart several registrations of the same type.
    ///   - factory: Builds the service; it gets a ``Resolver`` for its own dependencies and may throw.
    /// - Returns: A handle to add forwarded types or dispose hooks.
    @discardableResult
    @inlinable
    public func register<Service>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) -> Registration<Service> {
        add(PlainEntry<Service>(name: name, scope: .transient, owner: self, make: factory))
    }

    /// Registers how to build a `Sendable` service with any lifetime.
    ///
    /// A shared lifetime (``Scope/singleton``, ``Scope/scoped``, ``Scope/weak``) hands one instance
    /// to every thread that resolves it, so the service must be `Sendable`: a value type of
    /// `Sendable` parts, a class that is `Sendable` (immutable, or guarding its state with a lock),
    /// an actor, or a class isolated to a global actor such as `@MainActor`. A non-`Sendable`
    /// service with a shared lifetime does not compile; leave out `scope:` to register it as
    /// transient, or wrap it in ``UncheckedSendable`` if you vouch that sharing it is safe.
    ///
    /// ```swift
    /// container.register((any MovieRepository).self, scope: .singleton) { _ in InMemoryMovieRepository() }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The service type callers resolve, usually a protocol.
    ///   - name: A name telling apart several registrations of the same type.
    ///   - scope: How long instances live and who shares them.
    ///   - factory: Builds the service; it gets a ``Resolver`` for its own dependencies and may throw.
    /// - Returns: A handle to add forwarded types or dispose hooks.
    @discardableResult
    @inlinable
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        scope: Scope,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) -> Registration<Service> {
        add(PlainEntry<Service>(name: name, scope: scope, owner: self, make: factory))
    }

    /// Registers how to build `Service` from runtime arguments given at resolution, anew for every
    /// resolution (``Scope/transient``); `Service` need not be `Sendable`.
    ///
    /// The argument types are part of the key: `resolve(_:argument:)` with other types reports
    /// ``ResolutionError/Reason/argumentMismatch(registered:given:)``.
    ///
    /// ```swift
    /// protocol Catalog: Sendable { func count() -> Int }
    /// struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
    /// final class DetailPresenter: Sendable { init(movieID: Int, catalog: any Catalog) {} }
    ///
    /// let container = Container(name: "app")
    /// container.register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
    /// container.register(DetailPresenter.self) { (r, movieID: Int) in
    ///     DetailPresenter(movieID: movieID, catalog: try r.resolve())
    /// }
    /// let presenter = try container.resolve(DetailPresenter.self, argument: 1234)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The service type callers resolve.
    ///   - name: A name telling apart several registrations of the same type.
    ///   - factory: Builds the service from a ``Resolver`` and the arguments.
    /// - Returns: A handle to add forwarded types or dispose hooks.
    @discardableResult
    @inlinable
    public func register<Service, each Argument>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        factory: @escaping @Sendable (Resolver, repeat each Argument) throws -> Service
    ) -> Registration<Service> {
        let entry = ArgumentEntry<Service, (repeat each Argument)>(name: name, scope: .transient, owner: self) {
            resolver, arguments in
            try factory(resolver, repeat each arguments)
        }
        return add(entry)
    }

    /// Registers how to build a `Sendable` service from runtime arguments, with any lifetime.
    ///
    /// With a shared scope the arguments of the first resolution build the instance, which every
    /// later resolution shares: the service must be `Sendable`, as for the registration without
    /// arguments.
    ///
    /// - Parameters:
    ///   - type: The service type callers resolve.
    ///   - name: A name telling apart several registrations of the same type.
    ///   - scope: How long instances live and who shares them.
    ///   - factory: Builds the service from a ``Resolver`` and the arguments.
    /// - Returns: A handle to add forwarded types or dispose hooks.
    @discardableResult
    @inlinable
    public func register<Service: Sendable, each Argument>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        scope: Scope,
        factory: @escaping @Sendable (Resolver, repeat each Argument) throws -> Service
    ) -> Registration<Service> {
        let entry = ArgumentEntry<Service, (repeat each Argument)>(name: name, scope: scope, owner: self) {
            resolver, arguments in
            try factory(resolver, repeat each arguments)
        }
        return add(entry)
    }

    /// Registers `instance` itself as a singleton of this container.
    ///
    /// Every resolution, on any thread, returns the same instance, so it must be `Sendable`; wrap
    /// it in ``UncheckedSendable`` if you vouch that sharing it is safe.
    ///
    /// - Parameters:
    ///   - instance: The value every resolution returns.
    ///   - type: The service type callers resolve.
    ///   - name: A name telling apart several registrations of the same type.
    /// - Returns: A handle to add forwarded types or dispose hooks.
    @discardableResult
    public func register<Service: Sendable>(
        instance: Service,
        as type: Service.Type = Service.self,
        name: ServiceName? = nil
    ) -> Registration<Service> {
        register(type, name: name, scope: .singleton) { _ in instance }
    }

    /// Installs a module's registrations; readers see them from their next lookup on.
    ///
    /// - Parameter module: The registrations to add.
    public func install(_ module: Module) {
        module.install(into: self)
    }

    /// Installs the registrations written in `content`.
    ///
    /// - Parameter content: Registrations and modules, with `if`, `for` and optionals.
    public func install(@ModuleBuilder _ content: () -> [any ModuleComponent]) {
        install(Module(name, content))
    }

    @usableFromInline
    func add<Service>(_ entry: Entry) -> Registration<Service> {
        addEntry(entry)
        return Registration(container: self, entry: entry)
    }

    /// Links `entry` at the head of the registration chain; the next lookup publishes a table
    /// with it (see ``publishPending()``).
    @usableFromInline
    func addEntry(_ entry: Entry) {
        lock.withLock { state in
            if let last = state.last.take() { entry.previous.store(last) }
            state.last = entry
            state.count += 1
            needsPublish.store(true, ordering: .releasing)
        }
    }

    /// Publishes the registrations made since the last lookup: one table for a whole run of
    /// registrations, built by the first lookup that needs it.
    @usableFromInline
    func publishPending() {
        withState { state in
            guard needsPublish.load(ordering: .acquiring) else { return }
            // Before any resolution no reader can hold the old table: it goes now. After, a reader
            // may be in the middle of a lookup, so the new table keeps it until the container goes.
            table.publish(last: state.last, count: state.count) {
                hasReaders.load(ordering: .sequentiallyConsistent)
            }
            needsPublish.store(false, ordering: .releasing)
        }
    }
}
