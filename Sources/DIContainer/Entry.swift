import Synchronization

/// Holds one value in a reference, for caches that need an object; `Sendable` only when the value is.
@usableFromInline
final class Box<Value> {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

extension Box: Sendable where Value: Sendable {}

/// A box for the cache behind a lock in an owner that is itself `Sendable` only when `Value` is
/// (``InjectionStorage``), so the box can be handed out of the lock.
///
/// `@unchecked Sendable` because it never reaches another thread on its own: an owner holding a
/// non-`Sendable` value is not `Sendable` and stays in one isolation domain, and an owner that is
/// `Sendable` holds a `Sendable` value.
@usableFromInline
final class CacheBox<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

/// One shared instance a container owns, linked to the one it built before.
///
/// A container's owned instances form a list, newest first, so walking it is reverse creation
/// order: the order of disposal. After disposal the list, with its values cleared, is what the
/// ``DisposalReport`` lists: ending a scope allocates nothing to report on it.
// @unchecked Sendable because `entry` and `isScoped` are constants and `next` is set before the node is published.
@usableFromInline
class OwnedNode: @unchecked Sendable {
    @usableFromInline final let entry: Entry
    @usableFromInline final let isScoped: Bool
    /// The instance built before this one; set once, before the node is published.
    // @exclusivity(unchecked) because it is written once, under ``CreationLock``, before any reader sees the node.
    @exclusivity(unchecked) @usableFromInline final var next: OwnedNode?

    @inlinable
    init(entry: Entry, isScoped: Bool) {
        self.entry = entry
        self.isScoped = isScoped
    }

    /// ``next`` without reference counting.
    @inlinable
    final var nextAddress: Unmanaged<OwnedNode>? {
        next.map { Unmanaged.passUnretained($0) }
    }

    /// The class instance held, for the leak audit; `nil` for value types or once cleared.
    func takeObject() -> AnyObject? { nil }

    /// Runs the registration's dispose hooks and `Disposable.dispose()` on the instance.
    func runDisposal() {}

    deinit {
        // Unlink iteratively: a long list released recursively could exhaust the stack.
        var pending = next
        next = nil
        while var current = pending {
            pending = nil
            guard isKnownUniquelyReferenced(&current) else { break }
            pending = current.next
            current.next = nil
        }
    }
}

/// An owned class instance: no generic type, so disposing it needs no type metadata.
///
/// `@unchecked Sendable` for the same reason as ``InstanceNode``: only shared registrations, which
/// require a `Sendable` service, make nodes.
// @unchecked Sendable because `object` is cleared only by `dispose()`, after every resolution that may read it has ended.
@usableFromInline
final class ObjectNode: OwnedNode, @unchecked Sendable {
    /// The instance; `nil` once disposal released it.
    // @exclusivity(unchecked) for the same reason: reads and the one write never overlap.
    @exclusivity(unchecked) @usableFromInline var object: AnyObject?

    @inlinable
    init(_ object: AnyObject, entry: Entry, isScoped: Bool) {
        self.object = object
        super.init(entry: entry, isScoped: isScoped)
    }

    override func takeObject() -> AnyObject? {
        let taken = object
        object = nil
        return taken
    }

    override func runDisposal() {
        guard let object else { return }
        entry.runDisposal(of: object)
    }
}

/// An owned instance of a type that is not a class (a struct, or a protocol existential).
///
/// `@unchecked Sendable` for any `Value` because nodes hold only shared (singleton, scoped) instances,
/// and the public registrations with a shared scope accept only `Sendable` services (or ones the
/// caller wrapped in ``UncheckedSendable``); the type-erased entries that make nodes cannot say so.
// @unchecked Sendable for the reason given on ``ObjectNode``.
@usableFromInline
final class InstanceNode<Value>: OwnedNode, @unchecked Sendable {
    /// The instance; `nil` once disposal released it.
    // @exclusivity(unchecked) for the reason given on ``ObjectNode/object``.
    @exclusivity(unchecked) @usableFromInline var value: Value?

    @inlinable
    init(_ value: Value, entry: Entry, isScoped: Bool) {
        self.value = value
        super.init(entry: entry, isScoped: isScoped)
    }

    override func takeObject() -> AnyObject? {
        guard let taken = value else { return nil }
        value = nil
        return classInstance(taken)
    }

