/// The escaped, printable form of control characters, so that ESC, C0 and C1 bytes in data never
/// reach the terminal raw.
///
/// C0 controls and DEL use caret notation (`ESC` → `^[`, `DEL` → `^?`); C1 controls use the
/// `cat -v` form (`U+009B` → `M-^[`).
public enum ControlEscape {
    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    ///
    /// - Parameter scalar: The scalar to test.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (v >= 0x7F && v <= 0x9F)
    }

    /// The printable form of one scalar: itself when it is not a control character.
    ///
    /// - Parameter scalar: The scalar to escape.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        switch v {
        case 0x7F: return "^?"
        case 0..<0x20: return "^" + String(Unicode.Scalar(UInt8(v + 0x40)))
        case 0x80...0x9F: return "M-^" + String(Unicode.Scalar(UInt8(v - 0x80 + 0x40)))
        default: return String(scalar)
        }
    }

    /// The printable form of a grapheme: each control scalar replaced by its escape.
    ///
    /// - Parameter grapheme: The grapheme to escape (`"\r\n"` is one grapheme and becomes `^M^J`).
    public static func escaped(_ grapheme: Character) -> String {
        var result = ""
        for scalar in grapheme.unicodeScalars {
            result += isControl(scalar) ? escaped(scalar) : String(scalar)
        }
        return result
    }
}
