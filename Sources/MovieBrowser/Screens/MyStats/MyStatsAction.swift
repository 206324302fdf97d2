import TerminalUI

/// What the keys of the user's statistics do.
public enum MyStatsAction: String, KeyAction {
    /// Count the figures again.
    case reload
    /// The year before (from every year: the latest).
    case previousYear = "previous_year"
    /// The year after (after the latest: every year).
    case nextYear = "next_year"
    /// Show the next panels of the lists (directors, genres, the year's best) when not all fit.
    case nextPanels = "next_panels"

    /// The screen's default bindings (Esc and q go back, as everywhere).
    public static let standardKeymap = Keymap<MyStatsAction>(
        "You",
        [
            KeyCommand(
                [.character("[")], .previousYear, "The year before (from all years: the latest year)", hint: "Year",
                hintGroup: [.previousYear, .nextYear]),
            KeyCommand([.character("]")], .nextYear, "The year after (after the latest: all years)"),
            KeyCommand(
                [.tab], .nextPanels, "Show the next lists (people, genres and decades, rewatches and the best)",
                hint: "More"),
            KeyCommand([.character("r"), .function(5)], .reload, "Count your statistics again", hint: "Reload"),
        ])
}
