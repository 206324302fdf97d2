import TerminalUI

extension Keymap {
    /// The names of every action of this keymap's type, in declaration order.
    static var actionNames: [String] { Action.allCases.map(\.rawValue) }

    /// Gives `action` the keys `keys` (none unbinds it), keeping its place, help and hint label.
    ///
    /// An action without a binding yet gets one at the end, with its name as its help. The hint
    /// bar shows the new first key; a group's hint (`1-6 Sort`) shows the group's keys as they are
    /// bound now (`1/y/3/4/5/6 Sort` once `sort_year` is `y`).
    ///
    /// - Parameter action: The action.
    /// - Parameter keys: The new keys.
    mutating func rebind(_ action: Action, to keys: [Key]) {
        if let index = commands.firstIndex(where: { $0.action == action }) {
            commands[index].keys = keys
            commands[index].hintKey = nil
        } else if !keys.isEmpty {
            commands.append(KeyCommand(keys, action, action.rawValue.replacing("_", with: " ")))
        }
    }

    /// Applies overrides that name this keymap's actions.
    ///
    /// - Parameter overrides: The overrides and their parsed keys, in file order.
    /// - Returns: One ``KeymapError`` for each override naming an action this keymap does not have
    ///   (left out); the others are applied.
    mutating func apply(_ overrides: [(override: KeyOverride, keys: [Key])]) -> [KeymapError] {
        var errors: [KeymapError] = []
        for (override, keys) in overrides {
            guard let action = Action(rawValue: override.action) else {
                errors.append(KeymapError(override, .unknownAction(valid: Self.actionNames)))
                continue
            }
            rebind(action, to: keys)
        }
        return errors
    }

    /// Every key bound to two actions (or twice to one), in the keymap's order.
    ///
    /// - Parameter screen: The section name, for the message.
    /// - Parameter overrides: The overrides applied to this keymap; each error names the one that
    ///   bound the key, or the first one when the key came from the defaults on both sides.
    /// - Returns: One ``KeymapError/Reason/duplicateKey(key:screen:actions:)`` per key bound again.
    func duplicates(screen: String, overrides: [KeyOverride]) -> [KeymapError] {
        var owner: [Key: Action] = [:]
        var errors: [KeymapError] = []
        for command in commands {
            for key in command.keys {
                guard let first = owner[key] else {
                    owner[key] = command.action
                    continue
                }
                let actions = [first.rawValue, command.action.rawValue]
                let culprit =
                    overrides.last { actions.contains($0.action) && $0.keys.contains(where: { Key(name: $0) == key }) }
                    ?? overrides.last { actions.contains($0.action) }
                    ?? KeyOverride(screen: screen, action: command.action.rawValue, keys: [])
                errors.append(
                    KeymapError(culprit, .duplicateKey(key: key.description, screen: screen, actions: actions)))
            }
        }
        return errors
    }
}
