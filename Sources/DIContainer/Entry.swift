import Synchronization

/// One registration: its key, scope, factory, the container that registered it, and its shared instance.
///
/// Immutable after it is published, except for its atomic slots and the state behind `extras`.
/// Every entry is a ``TypedEntry``, which knows the service and argument types and holds the
/// factory; this base class is what tables, stacks and containers hold. Its dependencies are in
/// `Entry+Dependencies.swift`, its disposal in `Entry+Disposal.swift`.
@usableFromInline
class Entry {
    @usableFromInline final let key: ServiceKey
    @usableFromInline final let scope: Scope
    /// Whether the entry is a ``PlainEntry`` (its factory takes no runtime arguments) rather than an ``ArgumentEntry``.
    @usableFromInline final let isPlainFactory: Bool
    /// The singleton's ``OwnedNode`` once it is built (released by the owner's `dispose()` once no
    /// resolution reads it, or by `deinit`).
    @usableFromInline final let instance = RetainedSlot<OwnedNode>()
    /// Set once the dependencies of one complete build have been recorded for the graph.
    @usableFromInline final let edgesRecorded = Atomic<Bool>(false)
    /// Set by the first `onDispose` hook, so that disposing skips the lock when there are none.
    final let hasHooks = Atomic<Bool>(false)
    final let serviceType: Any.Type
    final let argumentTypes: Any.Type
    final let takesArguments: Bool
    /// The container that registered the entry, unretained: it is read only while resolving
    /// through it or its descendants, which keep it alive; ``ownerName`` is what outlives it.
    @usableFromInline final let ownerReference: Unretained<Container>
    /// The owner's name, for messages and graphs (an edge can lead to a registration of a child
    /// that is gone).
    final let ownerName: String
    /// The registration made before this one in the same container, held by this one; stored
    /// once, under the container's lock, before any table holding this entry is published. The
    /// chain keeps every registration of a container alive (tables point into it without
    /// retaining).
    @usableFromInline final let previous = RetainedSlot<Entry>()
    /// The first dependencies recorded, in place, so recording them allocates nothing; more go to
    /// the extras.
    final let inlineDependencies = DependencySlots()
    /// The class last disposed and whether it is ``Disposable`` (bit 0): conformance checks are slow.
    final let disposableClass = Atomic<UInt>(0)
    /// The ``EntryExtras``, made when first needed: most registrations never need one, and making
    /// and releasing them is what a screen's registrations cost.
    final let extrasSlot = RetainedSlot<EntryExtras>()

    /// The container that registered the entry (see ``ownerReference``).
    @inlinable
    final var owner: Container { ownerReference.object }

    /// The extras if they were made, without making them.
    final var existingExtras: EntryExtras? {
        extrasSlot.load()?.object
    }

    /// What few registrations need: hooks, forwarded types, more dependencies, the weak instance.
    @usableFromInline
    final var extras: EntryExtras {
        if let made = extrasSlot.load() { return made.object }
        return extrasSlot.storeIfEmpty(EntryExtras()).object
    }

    init(
        key: ServiceKey, scope: Scope, owner: borrowing Container, isPlainFactory: Bool, serviceType: Any.Type,
        argumentTypes: Any.Type
    ) {
        self.key = key
        self.scope = scope
        self.isPlainFactory = isPlainFactory
        self.serviceType = serviceType
        self.argumentTypes = argumentTypes
        self.takesArguments = argumentTypes != Void.self
        self.ownerReference = Unretained(owner)
        self.ownerName = owner.name
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
        // Unlink the registration chain iteratively: a long chain released recursively could
        // exhaust the stack.
        var pending = previous.take()
        while var current = pending {
            pending = nil
            guard isKnownUniquelyReferenced(&current) else { break }
            pending = current.previous.take()
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
}

/// The state of a registration that most never need, made on first use.
@usableFromInline
final class EntryExtras {
    let state = Mutex(State())
    /// The `.weak` scope's instance; read and written only under ``CreationLock``.
    @usableFromInline weak var weakInstance: AnyObject?

    struct State {
        var disposeHooks: [@Sendable (Any) -> Void] = []
        /// Dependencies beyond those recorded in place.
        var dependencies: [Entry] = []
        var forwardedTypes: [String] = []
        var displayName: String?
    }
}
