extension Container {
    /// Pushes `entry` on this thread's stack after checking for a cycle and the depth limit.
    @usableFromInline
    func enter(_ entry: Entry) throws(ResolutionError) -> ResolutionStack {
        guard let stack = ResolutionStack.current(key: resolutionKey) else {
            throw ResolutionError.internalFailure("no thread-local slot is left for the resolution stack")
        }
        let frames = stack.frames
        if !entry.takesArguments, let index = frames.firstIndex(where: { $0.entry === entry }) {
            throw cycle(from: index, to: entry, stack: stack)
        }
        if frames.count >= ResolutionStack.depthLimit {
            throw error(.depthLimitExceeded(limit: ResolutionStack.depthLimit), building: entry, stack: stack)
        }
        stack.push(ResolutionStack.Frame(entry: entry, scope: self))
        return stack
    }

    /// The cycle that building `entry` again, while the frame at `index` builds it, would close.
    @inline(never)
    func cycle(from index: Int, to entry: Entry, stack: ResolutionStack) -> ResolutionError {
        let loop = stack.frames[index...].map(\.entry.displayName) + [entry.displayName]
        return error(.cycle(loop: loop), building: entry, stack: stack)
    }

    @inlinable
    func leave(_ stack: ResolutionStack) {
        stack.pop()
    }

    /// Turns what a factory threw into a ``ResolutionError``; errors from nested resolutions pass unchanged.
    @usableFromInline
    func failure(_ thrown: any Error, building entry: Entry, stack: ResolutionStack) -> ResolutionError {
        if let resolution = thrown as? ResolutionError { return resolution }
        let path = stack.frames.map(\.entry.displayName)
        if let mismatch = thrown as? ForwardingMismatch {
            return ResolutionError(
                reason: .forwardingFailed(instance: mismatch.instance),
                requested: entry.displayName, path: path, searched: lineage
            )
        }
        return ResolutionError(
            reason: .factoryFailed(underlying: thrown), requested: entry.displayName, path: path, searched: lineage)
    }

    func error(_ reason: ResolutionError.Reason, building entry: Entry, stack: ResolutionStack) -> ResolutionError {
        let path = stack.frames.map(\.entry.displayName) + [entry.displayName]
        return ResolutionError(reason: reason, requested: entry.displayName, path: path, searched: lineage)
    }

    /// The error for a key no container in the lineage registers.
    @usableFromInline
    func missing(_ key: ServiceKey, service: Any.Type, arguments: Any.Type) -> ResolutionError {
        var requested = typeName(service)
        if let name = key.name { requested += " named \(name)" }
        if arguments != Void.self { requested += " (arguments: \(typeName(arguments)))" }
        let path = (ResolutionStack.existing?.frames.map(\.entry.displayName) ?? []) + [requested]
        var sameType: [Entry] = []
        var current: Container? = self
        while let container = current {
            sameType += container.registeredEntries.filter { $0.key.service == key.service }
            current = container.parent
        }
        let sameName = sameType.filter { $0.key.name == key.name }
        if !sameName.isEmpty {
            let registered = sameName.map {
                typeName($0.argumentTypes) == "()" ? "no arguments" : typeName($0.argumentTypes)
            }
            return ResolutionError(
                reason: .argumentMismatch(
                    registered: registered, given: arguments == Void.self ? "no arguments" : typeName(arguments)),
                requested: requested, path: path, searched: lineage
            )
        }
        let alternatives = sameType.map { "\($0.displayName) in \"\($0.ownerName)\"" }
        return ResolutionError(
            reason: .notRegistered(alternatives: alternatives), requested: requested, path: path, searched: lineage)
    }

    @usableFromInline
    func weakScopeError<Service>(_ entry: Entry, produced value: Service) -> ResolutionError {
        let path =
            (ResolutionStack.existing.map { Array($0.frames.map(\.entry.displayName)) } ?? []) + [entry.displayName]
        return ResolutionError(
            reason: .weakScopeNeedsClass(produced: typeName(Swift.type(of: value as Any))),
            requested: entry.displayName, path: path, searched: lineage
        )
    }

    /// The error for a registration asked for with other types than it was registered with.
    @usableFromInline
    func mismatch(_ entry: Entry, service: Any.Type, arguments: Any.Type) -> ResolutionError {
        let given = arguments == Void.self ? "no arguments" : typeName(arguments)
        let registered = entry.takesArguments ? typeName(entry.argumentTypes) : "no arguments"
        let path =
            (ResolutionStack.existing.map { Array($0.frames.map(\.entry.displayName)) } ?? []) + [entry.displayName]
        return ResolutionError(
            reason: .argumentMismatch(registered: [registered], given: given),
            requested: "\(typeName(service)) as \(entry.displayName)", path: path, searched: lineage
        )
    }

    @usableFromInline
    func disposedError(_ entry: Entry) -> ResolutionError {
        let path = (ResolutionStack.existing?.frames.map(\.entry.displayName) ?? []) + [entry.displayName]
        return ResolutionError(
            reason: .containerDisposed(container: name), requested: entry.displayName, path: path, searched: lineage)
    }

    /// Records that `dependent`'s factory resolved `entry`, for the graph and for verification.
    @usableFromInline
    func note(_ dependent: Entry, dependsOn entry: Entry) {
        if !dependent.edgesRecorded.load(ordering: .relaxed) { dependent.record(entry) }
        if verificationsRunning.load(ordering: .relaxed) != 0 {
            ResolutionStack.existing?.verification?.noteEdge(from: dependent, to: entry, resolvedFrom: self)
        }
    }

    @usableFromInline
    func track<Service>(_ value: Service, of entry: Entry) {
        guard let object = classInstance(value) else { return }
        lock.withLock { $0.transients.append(TrackedInstance(entry: entry, object: object)) }
    }

    /// This container's registrations (not its ancestors'), in registration order, each key once.
    var registeredEntries: [Entry] {
        RegistrationTable.unique(Entry.chain(from: withState { $0.last }).reversed())
    }
}
