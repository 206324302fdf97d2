/// One line of a key configuration: the keys an action of a screen gets instead of its defaults.
///
/// A configuration file turns `[keys.movies] select_next = ["J", "Down"]` into
/// `KeyOverride(screen: "movies", action: "select_next", keys: ["J", "Down"])`; `"none"` (or an
/// empty list) unbinds the action. A `nil` screen is the top-level `[keys]` table: a global action
/// (`quit`), or an action every screen that has it gets (`select_next`).
public struct KeyOverride: Hashable, Sendable {
    /// The keymap's section name (`"movies"`, `"global"`), or `nil` for the top-level table.
    public var screen: String?
    /// The action's name (`"select_next"`).
    public var action: String
    /// The key names (as the help shows them); empty unbinds the action.
    public var keys: [String]

    /// Creates an override.
    ///
    /// - Parameter screen: The section name, or `nil` for the top-level `[keys]` table.
    /// - Parameter action: The action's name.
    /// - Parameter keys: The key names; empty (or `["none"]`) unbinds the action.
    public init(screen: String?, action: String, keys: [String]) {
        self.screen = screen
        self.action = action
        self.keys = keys.count == 1 && keys[0].lowercased() == "none" ? [] : keys
    }

    /// Where the override is written, for messages: `[keys.movies] select_next`.
    public var place: String {
        "[keys\(screen.map { ".\($0)" } ?? "")] \(action)"
    }
}
