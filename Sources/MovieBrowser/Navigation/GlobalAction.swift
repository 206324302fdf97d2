import TerminalUI

/// What the keys no screen took do, on every screen.
public enum GlobalAction: String, KeyAction {
    case back, quit, help, inspector, watchlist, stats, redraw

    /// The bindings every screen shares.
    public static let standardKeymap = Keymap<GlobalAction>(
        "Everywhere",
        [
            KeyCommand(
                [.escape, .backspace, .character("q")], .back,
                "Back to the previous screen (q on the first screen quits)", hint: "Back"),
            KeyCommand(
                [.function(1), .character("?")], .help, "Help: every key of this screen and of every screen",
                hint: "Help"),
            KeyCommand([.character("W")], .watchlist, "Open the watchlist", hint: "Watchlist"),
            KeyCommand([.character("S")], .stats, "Open the catalog statistics", hint: "Stats"),
            KeyCommand(
                [.function(12), .control("g")], .inspector, "Inspector: the live container tree", hint: "Inspect"),
            KeyCommand([.control("l")], .redraw, "Redraw the whole screen"),
            KeyCommand([.character("Q"), .control("c")], .quit, "Quit reel from anywhere", hint: "Quit"),
        ])
}
