import TerminalUI

/// What the statistics screen's keys do.
public enum StatsAction: String, KeyAction {
    /// Count the catalog's figures again.
    case reload

    /// The statistics screen's default bindings (Esc and q go back, as everywhere).
    public static let standardKeymap = Keymap<StatsAction>(
        "Stats",
        [
            KeyCommand([.character("r"), .function(5)], .reload, "Recount the catalog's statistics", hint: "Reload")
        ])
}
