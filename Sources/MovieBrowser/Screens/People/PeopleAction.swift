import TerminalUI

/// What the keys of the People results do.
public enum PeopleAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last, open
    case listMovies = "list_movies"

    /// The People results' default bindings.
    public static let standardKeymap = Keymap<PeopleAction>(
        "People",
        [
            KeyCommand([.enter], .open, "Open the selected person: their filmography by role", hint: "Open"),
            KeyCommand(
                [.character("t")], .listMovies, "List the selected person's movies in the movie table, newest first",
                hint: "In table"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next person"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous person"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First person"),
            KeyCommand([.end, .character("G")], .last, "Last person"),
        ])
}
