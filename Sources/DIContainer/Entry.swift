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
/// Immutable after it is published, except for the atomic instance slot and the state behind `state`.
/// Every entry is a ``TypedEntry``, which knows the service and argument types; this base class is
/// what tables, stacks and containers hold.
@usableFromInline
class Entry: @unchecked Sendable {
    @usableFromInline final let key: ServiceKey
    @usableFromInline final let scope: Scope
    /// A `PlainFactoryBox<Service>` when registered without arguments, else a
    /// `FactoryBox<Service, Arguments>`, whose types match `key`.
    @usableFromInline final let factory: AnyObject
    /// Whether `factory` is a `PlainFactoryBox` (registered without arguments).
    @usableFromInline final let isPlainFactory: Bool
    /// The singleton's `Box<Service>`, retained, once it is built.
    @usableFromInline final let instance = Atomic<UnsafeRawPointer?>(nil)
    /// Set once the dependencies of one complete build have been recorded for the graph.
    @usableFromInline final let edgesRecorded = Atomic<Bool>(false)
    final let serviceType: Any.Type
    final let argumentTypes: Any.Type
    final let takesArguments: Bool
    /// Whether the service type is a class: its values are one pointer, read without a dynamic cast.
    final let isClass: Bool
    @usableFromInline final unowned let owner: Container
    /// The class last disposed and whether it is ``Disposable`` (bit 0): conformance checks are slow.
    final let disposableClass = Atomic<UInt>(0)
    /// The `.weak` scope's instance; read and written only under ``CreationLock``.
    @usableFromInline final weak var weakInstance: AnyObject?
    final let state = Mutex(State())

    struct State {
        var disposeHooks: [@Sendable (Any) -> Void] = []
        /// What one complete build resolved, in order, each once.
        var dependencies: [Entry] = []
        var forwardedTypes: [String] = []
        var displayName: String?
    }

    init(
        key: ServiceKey, scope: Scope, owner: Container, factory: AnyObject, isPlainFactory: Bool,
        serviceType: Any.Type, argumentTypes: Any.Type, isClass: Bool
    ) {
        self.key = key
        self.scope = scope
        self.factory = factory
        self.isPlainFactory = isPlainFactory
        self.serviceType = serviceType
        self.argumentTypes = argumentTypes
        self.takesArguments = argumentTypes != Void.self
        self.isClass = isClass
        self.owner = owner
    }

    /// Runs the dispose hooks for a `Box<Service>`: the `onDispose` closures, then `Disposable.dispose()`.
    func dispose(box: AnyObject, hooks: [@Sendable (Any) -> Void]) {}

    /// The class instance in a `Box<Service>`, for the leak audit; `nil` for value types.
    func object(of box: AnyObject) -> AnyObject? { nil }

    /// Builds the registration once for ``Container/verify()``, through the verification session.
    func verifyBuild(in container: Container) throws(ResolutionError) {}

    /// A transient registration of `Other` that resolves this registration (with the same runtime
    /// arguments) and casts the instance; ``TypedEntry`` makes it, this base only names the shape.
    func forwarder<Other>(as type: Other.Type, in container: Container) -> Entry {
        TypedEntry<Other, Void>(name: key.name, scope: .transient, owner: container, factory: PlainFactoryBox<Other> { _ in
            throw ResolutionError.internalFailure("an untyped registration cannot forward")
        })
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

/// A registration with its service and argument types, so that disposing, auditing and verifying
/// need no closures and no dynamic casts for class-typed services.
@usableFromInline
final class TypedEntry<Service, Arguments>: Entry, @unchecked Sendable {
    @usableFromInline
    init(name: ServiceName?, scope: Scope, owner: Container, factory: AnyObject) {
        super.init(
            key: ServiceKey(service: ObjectIdentifier(Service.self), arguments: ObjectIdentifier(Arguments.self), name: name),
            scope: scope, owner: owner, factory: factory, isPlainFactory: factory is PlainFactoryBox<Service>,
            serviceType: Service.self, argumentTypes: Arguments.self, isClass: Service.self is AnyClass
        )
    }

    override func dispose(box: AnyObject, hooks: [@Sendable (Any) -> Void]) {
        let value = unsafeDowncast(box, to: Box<Service>.self).value
        for hook in hooks { hook(value) }
        guard isClass else {
            if let disposable = value as? any Disposable { disposable.dispose() }
            return
        }
        let object = unsafeBitCast(value, to: AnyObject.self)
        let dynamicClass = UInt(bitPattern: ObjectIdentifier(type(of: object)))
        let known = disposableClass.load(ordering: .relaxed)
        if known & ~1 == dynamicClass, known & 1 == 0 { return }
        if let disposable = object as? any Disposable {
            disposableClass.store(dynamicClass | 1, ordering: .relaxed)
            disposable.dispose()
        } else {
            disposableClass.store(dynamicClass, ordering: .relaxed)
        }
    }

    override func object(of box: AnyObject) -> AnyObject? {
        let value = unsafeDowncast(box, to: Box<Service>.self).value
        return isClass ? unsafeBitCast(value, to: AnyObject.self) : classInstance(value)
    }

    override func forwarder<Other>(as type: Other.Type, in container: Container) -> Entry {
        let target = self
        let box = FactoryBox<Other, Arguments> { resolver, arguments in
            let value: Service = try resolver.resolve(entry: target, arguments)
            guard let other = value as? Other else {
                throw ForwardingMismatch(instance: typeName(Swift.type(of: value as Any)))
            }
            return other
        }
        return TypedEntry<Other, Arguments>(name: key.name, scope: .transient, owner: container, factory: box)
    }

    override func verifyBuild(in container: Container) throws(ResolutionError) {
        guard let none = () as? Arguments else { return }
        if scope == .transient {
            _ = try container.build(self, none, as: Service.self)
        } else {
            _ = try container.resolveShared(self, none, as: Service.self)
        }
    }
}

/// The instance behind `value` when it is a class instance; `nil` for structs, enums and tuples.
@usableFromInline
func classInstance(_ value: Any) -> AnyObject? {
    guard type(of: value) is AnyClass else { return nil }
    return value as AnyObject
}
