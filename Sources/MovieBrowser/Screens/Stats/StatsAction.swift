import TerminalUI

/// What the statistics screen's keys do.
public enum StatsAction: String, KeyAction {
    /// Count the figures again.
    case reload
    /// Filter the movie table by the selected bar and go back to it.
    case apply
    /// Select the next bar of the chart.
    case nextBar = "next_bar"
    /// Select the previous bar of the chart.
    case previousBar = "previous_bar"
    /// Select a bar of the next chart.
    case nextChart = "next_chart"
    /// Select a bar of the previous chart.
    case previousChart = "previous_chart"

    /// The statistics screen's default bindings (Esc and q go back, as everywhere).
    public static let standardKeymap = Keymap<StatsAction>(
        "Stats",
        [
            KeyCommand(
                [.enter], .apply, "Filter the movie table by the selected bar (a decade, rating or genre) and go back",
                hint: "Filter"),
            KeyCommand(
                [.right, .character("l"), .down, .character("j")], .nextBar, "Select the next bar", hint: "Bar",
                hintGroup: [.previousBar, .nextBar]),
            KeyCommand([.left, .character("h"), .up, .character("k")], .previousBar, "Select the previous bar"),
            KeyCommand([.tab], .nextChart, "Select the next chart (decades, ratings, genres)", hint: "Chart"),
            KeyCommand([.backTab], .previousChart, "Select the previous chart"),
            KeyCommand([.character("r"), .function(5)], .reload, "Recount the catalog's statistics", hint: "Reload"),
        ])
}
