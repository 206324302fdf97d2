import TerminalUI

/// What the keys of the movie table's columns panel do.
public enum ColumnsAction: String, KeyAction {
    case nextRow = "next_row"
    case previousRow = "previous_row"
    case moveDown = "move_down"
    case moveUp = "move_up"
    case toggle, apply, cancel

    /// The columns panel's default bindings.
    public static let standardKeymap = Keymap<ColumnsAction>(
        "Columns",
        [
            KeyCommand(
                [.down, .character("j")], .nextRow, "Next column", hint: "Move", hintGroup: [.nextRow, .previousRow]),
            KeyCommand([.up, .character("k")], .previousRow, "Previous column"),
            KeyCommand(
                [.character("J"), .pageDown], .moveDown, "Move the column down (further right in the table)",
                hint: "Reorder", hintGroup: [.moveDown, .moveUp]),
            KeyCommand([.character("K"), .pageUp], .moveUp, "Move the column up (further left in the table)"),
            KeyCommand([.character(" "), .character("x")], .toggle, "Show or hide the column", hint: "Show"),
            KeyCommand([.enter], .apply, "Apply the columns to the table (kept when reel starts again)", hint: "Apply"),
            KeyCommand(
                [.escape, .character("c")], .cancel, "Close the panel without changing the table", hint: "Cancel"),
        ])
}
