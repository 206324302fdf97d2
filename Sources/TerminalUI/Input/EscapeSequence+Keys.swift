/// Which key a sequence's final byte and first parameter name, in the forms xterm, rxvt, the Linux
/// console, screen and tmux send. Modifiers (`ESC [1;5H`, `ESC [3;2~`, rxvt's `ESC [7^`) are not
/// kept: a modified key is the key.
extension EscapeSequence {
    /// The key of `ESC O` and `final`: application-mode arrows, Home, End, keypad Enter, F1–F4,
    /// and rxvt's Ctrl-arrows (lowercase).
    static func ss3Key(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): .up
        case UInt8(ascii: "B"), UInt8(ascii: "b"): .down
        case UInt8(ascii: "C"), UInt8(ascii: "c"): .right
        case UInt8(ascii: "D"), UInt8(ascii: "d"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// The key of `ESC [`, parameters and `final`, whose first parameter is `first` (0 when absent).
    ///
    /// `~` numbers the key (VT220 style); rxvt ends the same numbers with `$` (Shift), `^` (Ctrl)
    /// or `@` (Ctrl-Shift), and sends Shift-arrows as `ESC [a` … `ESC [d`.
    static func csiKey(final: UInt8, first: Int) -> Key? {
        switch final {
        case UInt8(ascii: "Z"): .backTab
        case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"): tildeKey(first)
        // `ESC [M` is a mouse report (read before this), never the keypad Enter of `ESC O M`.
        case UInt8(ascii: "M"): nil
        // Arrows, Home, End and F1–F4 end the same after `ESC [` as after `ESC O`.
        default: ss3Key(final)
        }
    }

    /// The key a VT220-style number stands for: 1 and 7 Home, 4 and 8 End (rxvt uses 7 and 8),
    /// 2 Insert, 3 Delete, 5 and 6 the pages, 11–24 F1–F12.
    static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }
}
