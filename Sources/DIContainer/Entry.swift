import Synchronization

/// Holds one shared instance; the container stores it behind an atomic pointer or in a scope's table.
@usableFromInline
final class Box<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

/// A factory with its exact service and argument types, so that calling it needs no dynamic cast.
@usableFromInline
final class FactoryBox<Service, Arguments>: @unchecked Sendable {
    @usableFromInline let make: @Sendable (Resolver, Arguments) throws -> Service

    @usableFromInline
    init(_ make: @escaping @Sendable (Resolver, Arguments) throws -> Service) {
        self.make = make
    }
}

/// A factory without runtime arguments, stored exactly as the caller wrote it (no wrapping closure).
@usableFromInline
final class PlainFactoryBox<Service>: @unchecked Sendable {
    @usableFromInline let make: @Sendable (Resolver) throws -> Service

    @usableFromInline
    init(_ make: @escaping @Sendable (Resolver) throws -> Service) {
        self.make = make
    }
}

/// One registration: its key, scope, factory, the container that registered it, and its shared instance.
///
/// Immutable after it is published, except for the atomic instance slot and the state behind `lock`.
@usableFromInline
final class Entry: @unchecked Sendable {
    @usableFromInline let key: ServiceKey
    @usableFromInline let scope: Scope
    /// A `PlainFactoryBox<Service>` when `Arguments` is `Void`, else a `FactoryBox<Service, Arguments>`,
    /// whose types match `key`.
    @usableFromInline let factory: AnyObject
    /// Whether `factory` is a `PlainFactoryBox` (registered without arguments).
    @usableFromInline let isPlainFactory: Bool
    /// The singleton's `Box<Service>`, retained, once it is built.
    @usableFromInline let instance = Atomic<UnsafeRawPointer?>(nil)
    /// Set once the dependencies of one complete build have been recorded for the graph.
    @usableFromInline let edgesRecorded = Atomic<Bool>(false)
    let serviceType: Any.Type
    let argumentTypes: Any.Type
    let takesArguments: Bool
    @usableFromInline unowned let owner: Container
    /// Runs the dispose hooks for a `Box<Service>`: the `onDispose` closures, then `Disposable.dispose()`.
    let disposer: @Sendable (Entry, AnyObject, [@Sendable (Any) -> Void]) -> Void
    /// The class last disposed and whether it is ``Disposable`` (bit 0): conformance checks are slow.
    let disposableClass = Atomic<UInt>(0)
    /// Extracts a class instance from a `Box<Service>` for the weak scope and the leak audit.
    let objectOf: @Sendable (AnyObject) -> AnyObject?
    /// Builds the registration once for ``Container/verify()``, through the verification session.
    let verifyBuild: @Sendable (Container, Entry) throws(ResolutionError) -> Void
    /// The `.weak` scope's instance; read and written only under ``CreationLock``.
    @usableFromInline weak var weakInstance: AnyObject?
    let state = Mutex(State())

    struct State {
        var disposeHooks: [@Sendable (Any) -> Void] = []
        /// What one complete build resolved, in order, each once.
        var dependencies: [Entry] = []
        var forwardedTypes: [String] = []
        var displayName: String?
    }

    @usableFromInline
    init<Service, Arguments>(
        service: Service.Type,
        arguments: Arguments.Type,
        name: ServiceName?,
        scope: Scope,
        owner: Container,
        factory: AnyObject
    ) {
        self.key = ServiceKey(service: ObjectIdentifier(service), arguments: ObjectIdentifier(arguments), name: name)
        self.scope = scope
        self.factory = factory
        self.isPlainFactory = factory is PlainFactoryBox<Service>
        self.serviceType = service
        self.argumentTypes = arguments
        self.takesArguments = arguments != Void.self
        self.owner = owner
        // A class-typed service is one pointer: read it as an object without a dynamic cast.
        let isClass = Service.self is AnyClass
        self.disposer = { entry, box, hooks in
            let value = unsafeDowncast(box, to: Box<Service>.self).value
            for hook in hooks { hook(value) }
            guard isClass else {
                if let disposable = value as? any Disposable { disposable.dispose() }
                return
            }
            let object = unsafeBitCast(value, to: AnyObject.self)
            let dynamicClass = UInt(bitPattern: ObjectIdentifier(type(of: object)))
            let known = entry.disposableClass.load(ordering: .relaxed)
            if known & ~1 == dynamicClass, known & 1 == 0 { return }
            if let disposable = object as? any Disposable {
                entry.disposableClass.store(dynamicClass | 1, ordering: .relaxed)
                disposable.dispose()
            } else {
                entry.disposableClass.store(dynamicClass, ordering: .relaxed)
            }
        }
        self.verifyBuild = { container, entry throws(ResolutionError) in
            guard let none = () as? Arguments else { return }
            if entry.scope == .transient {
                _ = try container.build(entry, none, as: Service.self)
            } else {
                _ = try container.resolveShared(entry, none, as: Service.self)
            }
        }
        self.objectOf = { box in
            let value = unsafeDowncast(box, to: Box<Service>.self).value
            return isClass ? unsafeBitCast(value, to: AnyObject.self) : classInstance(value)
        }
    }

    deinit {
        if let raw = instance.exchange(nil, ordering: .acquiringAndReleasing) {
            Unmanaged<AnyObject>.fromOpaque(raw).release()
        }
    }

    /// The registration as error messages print it: `MovieRepository named "primary" (arguments: Int)`.
    ///
    /// Printing a type is slow (the runtime demangles its name), so it is done once, when first needed.
    var displayName: String {
        if let cached = state.withLock({ $0.displayName }) { return cached }
        var text = typeName(serviceType)
        if let name = key.name { text += " named \(name)" }
        if takesArguments { text += " (arguments: \(typeName(argumentTypes)))" }
        let computed = text
        state.withLock { $0.displayName = computed }
        return computed
    }

    /// Records `dependency` as something this registration's factory resolved.
    func record(_ dependency: Entry) {
        state.withLock { state in
            if !state.dependencies.contains(where: { $0 === dependency }) { state.dependencies.append(dependency) }
        }
    }
}

/// The instance behind `value` when it is a class instance; `nil` for structs, enums and tuples.
@usableFromInline
func classInstance(_ value: Any) -> AnyObject? {
    guard type(of: value) is AnyClass else { return nil }
    return value as AnyObject
}
