/// One registration written inside a ``Module`` or `Container { ... }`.
///
/// ```swift
/// protocol Statistics: Sendable { func movieCount() -> Int }
/// final class MovieDatabase: Statistics {
///     init(path: String) throws {}
///     func movieCount() -> Int { 58_788 }
///     func close() {}
/// }
/// final class DetailPresenter: Sendable {
///     init(movieID: Int, statistics: any Statistics) {}
/// }
///
/// let detail = Module("Detail") {
///     Register(MovieDatabase.self, scope: .singleton) { _ in try MovieDatabase(path: "movies.sqlite") }
///         .implements((any Statistics).self)
///         .onDispose { $0.close() }
///     Register(DetailPresenter.self) { (r, movieID: Int) in
///         DetailPresenter(movieID: movieID, statistics: try r.resolve())
///     }
/// }
/// ```
///
/// A shared scope needs a `Sendable` service; without `scope:` the registration is transient and
/// takes any type.
public struct Register<Service>: ModuleComponent {
    private let add: @Sendable (Container) -> Registration<Service>
    private var decorations: [@Sendable (Registration<Service>) -> Void] = []

    /// A transient registration without runtime arguments: a new instance for every resolution,
    /// so `Service` need not be `Sendable`.
    ///
    /// - Parameters:
    ///   - type: The service type callers resolve.
    ///   - name: A name telling apart several registrations of the same type.
    ///   - factory: Builds the service.
    public init(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) {
        add = { $0.register(type, name: name, factory: factory) }
    }

    /// A registration without runtime arguments, with any lifetime; a shared lifetime hands one
    /// instance to every thread, so `Service` must be `Sendable` (or wrapped in ``UncheckedSendable``).
    ///
    /// - Parameters:
    ///   - type: The service type callers resolve.
    ///   - name: A name telling apart several registrations of the same type.
    ///   - scope: How long instances live and who shares them.
    ///   - factory: Builds the service.
    public init(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        scope: Scope,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) where Service: Sendable {
        add = { $0.register(type, name: name, scope: scope, factory: factory) }
    }

    /// A transient registration whose factory takes runtime arguments; `Service` need not be `Sendable`.
    ///
    /// - Parameters:
    ///   - type: The service type callers resolve.
    ///   - name: A name telling apart several registrations of the same type.
    ///   - factory: Builds the service from a resolver and the arguments.
    public init<each Argument>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        factory: @escaping @Sendable (Resolver, repeat each Argument) throws -> Service
    ) {
        add = { $0.register(type, name: name, factory: factory) }
    }

    /// A registration whose factory takes runtime arguments, with any lifetime; a shared lifetime
    /// needs a `Sendable` service.
    ///
    /// - Parameters:
    ///   - type: The service type callers resolve.
    ///   - name: A name telling apart several registrations of the same type.
    ///   - scope: How long instances live and who shares them.
    ///   - factory: Builds the service from a resolver and the arguments.
    public init<each Argument>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        scope: Scope,
        factory: @escaping @Sendable (Resolver, repeat each Argument) throws -> Service
    ) where Service: Sendable {
        add = { $0.register(type, name: name, scope: scope, factory: factory) }
    }

    /// A transient registration under an ``InjectionKey``.
    ///
    /// - Parameters:
    ///   - key: The key the registration answers to.
    ///   - factory: Builds the service.
    public init<Key: InjectionKey>(
        _ key: Key.Type,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) where Key.Value == Service {
        let name = Key.name
        add = { $0.register(Service.self, name: name, factory: factory) }
    }

    /// A registration under an ``InjectionKey``, with any lifetime; a shared lifetime needs a
    /// `Sendable` service.
    ///
    /// - Parameters:
    ///   - key: The key the registration answers to.
    ///   - scope: How long instances live and who shares them.
    ///   - factory: Builds the service.
    public init<Key: InjectionKey>(
        _ key: Key.Type,
        scope: Scope,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) where Key.Value == Service, Service: Sendable {
        let name = Key.name
        add = { $0.register(Service.self, name: name, scope: scope, factory: factory) }
    }

    /// Also answers for each of `types`; see ``Registration/implements(_:)``.
    ///
    /// - Parameter types: Protocols the service implements.
    /// - Returns: The registration with the forwarding added.
    public func implements<each Other>(_ types: repeat (each Other).Type) -> Register<Service> {
        var copy = self
        copy.decorations.append { registration in
            registration.implements(repeat each types)
        }
        return copy
    }

    /// Adds a dispose hook; see ``Registration/onDispose(_:)``.
    ///
    /// - Parameter hook: Receives the instance being released.
    /// - Returns: The registration with the hook added.
    public func onDispose(_ hook: @escaping @Sendable (Service) -> Void) -> Register<Service> {
        var copy = self
        copy.decorations.append { $0.onDispose(hook) }
        return copy
    }

    /// Adds the registration to `container`.
    ///
    /// - Parameter container: The container being configured.
    public func install(into container: Container) {
        let registration = add(container)
        for decorate in decorations { decorate(registration) }
    }
}
