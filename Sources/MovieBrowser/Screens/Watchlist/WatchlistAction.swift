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
    case export, mark, compare, copy
    case copyID = "copy_id"
    case logViewing = "log_viewing"
    case addToList = "add_to_list"

    /// The watchlist's default bindings.
    public static let standardKeymap = Keymap<WatchlistAction>(
        "Watchlist",
        [
            KeyCommand([.enter], .open, "Open the selected movie's detail", hint: "Open"),
            KeyCommand(
                [.character("d"), .delete], .remove, "Remove the selected movie from the watchlist", hint: "Remove"),
            KeyCommand([.character("u")], .undo, "Undo the last removal (its rating and note come back)", hint: "Undo"),
            KeyCommand(
                [.character("1")], .sortTitle, "Sort by title (again: reverse)", hint: "Sort",
                hintGroup: [.sortTitle, .sortAdded, .sortRating]),
            KeyCommand([.character("2")], .sortAdded, "Sort by date added (again: reverse)"),
            KeyCommand([.character("3")], .sortRating, "Sort by your rating (again: reverse)"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next movie"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous movie"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First movie"),
            KeyCommand([.end, .character("G")], .last, "Last movie"),
            KeyCommand(
                [.character("e")], .export, "Export the watchlist to a file: CSV, JSON or Letterboxd's CSV",
                hint: "Export"),
            KeyCommand(
                [.character("m")], .mark, "Mark the selected movie for comparison, or unmark it (two at most)",
                hint: "Compare"),
            KeyCommand([.character("M")], .compare, "Compare the two marked movies side by side"),
            KeyCommand([.character("y")], .copy, "Copy the selected movie's title and year to the clipboard (OSC 52)"),
            KeyCommand([.character("Y")], .copyID, "Copy the selected movie's id to the clipboard"),
            KeyCommand([.character("l")], .logViewing, "Log a viewing", hint: "Log"),
            KeyCommand([.character("a")], .addToList, "Add to a list", hint: "Add to list"),
        ])
}

/// What the keys of the watchlist's export panel do.
public enum ExportAction: String, KeyAction {
    case nextFormat = "next_format"
    case previousFormat = "previous_format"
    case export, close

    /// The export panel's default bindings.
    public static let standardKeymap = Keymap<ExportAction>(
        "Export",
        [
            KeyCommand(
                [.down, .character("j")], .nextFormat, "Next format", hint: "Move",
                hintGroup: [.nextFormat, .previousFormat]),
            KeyCommand([.up, .character("k")], .previousFormat, "Previous format"),
            KeyCommand([.enter], .export, "Write the watchlist in the selected format", hint: "Export"),
            KeyCommand([.escape, .character("e")], .close, "Close the panel without exporting", hint: "Close"),
        ])
}
