import Synchronization

/// A property resolved lazily, once, from the container that built the enclosing object.
///
/// Inside a factory the wrapper captures the container whose factory is running, so a view built in
/// a screen's child container gets that screen's instances. Outside any resolution it uses the
/// container bound with ``Container/current``. The value is resolved on first access and kept.
///
/// A property cannot throw: a failed resolution stops the program with the full
/// ``ResolutionError`` text. Call ``Container/verify()`` at start-up so that it never happens, or
/// use the projected value, `try $repository.resolve()`, where failure is expected.
///
/// ```swift
/// protocol Catalog: Sendable { func count() -> Int }
/// protocol Clock: Sendable { func now() -> Double }
/// struct ClockKey: InjectionKey { typealias Value = any Clock }
///
/// final class SearchInteractor {
///     @Inject var catalog: any Catalog
///     @Inject(ClockKey.self) var clock
/// }
/// ```
@propertyWrapper
public struct Inject<Value>: Sendable {
    private let storage: InjectionStorage<Value>

    /// Resolves the unnamed (or `name`d) registration of the property's type.
    ///
    /// - Parameter name: The registration's name, if it has one.
    public init(name: ServiceName? = nil) {
        storage = InjectionStorage(name: name, container: Inject.capture())
    }

    /// Resolves the registration of an ``InjectionKey``.
    ///
    /// - Parameter key: The key type; the property's type is its `Value`.
    public init<Key: InjectionKey>(_ key: Key.Type) where Key.Value == Value {
        storage = InjectionStorage(name: Key.name, container: Inject.capture())
    }

    /// The resolved service; resolved on first access.
    public var wrappedValue: Value {
        switch storage.result() {
        case .success(let value):
            return value
        case .failure(let error):
            // Deliberate trap, documented above: a property getter cannot throw. `verify()` finds this first.
            fatalError("@Inject \(Value.self): \(error)")
        }
    }

    /// Access to the resolution itself, for code that wants the error instead of a trap.
    public var projectedValue: InjectionStorage<Value> { storage }

    private static func capture() -> Container? {
        ResolutionStack.existing?.currentScope ?? Container.current
    }
}

/// The lazily resolved state behind an ``Inject`` property.
public final class InjectionStorage<Value>: Sendable {
    private let name: ServiceName?
    private let container: Container?
    private let cache = Mutex<Box<Value>?>(nil)

    init(name: ServiceName?, container: Container?) {
        self.name = name
        self.container = container
    }

    /// The container the property resolves from, if one was bound when it was made.
    public var source: Container? { container }

    /// Resolves the property now (once; later calls return the same value).
    ///
    /// - Returns: The service.
    /// - Throws: ``ResolutionError``; ``ResolutionError/Reason/notRegistered(alternatives:)`` also when no
    ///   container was bound at all.
    public func resolve() throws(ResolutionError) -> Value {
        try result().get()
    }

    func result() -> Result<Value, ResolutionError> {
        if let box = cache.withLock({ $0 }) { return .success(box.value) }
        guard let container else {
            return .failure(ResolutionError(
                reason: .notRegistered(alternatives: []),
                requested: typeName(Value.self), path: [],
                searched: ["(none: @Inject was created outside any resolution and no Container.current was bound)"]
            ))
        }
        do {
            let value = try container.resolve(Value.self, name: name)
            let box = cache.withLock { cached in
                if let cached { return cached }
                cached = Box(value)
                return cached!
            }
            return .success(box.value)
        } catch {
            return .failure(error)
        }
    }
}

extension Container {
    /// The container ``Inject`` properties use when they are created outside any resolution.
    ///
    /// Bind it for a region of code; it follows tasks, and no global variable holds it:
    ///
    /// ```swift
    /// protocol Catalog: Sendable { func count() -> Int }
    /// struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
    /// final class SearchView {
    ///     @Inject var catalog: any Catalog
    /// }
    ///
    /// let app = Container(name: "app") {
    ///     Register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
    /// }
    /// let view = Container.$current.withValue(app) {
    ///     SearchView()                    // its @Inject properties resolve from `app`
    /// }
    /// ```
    @TaskLocal public static var current: Container?
}
