import TerminalUI

/// What the movie table's keys do.
public enum MoviesAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last, open, search, focus
    case nextMatch = "next_match"
    case previousMatch = "previous_match"
    case filters
    case removeFilter = "remove_filter"
    case clearFilters = "clear_filters"
    case toggleWatchlist = "toggle_watchlist"
    case sortTitle = "sort_title"
    case sortYear = "sort_year"
    case sortLength = "sort_length"
    case sortRating = "sort_rating"
    case sortVotes = "sort_votes"
    case sortBudget = "sort_budget"
    case columns
    case mark, compare, surprise, copy
    case copyID = "copy_id"
    case tableStats = "table_stats"
    case sortWeighted = "sort_weighted"
    case sortDivisive = "sort_divisive"
    case logViewing = "log_viewing"
    case addToList = "add_to_list"

    /// The movie table's default bindings.
    public static let standardKeymap = Keymap<MoviesAction>(
        "Movies",
        [
            KeyCommand([.enter], .open, "Open the selected movie's detail", hint: "Open"),
            KeyCommand(
                [.character("/")], .search, "Search titles as you type (Enter keeps the results, Esc clears)",
                hint: "Search"),
            KeyCommand(
                [.character("f")], .filters, "Filters: genres, decade, rating, votes, MPAA, runtime, with counts",
                hint: "Filter"),
            KeyCommand(
                [.character("w")], .toggleWatchlist, "Add the selected movie to the watchlist, or remove it",
                hint: "Watch"),
            KeyCommand(
                [.character("1")], .sortTitle, "Sort by title (again: reverse)", hint: "Sort",
                hintGroup: [
                    .sortTitle, .sortYear, .sortLength, .sortRating, .sortVotes, .sortBudget, .sortDivisive,
                    .sortWeighted,
                ]),
            KeyCommand([.character("2")], .sortYear, "Sort by year (again: reverse)"),
            KeyCommand([.character("3")], .sortLength, "Sort by length (again: reverse)"),
            KeyCommand([.character("4")], .sortRating, "Sort by rating (again: reverse)"),
            KeyCommand([.character("5")], .sortVotes, "Sort by votes (again: reverse)"),
            KeyCommand([.character("6")], .sortBudget, "Sort by budget (again: reverse)"),
            KeyCommand(
                [.character("b")], .sortWeighted, "Sort by vote-weighted rating, best first (again: the order before)"),
            KeyCommand([.character("7")], .sortDivisive, "Sort by how divided the voters are (again: reverse)"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next movie"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous movie"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First movie"),
            KeyCommand([.end, .character("G")], .last, "Last movie"),
            KeyCommand([.character("n")], .nextMatch, "Next search result (wraps around)"),
            KeyCommand([.character("N")], .previousMatch, "Previous search result (wraps around)"),
            KeyCommand([.character("x")], .removeFilter, "Remove the last filter chip"),
            KeyCommand([.character("X")], .clearFilters, "Remove every filter"),
            KeyCommand([.tab, .backTab], .focus, "Move focus between the search box and the table"),
            KeyCommand([.character("c")], .columns, "Columns: choose, hide and reorder the table's columns"),
            KeyCommand(
                [.character("m")], .mark, "Mark the selected movie for comparison, or unmark it (two at most)",
                hint: "Compare"),
            KeyCommand([.character("M")], .compare, "Compare the two marked movies side by side"),
            KeyCommand(
                [.character("R")], .surprise, "Surprise me: a random movie of this table that is not on the watchlist"),
            KeyCommand([.character("y")], .copy, "Copy the selected movie's title and year to the clipboard (OSC 52)"),
            KeyCommand([.character("Y")], .copyID, "Copy the selected movie's id to the clipboard"),
            KeyCommand([.character("l")], .logViewing, "Log a viewing", hint: "Log"),
            KeyCommand(
                [.character("S")], .tableStats,
                "Charts of the movies in this table (its search and filters); Enter on a bar filters by it"),
            KeyCommand([.character("a")], .addToList, "Add to a list", hint: "Add to list"),
        ])
}

/// What the keys of the movie table's filter panel do.
public enum FiltersAction: String, KeyAction {
    case nextRow = "next_row"
    case previousRow = "previous_row"
    case toggle
    case nextValue = "next_value"
    case previousValue = "previous_value"
    case clear, close

    /// The filter panel's default bindings.
    public static let standardKeymap = Keymap<FiltersAction>(
        "Filters",
        [
            KeyCommand(
                [.down, .character("j")], .nextRow, "Next filter", hint: "Move", hintGroup: [.nextRow, .previousRow]),
            KeyCommand([.up, .character("k")], .previousRow, "Previous filter"),
            KeyCommand([.character(" "), .enter], .toggle, "Toggle a genre, or step a value", hint: "Toggle"),
            KeyCommand(
                [.right, .character("l")], .nextValue, "Next value (decade, rating, votes, MPAA)", hint: "Value",
                hintGroup: [.previousValue, .nextValue]),
            KeyCommand([.left, .character("h")], .previousValue, "Previous value"),
            KeyCommand([.character("c")], .clear, "Clear every filter", hint: "Clear"),
            KeyCommand([.escape, .character("f")], .close, "Close the panel (the filters stay)", hint: "Close"),
        ])
}
