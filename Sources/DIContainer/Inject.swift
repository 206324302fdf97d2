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

// Sendable only for a Sendable value: the storage caches the resolved instance, and handing it to
// another thread hands that instance over too.
extension Inject: Sendable where Value: Sendable {}
