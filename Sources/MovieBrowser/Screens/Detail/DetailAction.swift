import TerminalUI

/// What the keys of a movie's detail do.
public enum DetailAction: String, KeyAction {
    case toggleWatchlist = "toggle_watchlist"
    case rate1 = "rate_1"
    case rate2 = "rate_2"
    case rate3 = "rate_3"
    case rate4 = "rate_4"
    case rate5 = "rate_5"
    case rate6 = "rate_6"
    case rate7 = "rate_7"
    case rate8 = "rate_8"
    case rate9 = "rate_9"
    case rate10 = "rate_10"
    case clearRating = "clear_rating"
    case editNote = "edit_note"
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last, open, copy, focus
    case copyID = "copy_id"
    case logViewing = "log_viewing"
    case addToList = "add_to_list"

    /// The rating the action gives, for the `rate_N` actions.
    public var rating: Int? {
        switch self {
        case .rate1: 1
        case .rate2: 2
        case .rate3: 3
        case .rate4: 4
        case .rate5: 5
        case .rate6: 6
        case .rate7: 7
        case .rate8: 8
        case .rate9: 9
        case .rate10: 10
        default: nil
        }
    }

    /// The detail's default bindings.
    public static let standardKeymap = Keymap<DetailAction>(
        "Detail",
        [
            KeyCommand([.enter], .open, "Open the selected person, or the selected similar movie", hint: "Open"),
            KeyCommand(
                [.character("w")], .toggleWatchlist, "Add the movie to the watchlist, or remove it", hint: "Watch"),
            KeyCommand(
                [.character("1")], .rate1, "Rate it 1 (adds it to the watchlist)", hint: "Rate",
                hintGroup: [.rate10, .rate1, .rate2, .rate3, .rate4, .rate5, .rate6, .rate7, .rate8, .rate9]),
            KeyCommand([.character("2")], .rate2, "Rate it 2"),
            KeyCommand([.character("3")], .rate3, "Rate it 3"),
            KeyCommand([.character("4")], .rate4, "Rate it 4"),
            KeyCommand([.character("5")], .rate5, "Rate it 5"),
            KeyCommand([.character("6")], .rate6, "Rate it 6"),
            KeyCommand([.character("7")], .rate7, "Rate it 7"),
            KeyCommand([.character("8")], .rate8, "Rate it 8"),
            KeyCommand([.character("9")], .rate9, "Rate it 9"),
            KeyCommand([.character("0")], .rate10, "Rate it 10"),
            KeyCommand([.character("x")], .clearRating, "Clear your rating", hint: "Unrate"),
            KeyCommand([.character("e")], .editNote, "Edit your note (Enter saves, Esc cancels)", hint: "Note"),
            KeyCommand(
                [.tab, .backTab], .focus, "Move between the credits and the similar movies (side by side when wide)",
                hint: "Switch"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next person or similar movie"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous person or similar movie"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First person or similar movie"),
            KeyCommand([.end, .character("G")], .last, "Last person or similar movie"),
            KeyCommand([.character("y")], .copy, "Copy the movie's title and year to the clipboard (OSC 52)"),
            KeyCommand([.character("Y")], .copyID, "Copy the movie's id to the clipboard"),
            KeyCommand([.character("l")], .logViewing, "Log a viewing", hint: "Log"),
            KeyCommand([.character("a")], .addToList, "Add to a list", hint: "Add to list"),
        ])
}