    override func runDisposal() {
        guard let value else { return }
        entry.runDisposal(of: value as Any)
    }
}

/// A node owning `value`: an ``ObjectNode`` for a class instance, else an ``InstanceNode``.
@inlinable
func makeNode<Service>(_ value: Service, entry: Entry, isScoped: Bool) -> OwnedNode {
    // safe because `Service` is a class type here, so `value` is a single object reference.
    if Service.self is AnyClass {
        return ObjectNode(unsafeBitCast(value, to: AnyObject.self), entry: entry, isScoped: isScoped)
    }
    return InstanceNode(value, entry: entry, isScoped: isScoped)
}

/// The instance `node` (made by ``makeNode(_:entry:isScoped:)`` for `Service`) holds.
@inlinable
func sharedInstance<Service>(in node: OwnedNode, as type: Service.Type) -> Service {
    // safe because `makeNode` made `node` for this same `Service`, and the instance is set (not
    // disposed) while a resolution may read it.
    if Service.self is AnyClass {
        return unsafeBitCast(unsafeDowncast(node, to: ObjectNode.self).object.unsafelyUnwrapped, to: Service.self)
    }
    return unsafeDowncast(node, to: InstanceNode<Service>.self).value.unsafelyUnwrapped
}

/// One registration: its key, scope, factory, the container that registered it, and its shared instance.
///
/// Immutable after it is published, except for the atomic slots and the state behind `state`.
/// Every entry is a ``TypedEntry``, which knows the service and argument types and holds the
/// factory; this base class is what tables, stacks and containers hold.
// @unchecked Sendable because its stored properties are constants, atomics, the lock-guarded
// extras, and `previous`, written once before the entry is published.
@usableFromInline
class Entry: @unchecked Sendable {
    @usableFromInline final let key: ServiceKey
    @usableFromInline final let scope: Scope
    /// Whether the entry is a ``PlainEntry`` (its factory takes no runtime arguments) rather than an ``ArgumentEntry``.
    @usableFromInline final let isPlainFactory: Bool
    /// The singleton's ``OwnedNode``, retained, once it is built (released by the owner's
    /// `dispose()` once no resolution reads it, or by `deinit`).
    @usableFromInline final let instance = Atomic<UnsafeRawPointer?>(nil)
    /// Set once the dependencies of one complete build have been recorded for the graph.
    @usableFromInline final let edgesRecorded = Atomic<Bool>(false)
    /// Set by the first `onDispose` hook, so that disposing skips the lock when there are none.
    final let hasHooks = Atomic<Bool>(false)
    final let serviceType: Any.Type
    final let argumentTypes: Any.Type
    final let takesArguments: Bool
    /// The container that registered the entry. Unowned and unsafe: safe because it is read only
    /// while resolving through it or its descendants, which keep it alive; ``ownerName`` is what
    /// outlives it.
    @usableFromInline final unowned(unsafe) let owner: Container
    /// The owner's name, for messages and graphs (an edge can lead to a registration of a child
    /// that is gone).
    final let ownerName: String
    /// The registration made before this one in the same container; written once, under the
    /// container's lock, before any table holding this entry is published. The chain keeps every
    /// registration of a container alive (tables point into it without retaining).
    // @exclusivity(unchecked) because the one write happens before the entry is published.
    @exclusivity(unchecked) @usableFromInline final var previous: Entry?
    /// The first dependencies recorded, retained (released only by `forgetDependencies()` and
    /// `deinit`, when nothing reads them), in place, so recording them allocates nothing;
    /// more go to `state.dependencies`.
    final let dependency0 = Atomic<UnsafeRawPointer?>(nil)
    final let dependency1 = Atomic<UnsafeRawPointer?>(nil)
    final let dependency2 = Atomic<UnsafeRawPointer?>(nil)
    final let dependency3 = Atomic<UnsafeRawPointer?>(nil)
    static var inlineDependencyCount: Int { 4 }
    /// The class last disposed and whether it is ``Disposable`` (bit 0): conformance checks are slow.
    final let disposableClass = Atomic<UInt>(0)
    /// The address of the ``EntryExtras`` (retained until `deinit`, so reading it unretained is
    /// safe), made when first needed: most registrations
    /// never need one, and making and releasing them is what a screen's registrations cost.
    final let extrasAddress = Atomic<UInt>(0)

    /// ``previous`` without reference counting.
    @inlinable
    final var previousAddress: Unmanaged<Entry>? {
        previous.map { Unmanaged.passUnretained($0) }
    }

