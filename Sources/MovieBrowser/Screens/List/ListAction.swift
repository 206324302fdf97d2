import TerminalUI

/// What the keys of one list's screen do.
public enum ListAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last, open
    case moveDown = "move_down"
    case moveUp = "move_up"
    case remove
    case editNote = "edit_note"

    /// The actions that change the list: a smart list, whose movies follow its query, has none.
    public var changesTheList: Bool { [.moveDown, .moveUp, .remove, .editNote].contains(self) }

    /// One list's default bindings.
    public static let standardKeymap = Keymap<ListAction>(
        "List",
        [
            KeyCommand([.enter], .open, "Open the selected movie's detail", hint: "Open"),
            KeyCommand(
                [.character("J")], .moveDown, "Move the selected movie one place down", hint: "Move",
                hintGroup: [.moveDown, .moveUp]),
            KeyCommand([.character("K")], .moveUp, "Move the selected movie one place up"),
            KeyCommand([.character("x"), .delete], .remove, "Take the selected movie off the list", hint: "Remove"),
            KeyCommand(
                [.character("e")], .editNote, "Edit the selected entry's note (Enter saves, Esc cancels)", hint: "Note"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next movie"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous movie"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First movie"),
            KeyCommand([.end, .character("G")], .last, "Last movie"),
        ])
}
