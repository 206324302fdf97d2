/// What a user can ask of a list without knowing its viewport; its raw values are the action names
/// screens' keymaps use for them (`select_next`), so a screen's action maps onto it by name.
public enum ListIntent: String, Hashable, Sendable, CaseIterable {
    /// The next row.
    case selectNext = "select_next"
    /// The previous row.
    case selectPrevious = "select_previous"
    /// One page down.
    case pageDown = "page_down"
    /// One page up.
    case pageUp = "page_up"
    /// The first row.
    case first
    /// The last row.
    case last
}
