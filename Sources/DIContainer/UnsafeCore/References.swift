import Synchronization

// DIContainer's unsafe core, 1 of 3: references the compiler does not count.
//
// Everything here hands out objects without reference counting, or keeps retains by hand in
// atomics holding addresses. The rest of the library uses these types and is safe Swift; a test
// (`UnsafeCoreTests`) fails when an unsafe construct appears in any other file of the library but
// the three of this folder.
//
// The invariants that make this file safe:
//
// 1. An `Unretained` reference is used only while something else keeps its object alive, and each
//    use names what: a container keeps its registrations (their chain) for its whole life; an
//    owned list keeps its nodes; a container being resolved from keeps its ancestors (`parent` is
//    a strong constant). (A parent reaches its children through weak references only, in safe
//    Swift: `ChildSlots.swift`.)
// 2. A `RetainedSlot` owns exactly one retain of the object whose address it holds. Storing adds
//    that retain, `take()` moves it out with an atomic exchange, and the slot's `deinit` releases
//    what is left: each retain is released exactly once.
// 3. An owned list is pushed only under `CreationLock`; a node is immutable once it is published
//    (its instance is cleared only by `dispose()`), and `dispose()` takes the list only once no
//    resolution from the container is running (`activeResolutions` is zero and `disposed` is set),
//    so a reader that walks it without a lock never meets a released node.
// 4. A node made by `makeNode` for `Service` is read back by `sharedInstance` only as that same
//    `Service` (the entry's key holds the type), and only while it is not disposed (3).
// 5. An entry's factory is read back by `makeInstance` with the `Service` and `Arguments` the entry
//    was registered with: callers reach it through its key (which holds both), the typed entry
//    itself (verification), or a checked forwarder. (A checked cast there costs 11% of a
//    3-level graph's instructions.)

// MARK: - Unretained references

/// A reference that does not keep its object alive: see invariant 1 above.
@usableFromInline
struct Unretained<Object: AnyObject> {
    @usableFromInline let reference: Unmanaged<Object>

    @inlinable
    init(_ object: borrowing Object) {
        reference = Unmanaged.passUnretained(object)
    }

    /// The reference whose address is `address`; `nil` for 0.
    @inlinable
    init?(address: UInt) {
        guard let raw = UnsafeRawPointer(bitPattern: address) else { return nil }
        reference = Unmanaged.fromOpaque(raw)
    }

    /// The object's address, for an atomic or a comparison.
    @inlinable
    var address: UInt { UInt(bitPattern: reference.toOpaque()) }

    /// The object, as a strong reference of the caller's (retained if the caller keeps it).
    @inlinable
    var object: Object { reference.takeUnretainedValue() }

    /// Calls `body` with the object, without a retain of its own.
    @inlinable
    func with<Result, Failure: Error>(_ body: (Object) throws(Failure) -> Result) throws(Failure) -> Result {
        try body(reference.takeUnretainedValue())
    }
}

extension Unretained: Sendable where Object: Sendable {}

extension RetainedSlot: Sendable where Object: Sendable {}

// MARK: - An atomic slot owning one retain

/// An atomic slot that holds an object by address and owns one retain of it (invariant 2).
@usableFromInline
struct RetainedSlot<Object: AnyObject>: ~Copyable {
    @usableFromInline let address = Atomic<UInt>(0)

    @inlinable
    init() {}

    /// The object, unretained: the slot keeps it until it is taken.
    @inlinable
    func load() -> Unretained<Object>? {
        Unretained(address: address.load(ordering: .acquiring))
    }

    /// Whether the slot holds nothing.
    @inlinable
    var isEmpty: Bool { address.load(ordering: .acquiring) == 0 }

    /// Stores `object`, retained, in the empty slot (its writers are serialised by the caller).
    @inlinable
    func store(_ object: Object) {
        // safe because the retain made here is the slot's own (invariant 2).
        address.store(UInt(bitPattern: Unmanaged.passRetained(object).toOpaque()), ordering: .releasing)
    }

