/// The key bindings of a screen: it maps keys to actions, and the hint bar is built from the
/// same bindings, so the hints can never disagree with what the keys do.
///
/// ```swift
/// let keymap = KeyMap<DemoAction>([
///     KeyBinding([.function(1), .character("?")], .help, hint: "Help"),
///     KeyBinding([.character("q")], .quit, hint: "Quit"),
/// ])
/// keymap.action(for: .function(1))   // .help
/// keymap.hints                        // [Hint(key: "F1", label: "Help"), Hint(key: "q", label: "Quit")]
/// ```
public struct KeyMap<Action: Sendable>: Sendable {
    /// The bindings, in the order hints are shown.
    public var bindings: [KeyBinding<Action>]

    /// Creates a key map.
    ///
    /// - Parameter bindings: The bindings; for a key bound twice, the first binding wins.
    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The action bound to `key`, or `nil`.
    ///
    /// - Parameter key: The key pressed.
    public func action(for key: Key) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The hints of the bindings that have one, with their first key's name.
    public var hints: [Hint] {
        bindings.compactMap { binding in
            guard let label = binding.hint, let key = binding.keys.first else { return nil }
            return Hint(key: key.description, label: label)
        }
    }
}
