/// One entry of a ``KeyMap``: the keys that trigger an action and the hint that names it.
public struct KeyBinding<Action: Sendable>: Sendable {
    /// The keys that trigger the action; the first one is shown in hints.
    public var keys: [Key]
    /// The action.
    public var action: Action
    /// The label in the hint bar, e.g. `"Search"`; `nil` keeps the binding out of the hints.
    public var hint: String?

    /// Creates a binding.
    ///
    /// - Parameter keys: The keys; the first is shown in hints.
    /// - Parameter action: The action.
    /// - Parameter hint: The hint label, or `nil` to hide it from the hint bar.
    public init(_ keys: [Key], _ action: Action, hint: String? = nil) {
        self.keys = keys
        self.action = action
        self.hint = hint
    }
}
