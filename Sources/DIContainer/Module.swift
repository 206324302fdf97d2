/// A named bundle of registrations, written with the ``ModuleBuilder`` DSL.
///
/// Shared scopes need `Sendable` services (see ``Register``). Each screen of an app has one; installing it into the screen's child container gives the
/// screen its own instances. Modules nest, and the builder takes `if`, `if`/`else`, `switch`,
/// `for` and optionals.
///
/// ```swift
/// protocol Logger: Sendable { func log(_ line: String) }
/// struct ConsoleLogger: Logger { func log(_ line: String) { print(line) } }
/// struct Theme: Sendable { let name: ServiceName }
/// final class ListInteractor: Sendable { init(logger: (any Logger)?) {} }
/// final class ListPresenter: Sendable { init(interactor: ListInteractor) {} }
///
/// func moviesModule(debugging: Bool, themes: [Theme]) -> Module {
///     Module("Movies") {
///         Register(ListInteractor.self, scope: .scoped) { r in ListInteractor(logger: try r.optional()) }
///         Register(ListPresenter.self) { r in ListPresenter(interactor: try r.resolve()) }
///         if debugging { Register((any Logger).self, scope: .singleton) { _ in ConsoleLogger() } }
///         for theme in themes { Register(Theme.self, name: theme.name) { _ in theme } }
///     }
/// }
///
/// let screen = Container(name: "app").child(name: "Movies")
/// screen.install(moviesModule(debugging: true, themes: [Theme(name: "dark")]))
/// ```
public struct Module: ModuleComponent {
    /// The module's name, for introspection.
    public let name: String
    /// The registrations and nested modules, in order.
    public let components: [any ModuleComponent]

    /// Creates a module from the registrations written in `content`.
    ///
    /// - Parameters:
    ///   - name: The module's name.
    ///   - content: Registrations and modules.
    public init(_ name: String = "", @ModuleBuilder _ content: () -> [any ModuleComponent]) {
        self.name = name
        self.components = content()
    }

    /// Creates a module of one transient registration under an ``InjectionKey``.
    ///
    /// - Parameters:
    ///   - key: The key the registration answers to.
    ///   - factory: Builds the service.
    public init<Key: InjectionKey>(
        _ key: Key.Type,
        factory: @escaping @Sendable (Resolver) throws -> Key.Value
    ) {
        self.name = typeName(key)
        self.components = [Register(key, factory: factory)]
    }

    /// Creates a module of one registration under an ``InjectionKey``, with any lifetime; a shared
    /// lifetime needs a `Sendable` service.
    ///
    /// - Parameters:
    ///   - key: The key the registration answers to.
    ///   - scope: How long instances live and who shares them.
    ///   - factory: Builds the service.
    public init<Key: InjectionKey>(
        _ key: Key.Type,
        scope: Scope,
        factory: @escaping @Sendable (Resolver) throws -> Key.Value
    ) where Key.Value: Sendable {
        self.name = typeName(key)
        self.components = [Register(key, scope: scope, factory: factory)]
    }

    /// Installs every component into `container`, in order.
    ///
    /// - Parameter container: The container being configured.
    public func install(into container: Container) {
        for component in components { component.install(into: container) }
    }
}
