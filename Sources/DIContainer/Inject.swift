import Synchronization

/// A property resolved lazily, once, from the container that built the enclosing object.
///
/// The wrapper captures its container when the enclosing object is made, nearest first:
///
/// 1. the container whose factory is running, so a view built in a screen's child container gets
///    that screen's instances;
/// 2. outside any resolution, the container bound with ``Container/current``;
/// 3. otherwise ``Container/shared``, the process-wide root container (or the one a test bound
///    with ``Container/withShared(_:operation:)``).
///
/// The value is resolved on first access and kept. The wrapper holds its container weakly, before
/// and after the value is resolved: an object with `@Inject` properties never keeps its container
/// alive, so a screen's child container that is dropped goes at once, with the scoped instances it
/// owns, even when one of them has unread `@Inject` properties. Reading such a property after its
/// container is gone is an error, ``ResolutionError/Reason/containerReleased(container:)``.
/// The one exception is the process-wide ``Container/shared`` (not a task's override of it): it
/// lives as long as the process by design, so a property bound to it keeps it, and keeps working
/// after ``Container/setShared(_:)`` replaces it.
///
/// A property cannot throw, and a failure never stops the program: the property is declared
/// optional, reads `nil` when its service cannot be resolved, and the projected value gives the
/// reason as a typed error, `try $repository.resolve()` (a ``ResolutionError``: not registered, a
/// cycle, a factory that threw, the container released). A later read tries again.
///
/// Prefer constructor injection (`init(repository:)`, resolved by the factory) where you can: the
/// dependency is visible in the type's interface, it is resolved when the object is built (so
/// `verify()` and the factory's `throws` report a missing one, not a `nil` on first use), and the
/// object does not depend on which container was current when it was made. `@Inject` is for
/// objects the container does not build, or whose initializer a framework fixes.
///
/// ```swift
/// protocol Catalog: Sendable { func count() -> Int }
/// protocol Clock: Sendable { func now() -> Double }
/// struct ClockKey: InjectionKey { typealias Value = any Clock }
///
/// final class SearchInteractor {
///     @Inject var catalog: (any Catalog)?
///     @Inject(ClockKey.self) var clock
///
///     func total() throws(ResolutionError) -> Int {
///         try $catalog.resolve().count()   // the reason, when it cannot be resolved
///     }
/// }
/// ```
@propertyWrapper
public struct Inject<Value> {
    private let storage: InjectionStorage<Value>

    /// Resolves the unnamed (or `name`d) registration of the property's type.
    ///
    /// - Parameter name: The registration's name, if it has one.
    public init(name: ServiceName? = nil) {
        let (container, isProcessWide) = Inject.capture()
        storage = InjectionStorage(name: name, container: container, retained: isProcessWide)
    }

    /// Resolves the registration of an ``InjectionKey``.
    ///
    /// - Parameter key: The key type; the property's type is its `Value`.
    public init<Key: InjectionKey>(_ key: Key.Type) where Key.Value == Value {
        let (container, isProcessWide) = Inject.capture()
        storage = InjectionStorage(name: Key.name, container: container, retained: isProcessWide)
    }

    /// The resolved service, resolved on first access; `nil` when it cannot be resolved, including
    /// when the container the property resolves from has been released (`try $property.resolve()`
    /// says why).
    public var wrappedValue: Value? {
        try? storage.resolve()
    }

    /// Access to the resolution itself, for code that wants the error: `try $property.resolve()`.
    public var projectedValue: InjectionStorage<Value> { storage }

    /// The container to resolve from, and whether it is the process-wide ``Container/shared``.
    private static func capture() -> (Container, isProcessWide: Bool) {
        if let scope = ResolutionStack.existing?.currentScope { return (scope, false) }
        if let current = Container.current { return (current, false) }
        return Container.sharedBinding
    }
}

/// The lazily resolved state behind an ``Inject`` property.
///
/// It references its container weakly and never retains it: not before the value is resolved,
/// and not after (the resolved value is cached on its own). The one exception is the process-wide
/// ``Container/shared``, which it retains: that container lives for the process anyway, and a
/// weak reference to an object alive at exit shows up as a leak under LeakSanitizer.
public final class InjectionStorage<Value> {
    private let name: ServiceName?
    /// The container's name, kept for the error when the container is gone.
    private let containerName: String
    private let state: Mutex<State>

    /// The container (weakly, or strongly when it is the process-wide root) and, once resolved,
    /// the value.
    private struct State {
        weak var container: Container?
        var processRoot: Container?
        var value: CacheBox<Value>?
    }

    init(name: ServiceName?, container: Container, retained: Bool) {
        self.name = name
        self.containerName = container.name
        self.state = Mutex(
            retained
                ? State(container: nil, processRoot: container, value: nil)
                : State(container: container, processRoot: nil, value: nil))
    }

    /// The container the property resolves (or resolved) from, while that container is alive;
    /// `nil` once it has been released.
    public var source: Container? {
        state.withLock { $0.container ?? $0.processRoot }
    }

    /// Resolves the property now (once; later calls return the same value).
    ///
    /// - Returns: The service.
    /// - Throws: ``ResolutionError``; ``ResolutionError/Reason/containerReleased(container:)`` when
    ///   the container the property was bound to has been released before the first read.
    public func resolve() throws(ResolutionError) -> Value {
        try result().get()
    }

    func result() -> Result<Value, ResolutionError> {
        let (cached, source) = state.withLock { ($0.value, $0.container ?? $0.processRoot) }
        if let cached { return .success(cached.value) }
        guard let container = source else {
            return .failure(
                ResolutionError(
                    reason: .containerReleased(container: containerName),
                    requested: typeName(Value.self), path: [], searched: [containerName]
                ))
        }
        do {
            let value = try container.resolve(Value.self, name: name)
            let box = state.withLock { state in
                if let cached = state.value { return cached }
                let box = CacheBox(value)
                state.value = box
                return box
            }
            return .success(box.value)
        } catch {
            return .failure(error)
        }
    }
}

// Sendable only for a Sendable value: the storage caches the resolved instance, and handing it to
// another thread hands that instance over too.
extension Inject: Sendable where Value: Sendable {}

extension InjectionStorage: Sendable where Value: Sendable {}

extension Container {
    /// The container ``Inject`` properties use when they are created outside any resolution.
    ///
    /// Bind it for a region of code; it follows tasks, and no global variable holds it:
    ///
    /// ```swift
    /// protocol Catalog: Sendable { func count() -> Int }
    /// struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
    /// final class SearchView {
    ///     @Inject var catalog: (any Catalog)?
    /// }
    ///
    /// let app = Container(name: "app") {
    ///     Register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
    /// }
    /// let view = Container.$current.withValue(app) {
    ///     SearchView()                    // its @Inject properties resolve from `app`
    /// }
    /// ```
    ///
    /// When it is not bound, ``Inject`` falls back to ``shared``.
    @TaskLocal public static var current: Container?
}
