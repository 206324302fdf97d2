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
/// let app = Container(name: "app") {
///     Register(MovieRepository.self, scope: .singleton) { _ in SQLiteMovieRepository() }
///     Register(MovieListInteractor.self, scope: .scoped) { r in
///         MovieListInteractor(repository: try r.resolve())
///     }
/// }
/// let screen = app.child(name: "Movies")
/// let interactor = try screen.resolve(MovieListInteractor.self)
/// screen.dispose()   // the screen's interactor is released, its dispose hooks run
/// ```
public final class Container: Sendable, CustomStringConvertible {
    /// The container's name, as errors, the inspector and graphs print it.
    public let name: String
    /// The container this one asks when it has no registration of its own.
    public let parent: Container?
    /// Optional behaviour chosen when the container is made.
    public let options: Options

    /// The address of the current ``RegistrationTable``, retained by `state.tables` (or the shared
    /// empty table, which is never released).
    @usableFromInline let table: Atomic<UInt>
    @usableFromInline let disposed = Atomic<Bool>(false)
    /// Set by the first resolution; from then on replaced tables are kept until `deinit`.
    @usableFromInline let hasReaders = Atomic<Bool>(false)
    /// Set by a registration, cleared when the next lookup has published the new table.
    @usableFromInline let needsPublish = Atomic<Bool>(false)
    let state: Mutex<State>
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
        var entries: [Entry] = []
        var tables: [RegistrationTable] = []
        var children: [WeakContainer] = []
        /// Shared instances this container owns, in creation order; its `.scoped` instances are the
        /// ones marked so (a screen has a handful: a list beats a hash).
        var owned: [OwnedInstance] = []
        var transients: [TrackedInstance] = []
    }

    struct WeakContainer {
        weak var container: Container?
    }

    @usableFromInline
    struct OwnedInstance: @unchecked Sendable {
        let entry: Entry
        let box: AnyObject
        let isScoped: Bool
    }

    struct TrackedInstance: @unchecked Sendable {
        let entry: Entry
        weak var object: AnyObject?
    }

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - name: A name for errors and the inspector, such as `"app"` or `"Detail #1234"`.
    ///   - parent: The container to ask for services this one does not register.
    ///   - options: Optional behaviour, such as ``Options/auditTransients``.
    public init(name: String = "root", parent: Container? = nil, options: Options = []) {
        self.name = name
        self.parent = parent
        self.options = options
        self.resolutionKey = threadKey
        let empty = RegistrationTable.empty
        self.table = Atomic(UInt(bitPattern: Unmanaged.passUnretained(empty).toOpaque()))
        // The shared empty table lives for the whole process; `state.tables` needs no reference to it.
        self.state = Mutex(State())
        if let parent {
            // Lookups through this child read the parent's table: from now on the parent must keep
            // replaced tables alive, as it does after a lookup of its own.
            if !parent.hasReaders.load(ordering: .relaxed) { parent.markReaders() }
            parent.adopt(child: self)
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
    /// gets its own `.scoped` instances.
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

    /// The children that are alive and not disposed.
    public var children: [Container] {
        state.withLock { $0.children.compactMap(\.container) }
    }

    func adopt(child: Container) {
        state.withLock { state in
            state.children.removeAll { $0.container == nil }
            state.children.append(WeakContainer(container: child))
        }
    }

    func forget(child: Container) {
        state.withLock { state in
            state.children.removeAll { $0.container == nil || $0.container === child }
        }
    }

    @usableFromInline
    func markReaders() {
        hasReaders.store(true, ordering: .sequentiallyConsistent)
    }
}
