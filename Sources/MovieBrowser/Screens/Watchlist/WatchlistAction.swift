import TerminalUI

/// What the watchlist's keys do.
public enum WatchlistAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last, open, remove, undo
    case sortTitle = "sort_title"
    case sortAdded = "sort_added"
    case sortRating = "sort_rating"

    /// The watchlist's default bindings.
    public static let standardKeymap = Keymap<WatchlistAction>(
        "Watchlist",
        [
            KeyCommand([.enter], .open, "Open the selected movie's detail", hint: "Open"),
            KeyCommand(
                [.character("d"), .delete], .remove, "Remove the selected movie from the watchlist", hint: "Remove"),
            KeyCommand([.character("u")], .undo, "Undo the last removal (its rating and note come back)", hint: "Undo"),
            KeyCommand([.character("1")], .sortTitle, "Sort by title (again: reverse)", hint: "Sort", hintKey: "1-3"),
            KeyCommand([.character("2")], .sortAdded, "Sort by date added (again: reverse)"),
            KeyCommand([.character("3")], .sortRating, "Sort by your rating (again: reverse)"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next movie"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous movie"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First movie"),
            KeyCommand([.end, .character("G")], .last, "Last movie"),
        ])
}