    /// The extras if they were made, without making them.
    final var existingExtras: EntryExtras? {
        UnsafeRawPointer(bitPattern: extrasAddress.load(ordering: .acquiring)).map {
            Unmanaged<EntryExtras>.fromOpaque($0).takeUnretainedValue()
        }
    }

    /// What few registrations need: hooks, forwarded types, more dependencies, the weak instance.
    @usableFromInline
    final var extras: EntryExtras {
        if let raw = UnsafeRawPointer(bitPattern: extrasAddress.load(ordering: .acquiring)) {
            return Unmanaged<EntryExtras>.fromOpaque(raw).takeUnretainedValue()
        }
        let made = Unmanaged.passRetained(EntryExtras())
        let (stored, current) = extrasAddress.compareExchange(
            expected: 0, desired: UInt(bitPattern: made.toOpaque()), ordering: .acquiringAndReleasing
        )
        if stored { return made.takeUnretainedValue() }
        made.release()
        return Unmanaged<EntryExtras>.fromOpaque(UnsafeRawPointer(bitPattern: current).unsafelyUnwrapped)
            .takeUnretainedValue()
    }

    init(
        key: ServiceKey, scope: Scope, owner: Container, isPlainFactory: Bool, serviceType: Any.Type,
        argumentTypes: Any.Type
    ) {
        self.key = key
        self.scope = scope
        self.isPlainFactory = isPlainFactory
        self.serviceType = serviceType
        self.argumentTypes = argumentTypes
        self.takesArguments = argumentTypes != Void.self
        self.owner = owner
        self.ownerName = owner.name
    }

    /// Runs the dispose hooks on `value`: the `onDispose` closures, then `Disposable.dispose()`.
    func runDisposal(of value: Any) {
        if hasHooks.load(ordering: .acquiring) {
            let hooks = extras.state.withLock { $0.disposeHooks }
            for hook in hooks { hook(value) }
        }
        if let disposable = value as? any Disposable { disposable.dispose() }
    }

    /// Runs the dispose hooks on a class instance; whether its class is ``Disposable`` is looked up
    /// once per registration and class.
    func runDisposal(of object: AnyObject) {
        if hasHooks.load(ordering: .acquiring) {
            let hooks = extras.state.withLock { $0.disposeHooks }
            for hook in hooks { hook(object) }
        }
        let dynamicClass = UInt(bitPattern: ObjectIdentifier(type(of: object)))
        var known = disposableClass.load(ordering: .relaxed)
        if known & ~1 != dynamicClass {
            // A registration made for each screen meets its class for the first time: ask the
            // process-wide memory of recent classes before the runtime's slower conformance lookup.
            known =
                DisposableClasses.shared.lookUp(dynamicClass)
                ?? {
                    let answer = dynamicClass | (object is any Disposable ? 1 : 0)
                    DisposableClasses.shared.remember(answer)
                    return answer
                }()
            disposableClass.store(known, ordering: .relaxed)
        }
        if known & 1 == 1, let disposable = object as? any Disposable {
            disposable.dispose()
        }
    }

    /// Builds the registration once for ``Container/verify()``, through the verification session.
    func verifyBuild(in container: Container, arguments: VerificationArguments) throws(ResolutionError) {}

    /// A transient registration of `Other` that resolves this registration (with the same runtime
    /// arguments) and casts the instance; ``TypedEntry`` makes it, this base only names the shape.
    func forwarder<Other>(as type: Other.Type, in container: Container) -> Entry {
        PlainEntry<Other>(name: key.name, scope: .transient, owner: container) { _ in
            throw ResolutionError.internalFailure("an untyped registration cannot forward")
        }
    }

    deinit {
        if let raw = UnsafeRawPointer(bitPattern: extrasAddress.load(ordering: .acquiring)) {
            Unmanaged<EntryExtras>.fromOpaque(raw).release()
        }
        if let raw = instance.exchange(nil, ordering: .acquiringAndReleasing) {
            Unmanaged<OwnedNode>.fromOpaque(raw).release()
        }
        for index in 0..<Entry.inlineDependencyCount {
            if let raw = inlineDependency(at: index) { Unmanaged<Entry>.fromOpaque(raw).release() }
        }
        // Unlink the registration chain iteratively (a long chain released recursively could
        // exhaust the stack).
        var pending = previous
        previous = nil
        while var current = pending {
            pending = nil
            guard isKnownUniquelyReferenced(&current) else { break }
            pending = current.previous
            current.previous = nil
        }
    }

