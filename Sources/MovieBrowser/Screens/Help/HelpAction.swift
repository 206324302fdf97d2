import TerminalUI

/// What the help's keys do. Esc, q, ? and F1 close it through the global keys.
public enum HelpAction: String, KeyAction {
    /// Focus the filter box.
    case filter
    /// Scroll down one line.
    case scrollDown = "scroll_down"
    /// Scroll up one line.
    case scrollUp = "scroll_up"
    /// Scroll down one page.
    case pageDown = "page_down"
    /// Scroll up one page.
    case pageUp = "page_up"
    /// Scroll to the first line.
    case top
    /// Scroll to the last line.
    case bottom

    /// The help's default bindings.
    public static let standardKeymap = Keymap<HelpAction>(
        "Help",
        [
            KeyCommand(
                [.character("/")], .filter, "Filter the keys by name or text (Esc clears the filter)", hint: "Filter"),
            KeyCommand(
                [.down, .character("j")], .scrollDown, "Scroll down one line", hint: "Scroll",
                hintGroup: [.scrollDown, .scrollUp]),
            KeyCommand([.up, .character("k")], .scrollUp, "Scroll up one line"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "Scroll down one page"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "Scroll up one page"),
            KeyCommand([.home, .character("g")], .top, "Scroll to the top"),
            KeyCommand([.end, .character("G")], .bottom, "Scroll to the bottom"),
        ])
}
