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
