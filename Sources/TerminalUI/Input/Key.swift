/// Everything a user can press, click or do to the terminal, decoded from the terminal's bytes.
///
/// ``KeyDecoder`` produces keys from raw escape sequences (for tests and raw-mode drivers);
/// the ncurses driver maps ncurses key codes onto the same cases, so screens handle one type.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable grapheme, including non-ASCII text and emoji.
    case character(Character)
    /// Enter or Return (CR, LF or the keypad Enter).
    case enter
    /// A lone Escape (not the start of a sequence).
    case escape
    /// Backspace (DEL or `^H`).
    case backspace
    /// Forward delete.
    case delete
    /// Insert.
    case insert
    /// Tab.
    case tab
    /// Shift-Tab (back tab).
    case backTab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// A function key, F1 to F12.
    case function(Int)
    /// Control plus a letter, `"a"`…`"z"` (lowercase), except the letters that are other keys
    /// (`^H` Backspace, `^I` Tab, `^J`/`^M` Enter).
    case control(Character)
    /// Text the user pasted, whole, as the terminal sent it between bracketed-paste markers
    /// (`ESC [200~` … `ESC [201~`): line breaks, tabs and other control characters included.
    ///
    /// A text field inserts it (``TextInputState`` makes one line of it); anywhere else a paste
    /// does nothing, so pasted text never runs as commands.
    case paste(String)
    /// A mouse click, release or wheel step.
    case mouse(MouseEvent)
    /// The terminal changed size; the new size is carried along.
    case resize(Size)

    /// A short name for hint bars and logs: `"a"`, `"Enter"`, `"^C"`, `"F1"`, `"PgDn"`, `"Up"`; ASCII only,
    /// so hint bars read the same in every locale.
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Bksp"
        case .delete: "Del"
        case .insert: "Ins"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .function(let n): "F\(n)"
        case .control(let c): "^" + String(c).uppercased()
        case .paste(let text): "paste of \(text.count) characters"
        case .mouse(let event): event.description
        case .resize(let size): "resize \(size)"
        }
    }
}
