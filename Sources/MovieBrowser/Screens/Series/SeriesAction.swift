import TerminalUI

/// What the keys of a series' screen do: move the cursor over the heatmap and open its episode, log
/// the episode under the cursor, put the series on the watchlist or a list.
public enum SeriesAction: String, KeyAction {
    case open, left, right, up, down
    case seasonStart = "season_start"
    case seasonEnd = "season_end"
    case pageUp = "page_up"
    case pageDown = "page_down"
    case first, last
    case nextToWatch = "next_to_watch"
    case detail
    case logViewing = "log_viewing"
    case toggleWatchlist = "toggle_watchlist"
    case addToList = "add_to_list"

    /// The series screen's default bindings: the arrows move over the grid as in a spreadsheet
    /// (Home and End within the season, the pages by seasons), g and G go to the ends of the run.
    public static let standardKeymap = Keymap<SeriesAction>(
        "Series",
        [
            KeyCommand(
                [.enter], .open, "Open the episode under the cursor (a summarised cell: the first of its episodes)",
                hint: "Open"),
            KeyCommand(
                [.left], .left, "The episode before (from a season's first: the last of the season above)",
                hint: "Move", hintKey: "Arrows"),
            KeyCommand([.right], .right, "The episode after (from a season's last: the first of the season below)"),
            KeyCommand([.up, .character("k")], .up, "The season above, same column"),
            KeyCommand([.down, .character("j")], .down, "The season below, same column (its last when shorter)"),
            KeyCommand([.home], .seasonStart, "The season's first episode"),
            KeyCommand([.end], .seasonEnd, "The season's last episode"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "A page of seasons up"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "A page of seasons down"),
            KeyCommand([.character("g")], .first, "The series' first episode"),
            KeyCommand([.character("G")], .last, "The series' last episode"),
            KeyCommand(
                [.character("n")], .nextToWatch, "The next episode to watch (after the last one in your diary)",
                hint: "Next to watch"),
            KeyCommand(
                [.character("d")], .detail, "The series' detail: watchlist, rating, note, lists, credits",
                hint: "Detail"),
            KeyCommand(
                [.character("l")], .logViewing, "Log a viewing of the episode under the cursor (named under the grid)"),
            KeyCommand(
                [.character("w")], .toggleWatchlist, "Add the series to the watchlist, or remove it"),
            KeyCommand([.character("a")], .addToList, "Add the series to a list"),
        ])
}
