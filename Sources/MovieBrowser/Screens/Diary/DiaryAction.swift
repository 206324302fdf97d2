import TerminalUI

/// What the diary's keys do.
public enum DiaryAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last, open, edit, remove
    case previousYear = "previous_year"
    case nextYear = "next_year"

    /// The diary's default bindings.
    public static let standardKeymap = Keymap<DiaryAction>(
        "Diary",
        [
            KeyCommand([.enter], .open, "Open the movie of the selected viewing", hint: "Open"),
            KeyCommand([.character("e")], .edit, "Edit the selected viewing (Enter saves, Esc cancels)", hint: "Edit"),
            KeyCommand(
                [.character("d"), .delete], .remove, "Delete the selected viewing (y confirms)", hint: "Delete"),
            KeyCommand(
                [.character("[")], .previousYear, "The year before (from all years: the latest year)", hint: "Year",
                hintGroup: [.previousYear, .nextYear]),
            KeyCommand([.character("]")], .nextYear, "The year after (after the latest: all years)"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next viewing"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous viewing"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First viewing"),
            KeyCommand([.end, .character("G")], .last, "Last viewing"),
        ])
}
