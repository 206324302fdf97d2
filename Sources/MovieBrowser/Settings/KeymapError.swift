import TerminalUI

/// Why a key configuration cannot be applied, with the override that caused it.
///
/// The message names the section, the action and the key, and lists what would have been valid,
/// so the user can fix the file without looking anything up.
public struct KeymapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// `[keys.<screen>]` names no keymap; the valid section names are listed.
        case unknownScreen(valid: [String])
        /// The action is not one of the screen's; its actions are listed (the global ones for the
        /// top-level `[keys]`, which also takes any screen's).
        case unknownAction(valid: [String])
        /// A top-level `[keys]` action that is both global and a screen's.
        case ambiguousAction(screens: [String])
        /// A key name ``TerminalUI/Key/init(name:)`` does not know.
        case unknownKey(String)
        /// A key bound to two actions of one screen (after the overrides).
        case duplicateKey(key: String, screen: String, actions: [String])
    }

    /// The override that caused the error.
    public var override: KeyOverride
    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    ///
    /// - Parameter override: The override that caused it.
    /// - Parameter reason: What is wrong.
    public init(_ override: KeyOverride, _ reason: Reason) {
        self.override = override
        self.reason = reason
    }

    /// The key the message is about, when it is about one (for finding its place in a file).
    public var keyName: String? {
        switch reason {
        case .unknownKey(let name): name
        case .duplicateKey(let key, _, _): key
        default: nil
        }
    }

    /// The message, naming the section and the action: `[keys.movies] select_nxt: unknown action; …`.
    public var description: String {
        let place = override.place
        switch reason {
        case .unknownScreen(let valid):
            return "[keys.\(override.screen ?? "")]: unknown screen \"\(override.screen ?? "")\"; "
                + "the sections are [keys] and " + valid.map { "[keys.\($0)]" }.joined(separator: ", ")
        case .unknownAction(let valid):
            guard let screen = override.screen else {
                return "\(place): unknown action \"\(override.action)\"; [keys] takes the global actions "
                    + "(\(valid.joined(separator: ", "))) and those of any screen (`reel keys` lists them)"
            }
            return "\(place): unknown action \"\(override.action)\" for the \(screen) screen; "
                + "its actions are: \(valid.joined(separator: ", "))"
        case .ambiguousAction(let screens):
            return "\(place): \"\(override.action)\" is a global action and an action of "
                + "\(screens.joined(separator: ", ")); put it under [keys.global] or [keys.<screen>]"
        case .unknownKey(let name):
            return "\(place): unknown key name \"\(name)\"; a key name is \(Key.nameSyntax)"
        case .duplicateKey(let key, let screen, let actions):
            return "\(place): the key \(key) is bound twice on the \(screen) screen (to "
                + "\(actions.joined(separator: " and "))); unbind one with \"none\" or give it other keys"
        }
    }
}