    /// Stores `object` if the slot is empty; returns the object the slot holds then (unretained).
    func storeIfEmpty(_ object: Object) -> Unretained<Object> {
        // safe because the retain becomes the slot's own if stored (invariant 2), and is given
        // back at once if not.
        let retained = Unmanaged.passRetained(object)
        let (stored, current) = address.compareExchange(
            expected: 0, desired: UInt(bitPattern: retained.toOpaque()), ordering: .acquiringAndReleasing)
        if stored { return Unretained(object) }
        // safe because the slot already held an object, which it keeps; the retain made for the
        // loser goes back.
        retained.release()
        return Unretained(address: current) ?? Unretained(object)
    }

    /// Stores `object` (retained) if the slot is empty or already holds it; `false` when it holds another.
    func claim(_ object: Object) -> Bool {
        // safe because the retain becomes the slot's own if stored (invariant 2), and is given
        // back at once if not.
        let retained = Unmanaged.passRetained(object)
        let desired = UInt(bitPattern: retained.toOpaque())
        let (stored, current) = address.compareExchange(expected: 0, desired: desired, ordering: .acquiringAndReleasing)
        if stored { return true }
        retained.release()  // safe because this call made that retain just above
        return current == desired
    }

    /// Stores `object` (retained) in place of the object held, whose retain goes to `handOff` first:
    /// a reader sees the old object until the new one is stored, never an empty slot. The caller
    /// serialises the slot's writers.
    @inlinable
    func replace(with object: Object, handingOldTo handOff: (Object?) -> Void) {
        // safe because this writer is alone: the slot's retain of the old object moves to
        // `handOff`, and the one made for `object` becomes the slot's own (invariant 2).
        handOff(Unretained<Object>(address: address.load(ordering: .acquiring))?.reference.takeRetainedValue())
        address.store(UInt(bitPattern: Unmanaged.passRetained(object).toOpaque()), ordering: .releasing)
    }

    /// Empties the slot and hands its retain to the caller.
    @inlinable
    func take() -> Object? {
        let taken = address.exchange(0, ordering: .acquiringAndReleasing)
        // safe because the exchange gives this call, and no other, the slot's retain.
        return Unretained(address: taken)?.reference.takeRetainedValue()
    }

    deinit {
        // safe because nothing else reads a slot whose owner is being released.
        if let taken = Unretained<Object>(address: address.load(ordering: .acquiring)) {
            taken.reference.release()
        }
    }
}

// MARK: - Walks without reference counting

extension OwnedNode {
    /// Calls `body` on `head` and each node after it, newest first, without reference counting:
    /// safe because the caller holds `head`, which holds the rest (invariant 1).
    static func walk(from head: OwnedNode, _ body: (OwnedNode) -> Void) {
        var node: Unretained<OwnedNode>? = Unretained(head)
        while let current = node {
            node = current.with { node in
                body(node)
                return node.next.map { Unretained($0) }
            }
        }
    }
}

extension Entry {
    /// Calls `body` on `last` and each registration made before it in the same container, newest
    /// first, without reference counting: safe because the caller holds `last`, whose chain holds
    /// the rest (invariant 1).
    static func walkChain(from last: Entry?, _ body: (Entry) -> Void) {
        var entry = last.map { Unretained($0) }
        while let current = entry {
            entry = current.with { entry in
                body(entry)
                return entry.previous.load()
            }
        }
    }

    /// `last` and the registrations before it, newest first.
    static func chain(from last: Entry?) -> [Entry] {
        var entries: [Entry] = []
        walkChain(from: last) { entries.append($0) }
        return entries
    }

    /// Runs the entry's factory; `Service` and `Arguments` are the entry's own (invariant 5).
    @inlinable @inline(__always)
    func makeInstance<Service, Arguments>(
        _ resolver: Resolver, _ arguments: Arguments, as type: Service.Type
    ) throws -> Service {
        if isPlainFactory {
            // unowned(unsafe) and the downcast are safe because `self` is the same object, a
            // `PlainEntry<Service>` (invariant 5), held by the caller.
            unowned(unsafe) let typed = unsafeDowncast(self, to: PlainEntry<Service>.self)
            return try typed.make(resolver)
        }
        // safe for the same reason, with an `ArgumentEntry<Service, Arguments>`.
        unowned(unsafe) let typed = unsafeDowncast(self, to: ArgumentEntry<Service, Arguments>.self)
        return try typed.make(resolver, arguments)
    }
}

