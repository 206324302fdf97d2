import TerminalUI

/// What the inspector's keys do. Esc, q, F12 and Ctrl-G close it through the global keys.
public enum InspectorAction: String, KeyAction {
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
    /// Switch between the containers tab and the data tab.
    case switchTab = "switch_tab"
    /// Show or fold the app container's own registrations.
    case toggleApp = "toggle_app"

    /// The inspector's default bindings.
    public static let standardKeymap = Keymap<InspectorAction>(
        "Inspector",
        [
            KeyCommand(
                [.down, .character("j")], .scrollDown, "Scroll down one line", hint: "Scroll",
                hintGroup: [.scrollDown, .scrollUp]),
            KeyCommand([.up, .character("k")], .scrollUp, "Scroll up one line"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "Scroll down one page"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "Scroll up one page"),
            KeyCommand([.home, .character("g")], .top, "Scroll to the top"),
            KeyCommand([.end, .character("G")], .bottom, "Scroll to the bottom"),
            KeyCommand(
                [.tab, .character("d")], .switchTab,
                "Switch tabs: the container tree, or the data of the screen below (its last query and plan)",
                hint: "Tabs"),
            KeyCommand(
                [.character("a")], .toggleApp,
                "Show or fold the app container's registrations (folded at first: the screens come first)",
                hint: "App"),
        ])
}
