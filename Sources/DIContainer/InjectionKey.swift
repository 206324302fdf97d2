/// A type that stands for one service, binding a key to its value type at compile time.
///
/// Declare a key once; registration and resolution by key cannot disagree on the type.
///
/// ```swift
/// protocol Clock: Sendable { func now() -> Double }
/// struct FixedClock: Clock { func now() -> Double { 0 } }
/// struct ClockKey: InjectionKey {
///     typealias Value = any Clock
/// }
///
/// let container = Container(name: "app") {
///     Module(ClockKey.self, scope: .singleton) { _ in FixedClock() }
/// }
/// let clock = try container.resolve(ClockKey.self)
///
/// final class Stopwatch {
///     @Inject(ClockKey.self) var clock
/// }
/// ```
public protocol InjectionKey {
    /// The type of the service the key stands for.
    associatedtype Value
    /// The registration name the key uses; `nil` (the default) shares the unnamed registration of
    /// ``Value``, so `@Inject var x: Value?` and `@Inject(Key.self)` resolve the same instance.
    static var name: ServiceName? { get }
}

extension InjectionKey {
    /// No name: the key resolves the unnamed registration of its ``Value``.
    public static var name: ServiceName? { nil }
}

extension Container {
    /// Registers the service a key stands for, transient: a new instance for every resolution.
    ///
    /// - Parameters:
    ///   - key: The key type.
    ///   - factory: Builds the service.
    /// - Returns: A handle to add forwarded types or dispose hooks.
    @discardableResult
    public func register<Key: InjectionKey>(
        _ key: Key.Type,
        factory: @escaping @Sendable (Resolver) throws -> Key.Value
    ) -> Registration<Key.Value> {
        register(Key.Value.self, name: Key.name, factory: factory)
    }

    /// Registers the service a key stands for, with any lifetime; a shared lifetime needs a
    /// `Sendable` service (or one wrapped in ``UncheckedSendable``).
    ///
    /// - Parameters:
    ///   - key: The key type.
    ///   - scope: How long instances live and who shares them.
    ///   - factory: Builds the service.
    /// - Returns: A handle to add forwarded types or dispose hooks.
    @discardableResult
    public func register<Key: InjectionKey>(
        _ key: Key.Type,
        scope: Scope,
        factory: @escaping @Sendable (Resolver) throws -> Key.Value
    ) -> Registration<Key.Value> where Key.Value: Sendable {
        register(Key.Value.self, name: Key.name, scope: scope, factory: factory)
    }

    /// Resolves the service a key stands for.
    ///
    /// - Parameter key: The key type.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError``.
    @inlinable
    public func resolve<Key: InjectionKey>(_ key: Key.Type) throws(ResolutionError) -> Key.Value {
        try resolve(Key.Value.self, name: Key.name)
    }
}
