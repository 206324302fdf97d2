import TerminalUI

/// What the keys of the "add to a list" picker do. Esc closes it as the global "back" does.
public enum AddToListAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case first, last, add, create

    /// The picker's default bindings.
    public static let standardKeymap = Keymap<AddToListAction>(
        "Add to a list",
        [
            KeyCommand([.enter], .add, "Add the movie to the selected list", hint: "Add"),
            KeyCommand(
                [.character("n")], .create, "Make a list (its name, Enter) and add the movie to it", hint: "New"),
            KeyCommand(
                [.down, .character("j")], .selectNext, "Select the next list", hint: "Move",
                hintGroup: [.selectNext, .selectPrevious]),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous list"),
            KeyCommand([.home, .character("g")], .first, "First list"),
            KeyCommand([.end, .character("G")], .last, "Last list"),
        ])
}
