import TerminalUI

/// What the keys of the comparison screen do.
public enum CompareAction: String, KeyAction {
    case openFirst = "open_first"
    case openSecond = "open_second"
    case swap

    /// The comparison screen's default bindings (Esc and q go back, as everywhere).
    public static let standardKeymap = Keymap<CompareAction>(
        "Compare",
        [
            KeyCommand(
                [.character("1")], .openFirst, "Open the left movie's detail", hint: "Open",
                hintGroup: [.openFirst, .openSecond]),
            KeyCommand([.character("2")], .openSecond, "Open the right movie's detail"),
            KeyCommand([.character("s")], .swap, "Swap the two movies' sides", hint: "Swap"),
        ])
}
