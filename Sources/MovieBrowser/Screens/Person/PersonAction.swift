import TerminalUI

/// What the keys of a person's screen do.
public enum PersonAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last, open, search
    case toggleWatchlist = "toggle_watchlist"
    case sortTitle = "sort_title"
    case sortYear = "sort_year"
    case sortRating = "sort_rating"
    case sortVotes = "sort_votes"
    case addToList = "add_to_list"

    /// The person screen's default bindings: the sort keys are the movie table's (1 title, 2 year,
    /// 4 rating, 5 votes), so a key sorts by the same field on every screen.
    public static let standardKeymap = Keymap<PersonAction>(
        "Person",
        [
            KeyCommand([.enter], .open, "Open the selected title: a movie's detail, a series' seasons", hint: "Open"),
            KeyCommand(
                [.character("/")], .search, "Filter the titles as you type (Enter keeps the filter, Esc clears it)",
                hint: "Search"),
            KeyCommand(
                [.character("w")], .toggleWatchlist, "Add the selected movie to the watchlist, or remove it",
                hint: "Watch"),
            KeyCommand(
                [.character("1")], .sortTitle, "Sort each role's movies by title (again: reverse)", hint: "Sort",
                hintGroup: [.sortTitle, .sortYear, .sortRating, .sortVotes]),
            KeyCommand([.character("2")], .sortYear, "Sort each role's movies by year (again: reverse)"),
            KeyCommand([.character("4")], .sortRating, "Sort each role's movies by rating (again: reverse)"),
            KeyCommand([.character("5")], .sortVotes, "Sort each role's movies by votes (again: reverse)"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next movie"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous movie"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First movie"),
            KeyCommand([.end, .character("G")], .last, "Last movie"),
            KeyCommand([.character("a")], .addToList, "Add to a list"),
        ])
}
