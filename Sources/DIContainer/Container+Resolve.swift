import Synchronization

extension Container {
    /// Resolves the service registered for `Service`, asking parent containers when this one has none.
    ///
    /// Prefer constructor injection: call this from a composition root or a factory's ``Resolver``.
    /// The type can be inferred: `let repository: any MovieRepository = try container.resolve()`.
    ///
    /// - Parameters:
    ///   - type: The registered service type.
    ///   - name: The registration's name, if it has one.
    /// - Returns: The instance, built now or shared according to the registration's scope.
    /// - Throws: ``ResolutionError`` naming the chain of services that led to the failure.
    @inlinable
    public func resolve<Service>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil
    ) throws(ResolutionError) -> Service {
        try resolveCounted(ServiceKey(type, name: name), (), as: type, recorder: nil)
    }

    /// Resolves a service registered with one runtime argument.
    ///
    /// ```swift
    /// let container = Container(name: "app")
    /// container.register(String.self) { (_, movieID: Int) in "movie \(movieID)" }
    /// let title = try container.resolve(String.self, argument: 1234)   // "movie 1234"
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered service type.
    ///   - name: The registration's name, if it has one.
    ///   - argument: Passed to the factory; its type must be the one registered.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError``; ``ResolutionError/Reason/argumentMismatch(registered:given:)``
    ///   when the service is registered with other argument types.
    @inlinable
    public func resolve<Service, Argument>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try resolveCounted(ServiceKey(type, name: name, arguments: Argument.self), argument, as: type, recorder: nil)
    }

    /// Resolves a service registered with several runtime arguments, in the registered order.
    ///
    /// - Parameters:
    ///   - type: The registered service type.
    ///   - name: The registration's name, if it has one.
    ///   - arguments: Passed to the factory; their types must be the ones registered.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError``.
    @inlinable
    public func resolve<Service, each Argument>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(type, name: name, arguments: (repeat each Argument).self)
        return try resolveCounted(key, (repeat each arguments), as: type, recorder: nil)
    }

    /// Resolves `Service` if it is registered, and `nil` only when it is not.
    ///
    /// Every other failure (a cycle, a factory that threw, a missing dependency *of* the service)
    /// is still thrown: an optional dependency that is registered but broken is a bug, not an absence.
    ///
    /// - Parameters:
    ///   - type: The service type.
    ///   - name: The registration's name, if it has one.
    /// - Returns: The instance, or `nil` when neither this container nor an ancestor registers it.
    /// - Throws: ``ResolutionError`` for any reason but ``ResolutionError/Reason/notRegistered(alternatives:)``.
    public func optional<Service>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil
    ) throws(ResolutionError) -> Service? {
        let key = ServiceKey(type, name: name)
        guard let entry = find(key) else { return nil }
        beginResolution()
        defer { endResolution() }
        return try resolve(entry: entry.object, (), as: type)
    }

    /// Whether `Service` is registered here or in an ancestor, without building anything.
    ///
    /// - Parameters:
    ///   - type: The service type.
    ///   - name: The registration's name, if it has one.
    /// - Returns: `true` when a resolution would find a registration.
    public func isRegistered<Service>(_ type: Service.Type, name: ServiceName? = nil) -> Bool {
        find(ServiceKey(type, name: name)) != nil
    }

    // MARK: - The resolution path

    /// ``resolve(_:_:as:recorder:)`` counted in ``activeResolutions``, so that ``dispose()`` waits
    /// for it: what every resolution from outside a factory goes through.
    @inlinable
    func resolveCounted<Service, Arguments>(
        _ key: ServiceKey,
        _ arguments: Arguments,
        as type: Service.Type,
        recorder: Unretained<Entry>?
    ) throws(ResolutionError) -> Service {
        beginResolution()
        defer { endResolution() }
        return try resolve(key, arguments, as: type, recorder: recorder)
    }

    /// Counts a resolution in. Sequentially consistent, like the `disposed` flag it is checked
    /// against: either ``dispose()`` sees this count, or this resolution sees `disposed`.
    @inlinable
    func beginResolution() {
        activeResolutions.wrappingAdd(1, ordering: .sequentiallyConsistent)
    }

    /// Counts a resolution out; the instances it read are no longer in use.
    @inlinable
    func endResolution() {
        activeResolutions.wrappingSubtract(1, ordering: .releasing)
    }

    @inlinable
    func resolve<Service, Arguments>(
        _ key: ServiceKey,
        _ arguments: Arguments,
        as type: Service.Type,
        recorder: Unretained<Entry>?
    ) throws(ResolutionError) -> Service {
        guard let found = find(key) else {
            throw missing(key, service: Service.self, arguments: Arguments.self)
        }
        // The recorder is the registration being built, which its container keeps alive while its
        // factory runs.
        if let recorder { note(recorder.object, dependsOn: found.object) }
        // The container keeps the entry alive: use it without retaining it.
        return try found.with { (entry) throws(ResolutionError) -> Service in
            try resolve(entry: entry, arguments, as: type)
        }
    }

    /// Looks `key` up here, then in each ancestor; O(1) per container, hit or miss.
    @inlinable
    func find(_ key: ServiceKey) -> Unretained<Entry>? {
        if !hasReaders.load(ordering: .relaxed) { markReaders() }
        if let entry = localEntry(for: key) { return entry }
        return parent?.findInLineage(key)
    }

    /// ``find(_:)`` in an ancestor, already marked as read by its child's `init`. A call on the
    /// `parent` constant: no reference counting on the way up.
    @usableFromInline
    func findInLineage(_ key: ServiceKey) -> Unretained<Entry>? {
        if let entry = localEntry(for: key) { return entry }
        return parent?.findInLineage(key)
    }

    /// The entry this container itself registers under `key`, from its hash table.
    @inlinable
    func localEntry(for key: ServiceKey) -> Unretained<Entry>? {
        if needsPublish.load(ordering: .acquiring) { publishPending() }
        return table.find(key)
    }

    @inlinable
    func resolve<Service, Arguments>(
        entry: Entry, _ arguments: Arguments, as type: Service.Type
    ) throws(ResolutionError) -> Service {
        // Sequentially consistent: checked after `beginResolution()`, against `dispose()`, which
        // sets the flag before it reads the count.
        if disposed.load(ordering: .sequentiallyConsistent) { throw disposedError(entry) }
        if let node = entry.instance.load() {
            // The entry holds the node until its owner's `dispose()`, which waits for this
            // resolution (counted here or in a descendant the owner disposes first).
            return sharedInstance(in: node, as: Service.self)
        }
        if entry.scope == .transient {
            return try build(entry, arguments, as: type)
        }
        return try resolveShared(entry, arguments, as: type)
    }

    /// Runs `entry`'s factory with this container as the scope its dependencies resolve from.
    @inlinable
    func build<Service, Arguments>(
        _ entry: Entry, _ arguments: Arguments, as type: Service.Type
    ) throws(ResolutionError) -> Service {
        // Callers guarantee that `Service` and `Arguments` are the entry's own types: a key lookup
        // (the key holds both), the typed entry itself (verify), or a checked forwarder.
        let stack = try enter(entry)
        defer { leave(stack) }
        let recorder =
            entry.edgesRecorded.load(ordering: .relaxed) && !stack.isVerifying ? nil : Unretained(entry)
        do {
            let value = try entry.makeInstance(Resolver(container: self, recorder: recorder), arguments, as: type)
            if recorder != nil { entry.edgesRecorded.store(true, ordering: .relaxed) }
            if options.contains(.auditTransients), entry.scope == .transient { track(value, of: entry) }
            return value
        } catch {
            throw failure(error, building: entry, stack: stack)
        }
    }
}
