import TerminalUI

/// The keys of the log dialog, for the hint bar and the help while it is open. The dialog reads
/// them itself (``ViewingForm/handle(_:)``): this keymap only shows them, in place of the keys of
/// the screen under it, which the dialog does not answer while it is open.
public enum ViewingFormAction: String, KeyAction {
    case save, next, previous, rewatch, cancel

    /// The dialog's keys, as its footer names them.
    public static let keymap = Keymap<ViewingFormAction>(
        "Log a viewing",
        [
            KeyCommand([.enter], .save, "Save the viewing", hint: "Save"),
            KeyCommand([.tab, .down], .next, "The next field", hint: "Next"),
            KeyCommand([.backTab, .up], .previous, "The field before"),
            KeyCommand(
                [.character(" "), .character("x")], .rewatch, "On Rewatch: mark it a rewatch or not (y, n too)",
                hint: "Rewatch"),
            KeyCommand([.escape], .cancel, "Close the dialog without saving", hint: "Cancel"),
        ])
}
