/// A handle to a registration, to forward more types to it or to add dispose hooks.
///
/// ```swift
/// protocol Catalog: Sendable { func count() -> Int }
/// protocol Watchlist: Sendable { func add(movieID: Int) }
/// final class FileStore: Catalog, Watchlist {
///     init(path: String) throws {}
///     func count() -> Int { 58_788 }
///     func add(movieID: Int) {}
///     func close() {}
/// }
///
/// let container = Container(name: "app")
/// container.register(FileStore.self, scope: .singleton) { _ in try FileStore(path: "movies.sqlite") }
///     .implements((any Catalog).self, (any Watchlist).self)
///     .onDispose { store in store.close() }
/// ```
public struct Registration<Service>: Sendable {
    /// The container the registration belongs to.
    public let container: Container
    let entry: Entry

    @usableFromInline
    init(container: Container, entry: Entry) {
        self.container = container
        self.entry = entry
    }

    /// The scope the registration was made with.
    public var scope: Scope { entry.scope }

    /// Makes the registration also answer for each of `types`, under the same name.
    ///
    /// Resolving one of them returns the instance the registration makes (the same one for shared
    /// scopes), seen as that type. An instance that does not conform throws
    /// ``ResolutionError/Reason/forwardingFailed(instance:)``, and ``Container/verify()`` reports it.
    ///
    /// - Parameter types: Protocols (or superclasses) the service also implements.
    /// - Returns: This handle, to chain more calls.
    @discardableResult
    public func implements<each Other>(_ types: repeat (each Other).Type) -> Registration<Service> {
        for type in repeat each types {
            forward(to: type)
        }
        return self
    }

    private func forward<Other>(to type: Other.Type) {
        entry.extras.state.withLock { $0.forwardedTypes.append(typeName(type)) }
        // The forwarder takes the same runtime arguments as the registration it forwards to.
        let _: Registration<Other> = container.add(entry.forwarder(as: type, in: container))
    }

    /// Adds a closure that runs once when the container owning the instance is disposed.
    ///
    /// Hooks run for singleton and scoped instances, in reverse creation order, children first;
    /// transient and weak instances are not owned by a container and get none. An instance that
    /// conforms to ``Disposable`` also gets its `dispose()` called, after the hooks.
    ///
    /// - Parameter hook: Receives the instance being released.
    /// - Returns: This handle, to chain more calls.
    @discardableResult
    public func onDispose(_ hook: @escaping @Sendable (Service) -> Void) -> Registration<Service> {
        entry.extras.state.withLock { state in
            state.disposeHooks.append { value in
                if let service = value as? Service { hook(service) }
            }
        }
        entry.hasHooks.store(true, ordering: .releasing)
        return self
    }
}
