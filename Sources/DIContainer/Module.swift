/// Something a ``Module`` can hold: a registration, another module, or a type of your own.
public protocol ModuleComponent {
    /// Adds the component's registrations to `container`.
    ///
    /// - Parameter container: The container being configured.
    func install(into container: Container)
}

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

/// The result builder behind ``Module`` and `Container { ... }`.
@resultBuilder
public enum ModuleBuilder {
    /// Combines the statements of a block.
    public static func buildBlock(_ parts: [any ModuleComponent]...) -> [any ModuleComponent] {
        parts.flatMap { $0 }
    }

    /// Takes a registration or module.
    public static func buildExpression(_ component: any ModuleComponent) -> [any ModuleComponent] {
        [component]
    }

    /// Takes an optional module: `nil` adds nothing.
    public static func buildExpression(_ component: (any ModuleComponent)?) -> [any ModuleComponent] {
        component.map { [$0] } ?? []
    }

    /// Takes a list of components, such as modules made in a `map`.
    public static func buildExpression(_ components: [any ModuleComponent]) -> [any ModuleComponent] {
        components
    }

    /// `if` without `else`.
    public static func buildOptional(_ part: [any ModuleComponent]?) -> [any ModuleComponent] {
        part ?? []
    }

    /// The first branch of `if`/`else` or `switch`.
    public static func buildEither(first part: [any ModuleComponent]) -> [any ModuleComponent] {
        part
    }

    /// The second branch of `if`/`else` or `switch`.
    public static func buildEither(second part: [any ModuleComponent]) -> [any ModuleComponent] {
        part
    }

    /// `for` loops.
    public static func buildArray(_ parts: [[any ModuleComponent]]) -> [any ModuleComponent] {
        parts.flatMap { $0 }
    }

    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [any ModuleComponent]) -> [any ModuleComponent] {
        part
    }
}
