import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A dependency-injection container: registrations keyed by type identity, resolved on demand,
/// arranged in a tree of parent and child containers whose scopes end with ``dispose()``.
///
/// A child sees its ancestors' registrations and may override them without affecting its parent or
/// siblings; a parent never sees a child's. Resolution is lock-free for lookups and built singletons,
/// so any number of threads may resolve at once; shared instances are built exactly once.
///
/// ```swift
/// protocol Catalog: Sendable { func count() -> Int }
/// struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
/// final class SearchInteractor: Sendable {
///     let catalog: any Catalog
///     init(catalog: any Catalog) { self.catalog = catalog }
/// }
///
/// let app = Container(name: "app") {
///     Register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
///     Register(SearchInteractor.self, scope: .scoped) { r in
///         SearchInteractor(catalog: try r.resolve())
///     }
/// }
/// let screen = app.child(name: "Search")
/// let interactor = try screen.resolve(SearchInteractor.self)
/// screen.dispose()   // the screen's interactor is released, its dispose hooks run
/// ```
public final class Container: Sendable, CustomStringConvertible {
    /// The container's name, as errors, the inspector and graphs print it.
    public let name: String
    /// The container this one asks when it has no registration of its own.
    public let parent: Container?
    /// Optional behaviour chosen when the container is made.
    public let options: Options

    /// The address of the current ``RegistrationTable`` (a ``TableHeader``), or 0 before the
    /// first lookup after the first registration.
    // safe because this container frees the table only in `deinit`; a replaced one is kept by its
    // successor (`retired`) until then, so a lookup still reading it finds it intact.
    @usableFromInline let table = Atomic<UInt>(0)
    @usableFromInline let disposed = Atomic<Bool>(false)
    /// Set by the first resolution; from then on replaced tables are kept until `deinit`.
    @usableFromInline let hasReaders = Atomic<Bool>(false)
    /// Set by a registration, cleared when the next lookup has published the new table.
    @usableFromInline let needsPublish = Atomic<Bool>(false)
    /// The newest shared instance this container owns (an ``OwnedNode``, retained); each node links
    /// to the one built before. Pushed under ``CreationLock`` and read without a lock by resolutions;
    /// `dispose()` takes the list, and introspection reads its head, under `lock`.
    // safe because the head is retained while its address is here, and `dispose()` takes it away
    // only once `activeResolutions` is zero and new resolutions see `disposed`.
    @usableFromInline let ownedHead = Atomic<UInt>(0)
    /// The address of the newest live child's ``linkHandle`` (unretained), under `lock`; the
    /// handles link to each other through their `links`. A child unlinks itself when it is
    /// disposed or released.
    // safe because a child holds its handle until its `deinit` has unlinked it under this
    // container's lock, and every walk of the list holds that lock. The walks touch only handles,
    // never a child itself: a reference to a child taken and dropped under the lock could be its
    // last, and its `deinit` would then wait on the lock this thread holds.
    let firstChild = Atomic<UInt>(0)
    /// This container, weakly: what its parent reaches it through. Made when it is linked, while
    /// it is surely alive; the parent takes strong references to its children through it, under its
    /// lock, and reads `nil` once this container's release has begun (a release already under way
    /// must not be undone by a new strong reference).
    // nonisolated(unsafe) is safe because it is written once, in `link(child:)` during `init`,
    // before any other thread can see this container, and only read after that.
    nonisolated(unsafe) var linkHandle: WeakContainer?
    /// How many resolutions from this container are running now: ``dispose()`` waits for them to
    /// finish before it releases anything they may be reading.
    @usableFromInline let activeResolutions = Atomic<Int>(0)
    /// The transient class instances built, with ``Options/auditTransients`` (under `lock`).
    let transientLog: TransientLog?
    /// Guards `locked`, the list of children and the publication of registrations.
    let lock = Mutex<Void>(())
    /// The state behind `lock` (a plain stored property, so that releasing a container releases
    /// its fields directly instead of through a generic `Mutex<State>`).
    // nonisolated(unsafe) is safe because `locked` is read and written only under `lock` (or in
    // `deinit`, when no other reference is left); @exclusivity(unchecked) because the lock, not a
    // dynamic check, is what keeps accesses apart.
    @exclusivity(unchecked) nonisolated(unsafe) var locked = State()
    /// ``threadKey``, read once here so that resolutions skip the global's initialisation check.
    let resolutionKey: pthread_key_t?

