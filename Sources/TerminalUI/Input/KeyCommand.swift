/// One binding of a ``Keymap``: the keys, the action, the help text and the hint-bar label.
public struct KeyCommand<Action: KeyAction>: Sendable {
    /// The keys; the first is shown in the hint bar.
    public var keys: [Key]
    /// The action.
    public var action: Action
    /// What the help says the action does.
    public var help: String
    /// The label in the hint bar, or `nil` to keep the binding out of it.
    public var hint: String?
    /// The key text the hint bar shows instead of the first key's name; `nil` for the first key's
    /// name, or the keys of ``hintGroup``.
    public var hintKey: String?
    /// The actions the hint stands for, this one among them (the six sort keys behind `1-6 Sort`):
    /// the hint bar shows their keys as they are bound now, so a rebound action changes the hint.
    public var hintGroup: [Action]

    /// Creates a binding.
    ///
    /// - Parameters:
    ///   - keys: The keys; the first is shown in the hint bar.
    ///   - action: The action.
    ///   - help: What the action does, for the help screen.
    ///   - hint: The hint-bar label, if the binding belongs in the hint bar.
    ///   - hintKey: The key text the hint bar shows instead of the first key's name.
    ///   - hintGroup: The actions the hint stands for (`[.sortTitle, .sortYear, …]`), whose keys
    ///     the hint shows (`1-6`, `j/k`).
    public init(
        _ keys: [Key], _ action: Action, _ help: String, hint: String? = nil, hintKey: String? = nil,
        hintGroup: [Action] = []
    ) {
        self.keys = keys
        self.action = action
        self.help = help
        self.hint = hint
        self.hintKey = hintKey
        self.hintGroup = hintGroup
    }
}
