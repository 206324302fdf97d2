import TerminalUI

/// What the keys of the user's lists do.
public enum ListsAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last, open, create, rename, describe, delete

    /// The lists' default bindings.
    public static let standardKeymap = Keymap<ListsAction>(
        "Lists",
        [
            KeyCommand([.enter], .open, "Open the selected list", hint: "Open"),
            KeyCommand(
                [.character("n")], .create,
                "Make a list: its name, then a smart query (empty for a plain list), then whether it is ranked",
                hint: "New"),
            KeyCommand([.character("r")], .rename, "Rename the selected list", hint: "Rename"),
            KeyCommand([.character("e")], .describe, "Edit the selected list's description", hint: "Describe"),
            KeyCommand([.character("d"), .delete], .delete, "Delete the selected list (asks first)", hint: "Delete"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next list"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous list"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First list"),
            KeyCommand([.end, .character("G")], .last, "Last list"),
        ])
}