    /// Options of a container.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Keep a weak reference to every transient class instance this container builds, so that
        /// ``dispose()`` reports the ones still alive (debug builds, tests).
        @inlinable public static var auditTransients: Options { Options(rawValue: 1 << 0) }
    }

    struct State {
        /// The newest registration; each links to the one made before it.
        var last: Entry?
        var count = 0
    }

    /// The transient instances a container audits, under its lock.
    // @unchecked Sendable because `instances` is read and written only under the container's lock.
    final class TransientLog: @unchecked Sendable {
        var instances: [TrackedInstance] = []
    }

    /// A weak reference to a container, and the container's place in its parent's list of children.
    final class WeakContainer: Sendable {
        weak let container: Container?
        /// The neighbouring children's handles, under the parent's lock.
        let links = SiblingLinks()

        init(_ container: Container) {
            self.container = container
        }
    }

    /// A child's place in its parent's list of children: the addresses of its neighbours' handles
    /// (0 for none) and whether it is in the list. Atomics, so that reading them needs no
    /// exclusivity check; they change only under the parent's lock.
    // The addresses are safe to follow under that lock: a sibling unlinks itself under it before
    // its memory goes.
    struct SiblingLinks: ~Copyable {
        let next = Atomic<UInt>(0)
        let previous = Atomic<UInt>(0)
        let isLinked = Atomic<Bool>(false)
    }

    // @unchecked Sendable because a tracked instance is made, read and dropped under the
    // container's lock, and `object` is only compared with `nil` (never used) outside it.
    struct TrackedInstance: @unchecked Sendable {
        let entry: Entry
        weak var object: AnyObject?
    }

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - name: A name for errors and the inspector, such as `"app"` or `"Detail #1234"`.
    ///   - parent: The container to ask for services this one does not register. If it has been
    ///     disposed, the new container starts disposed too.
    ///   - options: Optional behaviour, such as ``Options/auditTransients``.
    public init(name: String = "root", parent: Container? = nil, options: Options = []) {
        self.name = name
        self.parent = parent
        self.options = options
        self.resolutionKey = threadKey
        self.transientLog = options.contains(.auditTransients) ? TransientLog() : nil
        if let parent {
            // Lookups through this child read the parent's table: from now on the parent must keep
            // replaced tables alive, as it does after a lookup of its own.
            if !parent.hasReaders.load(ordering: .relaxed) { parent.markReaders() }
            parent.link(child: self)
            // A child of a disposed container is born disposed: its scope ended with its parent's.
            // (Checked after linking, so that a parent disposed meanwhile either takes this child
            // with its own children or leaves it to this call; it is disposed once either way.)
            if parent.isDisposed { dispose() }
        }
    }

    deinit {
        unlinkFromParent()
        // The walks below take no references: this container is the last owner of its owned list
        // and its registration chain, and holds them until the end of `deinit`.
        // Nothing else reads the list any more: no atomic exchange needed.
        if let raw = UnsafeRawPointer(bitPattern: ownedHead.load(ordering: .acquiring)) {
            let owned = Unmanaged<OwnedNode>.fromOpaque(raw).takeRetainedValue()
            // A singleton's registration holds its node and the node holds the registration: let go
            // of the registration's side, as dispose() does, or neither ever goes.
            var node = Optional(Unmanaged.passUnretained(owned))
            while let current = node {
                node = current.withReference { node in
                    if !node.isScoped, let raw = node.entry.instance.exchange(nil, ordering: .acquiringAndReleasing) {
                        Unmanaged<OwnedNode>.fromOpaque(raw).release()
                    }
                    return node.nextAddress
                }
            }
        }
        // A registration that recorded a later one of this container as a dependency retains it,
        // and the later one retains it back through its chain: break those edges, or the chain
        // never goes. Nothing reads this container's graph once it is gone.
        var entry = locked.last.map { Unmanaged.passUnretained($0) }
        while let current = entry {
            entry = current.withReference { entry in
                entry.forgetDependencies()
                return entry.previousAddress
            }
        }
        if let table = UnsafeMutablePointer<TableHeader>(bitPattern: table.load(ordering: .acquiring)) {
            RegistrationTable.free(table)
        }
        // Cut the chain link by link: a registration that outlives the container (recorded as a
        // dependency by an ancestor's, or listed by a disposal report) keeps only itself, and a
        // long chain goes without recursion.
        var next = locked.last.take()
        while let entry = next {
            next = entry.previous.take()
        }
    }

    /// Creates a container and installs the registrations written in `content`.
    ///
    /// - Parameters:
    ///   - name: A name for errors and the inspector.
    ///   - parent: The container to ask for services this one does not register.
    ///   - options: Optional behaviour.
    ///   - content: Registrations and modules, with `if`, `for` and optionals.
    public convenience init(
        name: String = "root",
        parent: Container? = nil,
        options: Options = [],
        @ModuleBuilder _ content: () -> [any ModuleComponent]
    ) {
        self.init(name: name, parent: parent, options: options)
        install(Module(name, content))
    }

    /// Makes a child container: it sees this container's registrations, may override them, and
    /// gets its own `.scoped` instances. A child of a disposed container is disposed already.
    ///
    /// - Parameter name: The child's name, such as the route of the screen it serves.
    /// - Returns: The child; ``dispose()`` it when its scope ends (disposing this container does too).
    public func child(name: String) -> Container {
        Container(name: name, parent: self, options: options)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// The container's name and its ancestors', nearest first.
    public var lineage: [String] {
        var names: [String] = []
        var current: Container? = self
        while let container = current {
            names.append(container.name)
            current = container.parent
        }
        return names
    }

    /// `Container("Detail #12" ← "app")`.
    public var description: String {
        "Container(" + lineage.map { "\"\($0)\"" }.joined(separator: " ← ") + ")"
    }

    /// The children that are alive and not disposed, in creation order.
    public var children: [Container] {
        lock.withLock { _ in
            var alive: [Container] = []
            var address = firstChild.load(ordering: .relaxed)
            while let raw = UnsafeRawPointer(bitPattern: address) {
                if let child = strongChild(at: address) { alive.append(child) }
                address = Unmanaged<WeakContainer>.fromOpaque(raw).withReference {
                    $0.links.next.load(ordering: .relaxed)
                }
            }
            return alive.reversed()
        }
    }

    /// A strong reference to the child whose handle is at `address` (under this container's
    /// lock), or `nil` when there is none or its release has begun (its `deinit` waits on the lock
    /// to unlink itself, but its weak reference already reads `nil`). The caller releases the
    /// reference after the lock: it may be the last.
    private func strongChild(at address: UInt) -> Container? {
        guard let raw = UnsafeRawPointer(bitPattern: address) else { return nil }
        // safe because a linked child holds its handle until it has unlinked it under this
        // container's lock, which the caller holds.
        return Unmanaged<WeakContainer>.fromOpaque(raw).withReference { $0.container }
    }

    /// Runs `body` on the state, holding the lock.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { _ in body(&locked) }
    }

    func link(child: Container) {
        let handle = WeakContainer(child)
        child.linkHandle = handle
        let address = UInt(bitPattern: Unmanaged.passUnretained(handle).toOpaque())
        lock.withLock { _ in
            let first = firstChild.load(ordering: .relaxed)
            handle.links.next.store(first, ordering: .relaxed)
            handle.links.previous.store(0, ordering: .relaxed)
            if let raw = UnsafeRawPointer(bitPattern: first) {
                Unmanaged<WeakContainer>.fromOpaque(raw).withReference {
                    $0.links.previous.store(address, ordering: .relaxed)
                }
            }
            firstChild.store(address, ordering: .relaxed)
            handle.links.isLinked.store(true, ordering: .relaxed)
        }
    }

    /// Leaves the parent's list of children, if this container is still in it.
    func unlinkFromParent() {
        guard let handle = linkHandle, handle.links.isLinked.load(ordering: .acquiring) else { return }
        parent?.unlink(child: self)
    }

    /// Removes `child` from the list of children, if it is still there.
    func unlink(child: Container) {
        // Once unlinked a child is never linked again: no lock is needed to see that.
        guard let handle = child.linkHandle, handle.links.isLinked.load(ordering: .acquiring) else { return }
        lock.withLock { _ in
            guard handle.links.isLinked.load(ordering: .relaxed) else { return }
            let next = handle.links.next.load(ordering: .relaxed)
            let previous = handle.links.previous.load(ordering: .relaxed)
            if let raw = UnsafeRawPointer(bitPattern: next) {
                Unmanaged<WeakContainer>.fromOpaque(raw).withReference {
                    $0.links.previous.store(previous, ordering: .relaxed)
                }
            }
            if let raw = UnsafeRawPointer(bitPattern: previous) {
                Unmanaged<WeakContainer>.fromOpaque(raw).withReference { $0.links.next.store(next, ordering: .relaxed) }
            } else {
                firstChild.store(next, ordering: .relaxed)
            }
            handle.links.isLinked.store(false, ordering: .releasing)
        }
    }

    /// Empties the list of children and returns the ones alive, newest first.
    func detachChildren() -> [Container] {
        guard firstChild.load(ordering: .acquiring) != 0 else { return [] }
        return lock.withLock { _ in
            var alive: [Container] = []
            var address = firstChild.load(ordering: .relaxed)
            while let raw = UnsafeRawPointer(bitPattern: address) {
                if let child = strongChild(at: address) { alive.append(child) }
                // Read the link first: once marked unlinked, a child being released no longer
                // waits on the lock, and may let go of its handle at any moment.
                address = Unmanaged<WeakContainer>.fromOpaque(raw).withReference { handle in
                    let next = handle.links.next.load(ordering: .relaxed)
                    handle.links.isLinked.store(false, ordering: .releasing)
                    return next
                }
            }
            firstChild.store(0, ordering: .relaxed)
            return alive
        }
    }

    @usableFromInline
    func markReaders() {
        hasReaders.store(true, ordering: .sequentiallyConsistent)
    }
}
