import TerminalUI

/// One result of `wget_wch`: a character, or a key code ncurses decoded from terminfo.
enum CursesInput: Equatable {
    /// A character (a Unicode scalar value; control characters included).
    case character(UInt32)
    /// A key code: `KEY_UP`, `KEY_F(1)`, `KEY_MOUSE`, `KEY_RESIZE`, or a code terminfo defines.
    case keyCode(Int32)
}
