/// The key bindings of one screen (or of the whole program): they dispatch keys, and the hint bar
/// and the help are built from them, so neither can disagree with what the keys do.
///
/// ```swift
/// let keymap = Keymap<DemoAction>("Demo", [
///     KeyCommand([.function(1), .character("?")], .help, "Show the keys", hint: "Help"),
///     KeyCommand([.character("q")], .quit, "Quit", hint: "Quit"),
/// ])
/// keymap.action(for: .function(1))   // .help
/// keymap.keyHelp.hints               // [Hint(key: "F1", label: "Help"), Hint(key: "q", label: "Quit")]
/// ```
public struct Keymap<Action: KeyAction>: Sendable {
    /// The screen the keymap belongs to, as the help names it (`"Movies"`, `"Everywhere"`).
    public var name: String
    /// The bindings, in the order the help and hint bar show them.
    public var commands: [KeyCommand<Action>]

    /// Creates a keymap.
    ///
    /// - Parameter name: The screen's name.
    /// - Parameter commands: The bindings; for a key bound twice, the first wins.
    public init(_ name: String, _ commands: [KeyCommand<Action>]) {
        self.name = name
        self.commands = commands
    }

    /// The action bound to `key`, or `nil`.
    ///
    /// - Parameter key: The key pressed.
    public func action(for key: Key) -> Action? {
        commands.first { $0.keys.contains(key) }?.action
    }

    /// The keys bound to `action`, by name, for messages ("press w to add").
    ///
    /// - Parameter action: The action.
    public func keyName(for action: Action) -> String {
        commands.first { $0.action == action }?.keys.first?.description ?? action.rawValue
    }

    /// The keymap as the help and the hint bar show it.
    public var keyHelp: KeyHelp {
        KeyHelp(
            name: name,
            entries: commands.map { command in
                KeyHelp.Entry(
                    keys: command.keys.map(\.description), action: command.action.rawValue, help: command.help)
            },
            hints: commands.compactMap { command in
                guard let hint = command.hint else { return nil }
                guard let key = command.hintKey ?? groupKeys(command.hintGroup) ?? command.keys.first?.description
                else { return nil }
                return Hint(key: key, label: hint)
            })
    }

    /// The keys of a hint's group as the hint bar writes them: each action's first one-character
    /// key (else its first key); a run of three or more consecutive characters as `1-7`, and the
    /// runs and other keys joined by `/` (`j/k`, `1-7/b`); `nil` for an empty group.
    func groupKeys(_ group: [Action]) -> String? {
        let keys = group.compactMap { action -> Key? in
            guard let command = commands.first(where: { $0.action == action }) else { return nil }
            return command.keys.first { if case .character = $0 { true } else { false } } ?? command.keys.first
        }
        guard !keys.isEmpty else { return nil }
        let scalar = { (key: Key) -> Unicode.Scalar? in
            guard case .character(let character) = key, character.unicodeScalars.count == 1 else { return nil }
            return character.unicodeScalars.first
        }
        var runs: [[Key]] = []
        for key in keys {
            if let last = runs.last?.last, let previous = scalar(last), let next = scalar(key),
                previous.value + 1 == next.value
            {
                runs[runs.count - 1].append(key)
            } else {
                runs.append([key])
            }
        }
        return runs.flatMap { run in
            run.count >= 3 ? ["\(run[0])-\(run[run.count - 1])"] : run.map(\.description)
        }.joined(separator: "/")
    }
}
