import CNcursesw
import Glibc
import TerminalUI

/// Maps what `wget_wch` returns onto ``Key``: function-key codes (`KEY_UP`, `KEY_F(1)`…) and
/// characters (with the control characters ncurses passes through as such).
enum CursesKeyCodes {
    /// The key for an ncurses function-key code, or `nil` for codes the toolkit does not use
    /// (`KEY_MOUSE` and `KEY_RESIZE` are handled by the driver).
    static func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME, KEY_A1: return .home
        case KEY_END, KEY_C1: return .end
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        default: break
        }
        for n in 1...12 where code == reel_key_f(Int32(n)) { return .function(n) }
        return boundKey(forCode: code)
    }

    /// The key for a code the terminfo entry defines beyond the common ones (a modified key such as
    /// `kHOM5`, Shift-Home, F13–F63): the key its sequence decodes to, so Ctrl-Home is Home and
    /// xterm's F13 (Shift-F1) is F1; `nil` when ncurses is not open or the sequence names no key.
    static func boundKey(forCode code: Int32) -> Key? {
        guard let bound = keybound(code, 0) else { return nil }
        // Safe because `keybound` returns a NUL-terminated copy that the caller owns and frees once.
        defer { free(bound) }
        return key(forSequence: Array(String(cString: bound).utf8))
    }

    /// The key a terminfo key sequence stands for, or `nil` unless it decodes to one named key.
    static func key(forSequence bytes: [UInt8]) -> Key? {
        var decoder = KeyDecoder()
        let keys = decoder.feed(bytes) + decoder.flush()
        guard keys.count == 1, let key = keys.first else { return nil }
        switch key {
        case .character, .paste, .mouse, .resize, .escape: return nil
        default: return key
        }
    }

    /// The key for a character `wget_wch` returned: control characters become named keys.
    static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 13, 10: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 27: return .escape
        case 0: return .control("@")
        case 1...26: return Unicode.Scalar(value + 0x60).map { .control(Character($0)) }
        case 28...31: return Unicode.Scalar(value + 0x40).map { .control(Character($0)) }
        default:
            guard let scalar = Unicode.Scalar(value), !ControlEscape.isControl(scalar) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The mouse event for an ncurses button state at a cell, or `nil` for motion.
    static func mouse(state: mmask_t, x: Int32, y: Int32) -> MouseEvent? {
        let position = Point(x: Int(x), y: Int(y))
        if state & reel_button_pressed(4) != 0 { return MouseEvent(.wheelUp, at: position) }
        if state & reel_button_pressed(5) != 0 { return MouseEvent(.wheelDown, at: position) }
        for button in 1...3 where state & reel_button_pressed(Int32(button)) != 0 {
            return MouseEvent(.press(button: button), at: position)
        }
        if state & reel_buttons_released() != 0 { return MouseEvent(.release, at: position) }
        return nil
    }
}
