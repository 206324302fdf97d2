extension Container {
    /// Resolves a singleton, scoped or weak registration, building it once under ``CreationLock``.
    ///
    /// Singletons and weak instances are built by their owner, the container that registered them,
    /// so their dependencies never come from the descendant that happened to ask first.
    @usableFromInline
    func resolveShared<Service, Arguments>(_ entry: Entry, _ arguments: Arguments, as type: Service.Type) throws(ResolutionError) -> Service {
        if let session = ResolutionStack.existing?.verification {
            return try session.resolveShared(entry, arguments, as: type, requester: self)
        }
        switch entry.scope {
        case .transient:
            return try build(entry, arguments, as: type)
        case .singleton:
            let owner = entry.owner
            return try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                if let raw = entry.instance.load(ordering: .acquiring) {
                    return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue(), to: Box<Service>.self).value
                }
                if owner.isDisposed { throw owner.disposedError(entry) }
                let value = try owner.build(entry, arguments, as: type)
                let box = Box(value)
                entry.instance.store(UnsafeRawPointer(Unmanaged.passRetained(box).toOpaque()), ordering: .releasing)
                owner.own(entry, box: box, scoped: false)
                return value
            }
        case .scoped:
            let key = ObjectIdentifier(entry)
            if let box = state.withLock({ $0.scoped[key] }) {
                return unsafeDowncast(box, to: Box<Service>.self).value
            }
            return try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                if let box = state.withLock({ $0.scoped[key] }) {
                    return unsafeDowncast(box, to: Box<Service>.self).value
                }
                let value = try build(entry, arguments, as: type)
                let box = Box(value)
                let owned = OwnedInstance(entry: entry, box: box, isScoped: true)
                let stored = state.withLock { state in
                    guard !isDisposed else { return false }
                    state.scoped[key] = box
                    state.owned.append(owned)
                    return true
                }
                if !stored {
                    let stack = ResolutionStack.existing ?? ResolutionStack()
                    throw error(.containerDisposed(container: name), building: entry, stack: stack)
                }
                return value
            }
        case .weak:
            let owner = entry.owner
            return try CreationLock.shared.withLock { () throws(ResolutionError) -> Service in
                if let object = entry.weakInstance, let value = object as? Service {
                    return value
                }
                let value = try owner.build(entry, arguments, as: type)
                guard let object = classInstance(value) else {
                    let stack = ResolutionStack.existing ?? ResolutionStack()
                    throw error(.weakScopeNeedsClass(produced: typeName(Swift.type(of: value as Any))), building: entry, stack: stack)
                }
                entry.weakInstance = object
                return value
            }
        }
    }

    /// Records a shared instance this container must release, in creation order.
    func own(_ entry: Entry, box: AnyObject, scoped: Bool) {
        let owned = OwnedInstance(entry: entry, box: box, isScoped: scoped)
        state.withLock { $0.owned.append(owned) }
    }
}