// MARK: - The shared instances a container owns

/// The shared instances a container owns, newest first (invariant 3): a list of ``OwnedNode``s
/// whose head is held, retained, by address.
@usableFromInline
struct OwnedList: ~Copyable, Sendable {
    @usableFromInline let head = RetainedSlot<OwnedNode>()

    init() {}

    /// Whether the container owns nothing now.
    @inlinable
    var isEmpty: Bool { head.isEmpty }

    /// Makes `node` the newest; under ``CreationLock``, like every build of a shared instance.
    @inlinable
    func push(_ node: OwnedNode) {
        // The list's retain on the old head moves to `node.next`; `node` gets the list's own. A
        // reader without a lock sees the old head until the new one is stored.
        head.replace(with: node) { node.next = $0 }
    }

    /// This container's instance of the `.scoped` registration `entry`, read without a lock: safe
    /// by invariant 3. (The walk holds each node strongly: an unretained one saved nothing measurable.)
    @inlinable
    func scopedNode(of entry: Entry) -> Unretained<OwnedNode>? {
        guard let first = head.load() else { return nil }
        var node = first.object
        while true {
            if node.entry === entry, node.isScoped { return Unretained(node) }
            guard let next = node.next else { return nil }
            node = next
        }
    }

    /// Takes the whole list, retained by the returned head; the caller holds the container's lock.
    @usableFromInline
    func take() -> OwnedNode? {
        head.take()
    }

    /// The head, retained by the caller, which holds the container's lock (under which `take()`
    /// runs too, so the head cannot be released before it is retained here).
    var retainedHead: OwnedNode? {
        head.load()?.object
    }
}

/// One shared instance a container owns, linked to the one it built before.
///
/// A container's owned instances form a list, newest first, so walking it is reverse creation
/// order: the order of disposal. After disposal the list, with its values cleared, is what the
/// ``DisposalReport`` lists: ending a scope allocates nothing to report on it.
@usableFromInline
class OwnedNode: @unchecked Sendable {
    // @unchecked Sendable is safe because `entry` and `isScoped` are constants and `next` is set before
    // the node is published (invariant 3).
    @usableFromInline final let entry: Entry
    @usableFromInline final let isScoped: Bool
    /// The instance built before this one; set once, before the node is published.
    // @exclusivity(unchecked) is safe because it is written once, under ``CreationLock``, before
    // any reader sees the node.
    @exclusivity(unchecked) @usableFromInline final var next: OwnedNode?

    @inlinable
    init(entry: Entry, isScoped: Bool) {
        self.entry = entry
        self.isScoped = isScoped
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
@usableFromInline
final class ObjectNode: OwnedNode, @unchecked Sendable {
    // @unchecked Sendable is safe because only shared registrations, which require a `Sendable` service,
    // make nodes, and `object` is cleared only by `dispose()` once no resolution reads it (3).
    /// The instance; `nil` once disposal released it.
    // @exclusivity(unchecked) is safe for the same reason: reads and the one write never overlap.
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
@usableFromInline
final class InstanceNode<Value>: OwnedNode, @unchecked Sendable {
    // @unchecked Sendable is safe for any `Value` because nodes hold only shared instances, and the public
    // registrations with a shared scope accept only `Sendable` services (or ones the caller wrapped
    // in ``UncheckedSendable``); the type-erased entries that make nodes cannot say so.
    /// The instance; `nil` once disposal released it.
    // @exclusivity(unchecked) is safe for the reason given on ``ObjectNode/object``.
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
func sharedInstance<Service>(in node: Unretained<OwnedNode>, as type: Service.Type) -> Service {
    node.with { node in
        // safe by invariant 4: `makeNode` made `node` for this same `Service`, and the instance is
        // set (not disposed) while a resolution may read it.
        if Service.self is AnyClass {
            return unsafeBitCast(unsafeDowncast(node, to: ObjectNode.self).object.unsafelyUnwrapped, to: Service.self)
        }
        // safe by invariant 4 too: a value type's node is an `InstanceNode<Service>`.
        return unsafeDowncast(node, to: InstanceNode<Service>.self).value.unsafelyUnwrapped
    }
}