    /// The registration as error messages print it: `MovieRepository named "primary" (arguments: Int)`.
    ///
    /// Printing a type is slow (the runtime demangles its name), so it is done once, when first needed.
    var displayName: String {
        if let cached = extras.state.withLock({ $0.displayName }) { return cached }
        var text = typeName(serviceType)
        if let name = key.name { text += " named \(name)" }
        if takesArguments { text += " (arguments: \(typeName(argumentTypes)))" }
        let computed = text
        extras.state.withLock { $0.displayName = computed }
        return computed
    }

    /// Records `dependency` as something this registration's factory resolved, once.
    func record(_ dependency: Entry) {
        let address = UnsafeRawPointer(Unmanaged.passUnretained(dependency).toOpaque())
        for index in 0..<Entry.inlineDependencyCount {
            switch inlineDependency(at: index) {
            case address: return
            case nil:
                _ = Unmanaged.passRetained(dependency)
                let current = claimDependency(at: index, address)
                if current == nil { return }
                Unmanaged.passUnretained(dependency).release()
                if current == address { return }
            default: continue
            }
        }
        extras.state.withLock { state in
            if !state.dependencies.contains(where: { $0 === dependency }) { state.dependencies.append(dependency) }
        }
    }

    /// What one complete build resolved, in order, each once.
    var dependencies: [Entry] {
        var found: [Entry] = []
        for index in 0..<Entry.inlineDependencyCount {
            guard let raw = inlineDependency(at: index) else { break }
            found.append(Unmanaged<Entry>.fromOpaque(raw).takeUnretainedValue())
        }
        return found + (existingExtras?.state.withLock { $0.dependencies } ?? [])
    }

    /// Lets go of the recorded dependencies (the owner calls this when it is released).
    ///
    /// A registration that resolved a later registration of the same container retains it, and the
    /// later one's `previous` chain retains it back: a cycle that nothing else breaks.
    func forgetDependencies() {
        // Slots fill in order: the first empty one ends the recorded dependencies.
        for index in 0..<Entry.inlineDependencyCount {
            guard let raw = takeInlineDependency(at: index) else { break }
            Unmanaged<Entry>.fromOpaque(raw).release()
        }
        guard let extras = existingExtras else { return }
        let more = extras.state.withLock { state in
            defer { state.dependencies = [] }
            return state.dependencies
        }
        _ = more  // released here, outside the lock
    }

    /// Empties the slot at `index`; returns the dependency it held, still retained.
    private func takeInlineDependency(at index: Int) -> UnsafeRawPointer? {
        switch index {
        case 0: dependency0.exchange(nil, ordering: .acquiringAndReleasing)
        case 1: dependency1.exchange(nil, ordering: .acquiringAndReleasing)
        case 2: dependency2.exchange(nil, ordering: .acquiringAndReleasing)
        default: dependency3.exchange(nil, ordering: .acquiringAndReleasing)
        }
    }

    /// The dependency recorded in place at `index`, if any.
    private func inlineDependency(at index: Int) -> UnsafeRawPointer? {
        switch index {
        case 0: dependency0.load(ordering: .acquiring)
        case 1: dependency1.load(ordering: .acquiring)
        case 2: dependency2.load(ordering: .acquiring)
        default: dependency3.load(ordering: .acquiring)
        }
    }

    /// Stores `address` in place at `index` if the slot is empty; returns what the slot held (`nil`: stored).
    private func claimDependency(at index: Int, _ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let result =
            switch index {
            case 0: dependency0.compareExchange(expected: nil, desired: address, ordering: .acquiringAndReleasing)
            case 1: dependency1.compareExchange(expected: nil, desired: address, ordering: .acquiringAndReleasing)
            case 2: dependency2.compareExchange(expected: nil, desired: address, ordering: .acquiringAndReleasing)
            default: dependency3.compareExchange(expected: nil, desired: address, ordering: .acquiringAndReleasing)
            }
        return result.exchanged ? nil : result.original
    }
}

/// The state of a registration that most never need, made on first use.
// @unchecked Sendable because `state` is a Mutex and `weakInstance` is used only under ``CreationLock``.
@usableFromInline
final class EntryExtras: @unchecked Sendable {
    let state = Mutex(State())
    /// The `.weak` scope's instance; read and written only under ``CreationLock``.
    @usableFromInline weak var weakInstance: AnyObject?

