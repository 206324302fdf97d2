/// What a factory uses to resolve its own dependencies.
///
/// A factory gets the resolver of the container its instance belongs to: the resolving container
/// for transient and scoped registrations, the registering container for singletons. Resolutions
/// made through it are recorded for the dependency graph, checked for cycles, and listed in the
/// path of any error.
///
/// ```swift
/// protocol Clock: Sendable { func now() -> Double }
/// final class SearchInteractor: Sendable {}
/// final class SearchPresenter: Sendable { init(interactor: SearchInteractor, clock: any Clock) {} }
///
/// let container = Container(name: "app")
/// container.register(SearchPresenter.self) { r in
///     SearchPresenter(interactor: try r.resolve(), clock: try r.resolve((any Clock).self))
/// }
/// ```
public struct Resolver: Sendable {
    /// The container resolutions start from.
    public let container: Container
    /// The registration being built, while its dependencies are still being recorded; unretained,
    /// because the container (held strongly above) keeps its registrations alive.
    @usableFromInline let recorder: Unretained<Entry>?

    @usableFromInline
    init(container: Container, recorder: Unretained<Entry>?) {
        self.container = container
        self.recorder = recorder
    }

    /// Resolves the service registered for `Service`.
    ///
    /// - Parameters:
    ///   - type: The registered service type (inferred when omitted).
    ///   - name: The registration's name, if it has one.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError`` with the full path from the outermost resolution.
    @inlinable
    public func resolve<Service>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil
    ) throws(ResolutionError) -> Service {
        try container.resolveCounted(ServiceKey(type, name: name), (), as: type, recorder: recorder)
    }

    /// Resolves a service registered with one runtime argument.
    ///
    /// - Parameters:
    ///   - type: The registered service type.
    ///   - name: The registration's name, if it has one.
    ///   - argument: Passed to the factory.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError``.
    @inlinable
    public func resolve<Service, Argument>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try container.resolveCounted(
            ServiceKey(type, name: name, arguments: Argument.self), argument, as: type, recorder: recorder)
    }

    /// Resolves a service registered with several runtime arguments.
    ///
    /// - Parameters:
    ///   - type: The registered service type.
    ///   - name: The registration's name, if it has one.
    ///   - arguments: Passed to the factory, in the registered order.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError``.
    @inlinable
    public func resolve<Service, each Argument>(
        _ type: Service.Type = Service.self,
        name: ServiceName? = nil,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(type, name: name, arguments: (repeat each Argument).self)
        return try container.resolveCounted(key, (repeat each arguments), as: type, recorder: recorder)
    }

    /// Resolves `Service` if it is registered, `nil` only when it is not.
    ///
    /// - Parameters:
    ///   - type: The service type.
    ///   - name: The registration's name, if it has one.
    /// - Returns: The instance or `nil`.
    /// - Throws: ``ResolutionError`` for any reason but ``ResolutionError/Reason/notRegistered(alternatives:)``.
    public func optional<Service>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil
    ) throws(ResolutionError) -> Service? {
        guard let found = container.find(ServiceKey(type, name: name)) else { return nil }
        let entry = found.object
        if let recorder { container.note(recorder.object, dependsOn: entry) }
        container.beginResolution()
        defer { container.endResolution() }
        return try container.resolve(entry: entry, (), as: type)
    }

    /// Resolves a service registered with an ``InjectionKey``.
    ///
    /// - Parameter key: The key type.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError``.
    @inlinable
    public func resolve<Key: InjectionKey>(_ key: Key.Type) throws(ResolutionError) -> Key.Value {
        try resolve(Key.Value.self, name: Key.name)
    }

    /// Resolves one particular registration (used by forwarded types).
    func resolve<Service, Arguments>(entry: Entry, _ arguments: Arguments) throws(ResolutionError) -> Service {
        if let recorder { container.note(recorder.object, dependsOn: entry) }
        guard entry.key.service == ObjectIdentifier(Service.self),
            entry.key.arguments == ObjectIdentifier(Arguments.self)
        else {
            throw container.mismatch(entry, service: Service.self, arguments: Arguments.self)
        }
        container.beginResolution()
        defer { container.endResolution() }
        return try container.resolve(entry: entry, arguments, as: Service.self)
    }
}
