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

    /// The current ``RegistrationTable``, published for lock-free lookups.
    @usableFromInline let table = PublishedTable()
    @usableFromInline let disposed = Atomic<Bool>(false)
    /// Set by the first resolution; from then on replaced tables are kept until `deinit`.
    @usableFromInline let hasReaders = Atomic<Bool>(false)
    /// Set by a registration, cleared when the next lookup has published the new table.
    @usableFromInline let needsPublish = Atomic<Bool>(false)
    /// The shared instances this container owns, newest first. Pushed under ``CreationLock`` and
    /// read without a lock by resolutions; `dispose()` takes the list, and introspection reads its
    /// head, under `lock`. The list stays intact while `activeResolutions` is not zero.
    @usableFromInline let owned = OwnedList()
    /// How many of the slots of `State.children` hold a child: a hint read without the lock.
    let linkedChildren = Atomic<Int>(0)
    /// This container's place in its parent's ``ChildSlots`` (unused for a root).
    let link = ChildLink()
    /// How many resolutions from this container are running now: ``dispose()`` waits for them to
    /// finish before it releases anything they may be reading.
    @usableFromInline let activeResolutions = Atomic<Int>(0)
    /// Whether transient class instances are audited (``Options/auditTransients``).
    let auditsTransients: Bool
    /// Guards the registrations, the audited transients, the list of children and the
    /// publication of registrations.
    let lock = Mutex<State>(State())
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
        /// The newest registration; each holds the one made before it, so the chain keeps every
        /// registration of the container alive (tables point into it without retaining).
        var last: Entry?
        var count = 0
        /// The live children, each held weakly: a child unlinks itself when it is disposed or released.
        var children = ChildSlots()
        /// The transient class instances built, with ``Options/auditTransients``.
        var transients: [TrackedInstance] = []
    }

    /// A transient instance audited by its container: its registration and the instance, weakly.
    struct TrackedInstance {
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
        self.auditsTransients = options.contains(.auditTransients)
        if let parent {
            // Lookups through this child read the parent's table: from now on the parent must keep
            // replaced tables alive, as it does after a lookup of its own.
            if !parent.hasReaders.load(ordering: .relaxed) { parent.markReaders() }
            parent.link(child: self)
            // A child of a disposed container is born disposed: its scope ended with its parent's.
            // (Checked after linking, so that a parent disposed meanwhile either takes this child
            // with its own children or leaves it to this call; it is disposed once either way.)
            // (Sequentially consistent, like the parent's count of linked children that `dispose()`
            // reads after setting `disposed`.)
            if parent.disposed.load(ordering: .sequentiallyConsistent) { dispose() }
        }
    }

    deinit {
        unlinkFromParent()
        // Nothing else reads the owned list any more. A singleton's registration holds its node
        // and the node holds the registration: let go of the registration's side, as dispose()
        // does, or neither ever goes.
        if let head = owned.take() {
            OwnedNode.walk(from: head) { node in
                if !node.isScoped { _ = node.entry.instance.take() }
            }
        }
        // A registration that recorded another as a dependency retains it: break those edges, so
        // that a long run of registrations each holding the next goes without recursion, and a
        // registration that outlives the container (recorded as a dependency by an ancestor's, or
        // listed by a disposal report) keeps only itself. Nothing reads this container's graph
        // once it is gone.
        let last = lock.withLock { $0.last.take() }
        Entry.walkChain(from: last) { $0.forgetDependencies() }
        // Cut the chain link by link: a registration that outlives the container keeps only
        // itself, and a long chain goes without recursion.
        var next = last
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
        // Released after the lock: a reference taken here may be a child's last.
        let alive = lock.withLock { $0.children.alive() }
        return alive.sorted { $0.number < $1.number }.map(\.child)
    }

    /// Runs `body` on the state, holding the lock.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&$0) }
    }

    /// Gives `child`, made by its `init`, a slot among this container's children.
    func link(child: Container) {
        lock.withLock { state in
            let (index, number) = state.children.link(child)
            child.link.index.store(index, ordering: .relaxed)
            child.link.number.store(number, ordering: .relaxed)
            child.link.isLinked.store(true, ordering: .relaxed)
            linkedChildren.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Leaves the parent's slots, if this container still has one.
    func unlinkFromParent() {
        // Once unlinked a child is never linked again: no lock is needed to see that.
        guard link.isLinked.load(ordering: .acquiring) else { return }
        parent?.unlink(self)
    }

    /// Empties the slot of `child`, if it still has one.
    func unlink(_ child: Container) {
        lock.withLock { state in
            guard child.link.isLinked.load(ordering: .relaxed) else { return }
            let index = child.link.index.load(ordering: .relaxed)
            let number = child.link.number.load(ordering: .relaxed)
            if state.children.unlink(index: index, number: number) {
                linkedChildren.wrappingSubtract(1, ordering: .relaxed)
            }
            child.link.isLinked.store(false, ordering: .releasing)
        }
    }

    /// Empties the slots of children and returns the children alive, newest first.
    func detachChildren() -> [Container] {
        guard linkedChildren.load(ordering: .sequentiallyConsistent) != 0 else { return [] }
        let alive = lock.withLock { state in
            let alive = state.children.alive()
            state.children.removeAll()
            linkedChildren.store(0, ordering: .relaxed)
            // Only the children alive are touched (through the strong references just taken): a
            // child whose release has begun finds its slot gone when it comes to unlink itself.
            for (_, child) in alive { child.link.isLinked.store(false, ordering: .releasing) }
            return alive
        }
        return alive.sorted { $0.number > $1.number }.map(\.child)
    }

    @usableFromInline
    func markReaders() {
        hasReaders.store(true, ordering: .sequentiallyConsistent)
    }
}
