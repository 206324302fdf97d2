import Synchronization

extension Container {
    /// Resolves a singleton, scoped or weak registration, building it once under ``CreationLock``.
    ///
    /// Singletons and weak instances are built by their owner, the container that registered them,
    /// so their dependencies never come from the descendant that happened to ask first.
    @inlinable
    func resolveShared<Service, Arguments>(_ entry: Entry, _ arguments: Arguments, as type: Service.Type) throws(ResolutionError) -> Service {
        if let stack = ResolutionStack.current, stack.isVerifying {
            return try resolveVerifying(entry, arguments, as: type)
        }
        switch entry.scope {
        case .transient:
            return try build(entry, arguments, as: type)
        case .singleton:
            unowned(unsafe) let owner = entry.owner
            return try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                if let raw = entry.instance.load(ordering: .acquiring) {
                    return Unmanaged<Box<Service>>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.value }
                }
                if owner.isDisposed { throw owner.disposedError(entry) }
                let value = try owner.build(entry, arguments, as: type)
                let box = Box(value)
                entry.instance.store(UnsafeRawPointer(Unmanaged.passRetained(box).toOpaque()), ordering: .releasing)
                guard owner.own(entry, box: box, scoped: false) else { throw owner.disposedError(entry) }
                return value
            }
        case .scoped:
            if let box = scopedInstance(of: entry) {
                return unsafeDowncast(box, to: Box<Service>.self).value
            }
            return try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                if let box = scopedInstance(of: entry) {
                    return unsafeDowncast(box, to: Box<Service>.self).value
                }
                let value = try build(entry, arguments, as: type)
                guard own(entry, box: Box(value), scoped: true) else { throw disposedError(entry) }
                return value
            }
        case .weak:
            unowned(unsafe) let owner = entry.owner
            return try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                if let object = entry.weakInstance, let value = object as? Service {
                    return value
                }
                let value = try owner.build(entry, arguments, as: type)
                guard let object = classInstance(value) else { throw weakScopeError(entry, produced: value) }
                entry.weakInstance = object
                return value
            }
        }
    }

    /// This container's instance of a `.scoped` registration, if it has built one.
    @usableFromInline
    func scopedInstance(of entry: Entry) -> AnyObject? {
        state.withLock { state in
            for item in state.owned where item.isScoped && item.entry === entry { return item.box }
            return nil
        }
    }

    /// Records a shared instance this container must release, in creation order; `false` (and
    /// nothing recorded) when the container was disposed meanwhile.
    @usableFromInline
    func own(_ entry: Entry, box: AnyObject, scoped: Bool) -> Bool {
        let owned = OwnedInstance(entry: entry, box: box, isScoped: scoped)
        return state.withLock { state in
            guard !isDisposed else { return false }
            state.owned.append(owned)
            return true
        }
    }

    /// The verification session's version of ``resolveShared(_:_:as:)``.
    @usableFromInline
    func resolveVerifying<Service, Arguments>(_ entry: Entry, _ arguments: Arguments, as type: Service.Type) throws(ResolutionError) -> Service {
        guard let session = ResolutionStack.existing?.verification else {
            throw ResolutionError.internalFailure("verification state lost")
        }
        return try session.resolveShared(entry, arguments, as: type, requester: self)
    }
}
