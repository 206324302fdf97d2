import Synchronization

extension Container {
    /// Resolves a singleton, scoped or weak registration, building it once under ``CreationLock``.
    ///
    /// Singletons and weak instances are built by their owner, the container that registered them,
    /// so their dependencies never come from the descendant that happened to ask first.
    @inlinable
    func resolveShared<Service, Arguments>(
        _ entry: Entry, _ arguments: Arguments, as type: Service.Type
    ) throws(ResolutionError) -> Service {
        if verificationsRunning.load(ordering: .relaxed) != 0, let stack = ResolutionStack.current, stack.isVerifying {
            return try resolveVerifying(entry, arguments, as: type)
        }
        switch entry.scope {
        case .transient:
            return try build(entry, arguments, as: type)
        case .singleton:
            // The owner is this container or an ancestor, which this resolution's container keeps alive.
            return try entry.ownerReference.with { (owner) throws(ResolutionError) -> Service in
                try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                    if let node = entry.instance.load() {
                        // The entry holds its node until `dispose()`, which waits for this
                        // resolution (see `resolve(entry:_:as:)`).
                        return sharedInstance(in: node, as: Service.self)
                    }
                    if owner.isDisposed { throw owner.disposedError(entry) }
                    let value = try owner.build(entry, arguments, as: type)
                    let node = makeNode(value, entry: entry, isScoped: false)
                    guard owner.own(node) else { throw owner.disposedError(entry) }
                    entry.instance.store(node)
                    return value
                }
            }
        case .scoped:
            if let node = scopedInstance(of: entry) {
                return sharedInstance(in: node, as: Service.self)
            }
            return try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                if let node = scopedInstance(of: entry) {
                    return sharedInstance(in: node, as: Service.self)
                }
                let value = try build(entry, arguments, as: type)
                guard own(makeNode(value, entry: entry, isScoped: true)) else { throw disposedError(entry) }
                return value
            }
        case .weak:
            // The owner is kept alive as for `.singleton`.
            return try entry.ownerReference.with { (owner) throws(ResolutionError) -> Service in
                try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                    if let object = entry.extras.weakInstance, let value = object as? Service {
                        return value
                    }
                    let value = try owner.build(entry, arguments, as: type)
                    guard let object = classInstance(value) else { throw weakScopeError(entry, produced: value) }
                    entry.extras.weakInstance = object
                    return value
                }
            }
        }
    }

    /// This container's instance of a `.scoped` registration, if it has built one.
    ///
    /// Reads the list of owned instances without a lock: nodes are immutable once pushed, and only
    /// ``dispose()`` takes them away, once no resolution from this container is running.
    @inlinable
    func scopedInstance(of entry: Entry) -> Unretained<OwnedNode>? {
        owned.scopedNode(of: entry)
    }

    /// Makes `node` the newest owned instance; `false` (and nothing recorded) when the container
    /// was disposed meanwhile. Runs under ``CreationLock``, like every build of a shared instance.
    @usableFromInline
    func own(_ node: OwnedNode) -> Bool {
        guard !isDisposed else { return false }
        owned.push(node)
        return true
    }

    /// The verification session's version of ``resolveShared(_:_:as:)``.
    @usableFromInline
    func resolveVerifying<Service, Arguments>(
        _ entry: Entry, _ arguments: Arguments, as type: Service.Type
    ) throws(ResolutionError) -> Service {
        guard let session = ResolutionStack.existing?.verification else {
            throw ResolutionError.internalFailure("verification state lost")
        }
        return try session.resolveShared(entry, arguments, as: type, requester: self)
    }
}
