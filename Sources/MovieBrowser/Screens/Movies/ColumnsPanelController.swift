import TerminalUI

/// The movie table's columns panel (`c`): whether it is open, its keys, and the session's columns it
/// changes when applied.
@MainActor
struct ColumnsPanelController {
    /// The panel's keys.
    let keymap: Keymap<ColumnsAction>
    /// The table's columns for the session.
    let choice: ColumnChoice
    /// The panel, when open.
    private(set) var panel: ColumnsPanel?

    /// Whether the panel is open.
    var isOpen: Bool { panel != nil }

    /// Opens the panel on the table's columns.
    mutating func open() {
        panel = ColumnsPanel(columns: choice.movies)
    }

    /// Handles a key while the panel is open.
    ///
    /// - Parameter key: The key.
    /// - Parameter status: The table's message, which applying the columns sets.
    /// - Returns: What the key did: like the filter panel, other characters are swallowed while
    ///   global keys still apply.
    mutating func handle(_ key: Key, status: inout String) -> KeyOutcome {
        guard var panel, let action = keymap.action(for: key) else {
            if case .character = key { return .consumed }
            return .ignored
        }
        // A message of the last key (the refused apply) is stale once the panel changes.
        status = ""
        switch action {
        case .apply:
            guard !panel.shown.isEmpty else {
                status = "choose at least one column (\(keymap.keyName(for: .toggle)) shows one)"
                return .consumed
            }
            choice.set(panel.shown)
            self.panel = nil
            status = "columns: " + panel.shown.map(\.header).joined(separator: ", ")
        case .cancel:
            self.panel = nil
        default:
            panel.perform(action)
            self.panel = panel
        }
        return .consumed
    }
}
