import TerminalUI

/// What the keys of an episode's screen do: go to the previous and next episode, open a person of
/// its credits, log the episode, put it on the watchlist or a list.
public enum EpisodeAction: String, KeyAction {
    case open
    case nextEpisode = "next_episode"
    case previousEpisode = "previous_episode"
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last
    case logViewing = "log_viewing"
    case toggleWatchlist = "toggle_watchlist"
    case addToList = "add_to_list"

    /// The episode screen's default bindings: `]` and `[` (or `n` and `p`) go to the next and the
    /// previous episode in its place, so Esc still returns to the series.
    public static let standardKeymap = Keymap<EpisodeAction>(
        "Episode",
        [
            KeyCommand([.enter], .open, "Open the selected person", hint: "Open"),
            KeyCommand(
                [.character("]"), .character("n")], .nextEpisode,
                "The next episode of the series, in broadcast order (in place of this one)", hint: "Next"),
            KeyCommand(
                [.character("["), .character("p")], .previousEpisode,
                "The previous episode of the series (in place of this one)", hint: "Previous"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next person"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous person"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First person"),
            KeyCommand([.end, .character("G")], .last, "Last person"),
            KeyCommand([.character("l")], .logViewing, "Log a viewing of the episode"),
            KeyCommand(
                [.character("w")], .toggleWatchlist, "Add the episode to the watchlist, or remove it"),
            KeyCommand([.character("a")], .addToList, "Add the episode to a list"),
        ])
}