    struct State {
        var disposeHooks: [@Sendable (Any) -> Void] = []
        /// Dependencies beyond the four recorded in place.
        var dependencies: [Entry] = []
        var forwardedTypes: [String] = []
        var displayName: String?
    }
}

/// A registration with its service and argument types, so that building and verifying need no
/// dynamic casts. Its factory lives in a subclass: ``PlainEntry`` or ``ArgumentEntry``.
// @unchecked Sendable for the reasons given on ``Entry``; it adds no stored properties.
@usableFromInline
class TypedEntry<Service, Arguments>: Entry, @unchecked Sendable {
    @usableFromInline
    init(name: ServiceName?, scope: Scope, owner: Container, isPlainFactory: Bool) {
        super.init(
            key: ServiceKey(
                service: ObjectIdentifier(Service.self), arguments: ObjectIdentifier(Arguments.self), name: name),
            scope: scope, owner: owner, isPlainFactory: isPlainFactory, serviceType: Service.self,
            argumentTypes: Arguments.self
        )
    }

    override func forwarder<Other>(as type: Other.Type, in container: Container) -> Entry {
        let target = self
        return ArgumentEntry<Other, Arguments>(name: key.name, scope: .transient, owner: container) {
            resolver, arguments in
            let value: Service = try resolver.resolve(entry: target, arguments)
            guard let other = value as? Other else {
                throw ForwardingMismatch(instance: typeName(Swift.type(of: value as Any)))
            }
            return other
        }
    }

    override func verifyBuild(in container: Container, arguments: VerificationArguments) throws(ResolutionError) {
        guard let values = (() as? Arguments) ?? arguments.sample(for: Arguments.self) else { return }
        if scope == .transient {
            _ = try container.build(self, values, as: Service.self)
        } else {
            _ = try container.resolveShared(self, values, as: Service.self)
        }
    }
}

/// A registration whose factory takes no runtime arguments, stored exactly as the caller wrote it
/// (no wrapping closure, no allocation).
// @unchecked Sendable because it adds only a constant `@Sendable` factory to ``Entry``.
@usableFromInline
final class PlainEntry<Service>: TypedEntry<Service, Void>, @unchecked Sendable {
    @usableFromInline let make: @Sendable (Resolver) throws -> Service

    @usableFromInline
    init(name: ServiceName?, scope: Scope, owner: Container, make: @escaping @Sendable (Resolver) throws -> Service) {
        self.make = make
        super.init(name: name, scope: scope, owner: owner, isPlainFactory: true)
    }
}

/// A registration whose factory takes runtime arguments.
// @unchecked Sendable because it adds only a constant `@Sendable` factory to ``Entry``.
@usableFromInline
final class ArgumentEntry<Service, Arguments>: TypedEntry<Service, Arguments>, @unchecked Sendable {
    @usableFromInline let make: @Sendable (Resolver, Arguments) throws -> Service

    @usableFromInline
    init(
        name: ServiceName?, scope: Scope, owner: Container,
        make: @escaping @Sendable (Resolver, Arguments) throws -> Service
    ) {
        self.make = make
        super.init(name: name, scope: scope, owner: owner, isPlainFactory: false)
    }
}

/// The instance behind `value` when it is a class instance; `nil` for structs, enums and tuples.
@usableFromInline
func classInstance(_ value: Any) -> AnyObject? {
    guard type(of: value) is AnyClass else { return nil }
    return value as AnyObject
}

/// The last few classes checked for ``Disposable`` conformance, with the answer in bit 0: a screen's
/// registrations are new each time the screen is pushed, its classes are not.
final class DisposableClasses: Sendable {
    static let shared = DisposableClasses()

    private let recent = Mutex<(UInt, UInt, UInt, UInt, next: Int)>((0, 0, 0, 0, next: 0))

    /// The remembered answer for `dynamicClass`, if any.
    func lookUp(_ dynamicClass: UInt) -> UInt? {
        recent.withLock { recent in
            if recent.0 & ~1 == dynamicClass { return recent.0 }
            if recent.1 & ~1 == dynamicClass { return recent.1 }
            if recent.2 & ~1 == dynamicClass { return recent.2 }
            if recent.3 & ~1 == dynamicClass { return recent.3 }
            return nil
        }
    }

    /// Remembers an answer, replacing the oldest.
    func remember(_ answer: UInt) {
        recent.withLock { recent in
            switch recent.next {
            case 0: recent.0 = answer
            case 1: recent.1 = answer
            case 2: recent.2 = answer
            default: recent.3 = answer
            }
            recent.next = (recent.next + 1) & 3
        }
    }
}
