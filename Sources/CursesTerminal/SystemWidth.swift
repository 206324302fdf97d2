import CNcursesw
import Glibc

/// The C library's `wcwidth`, in a UTF-8 locale: the reference TerminalUI's pure-Swift
/// ``TerminalUI/DisplayWidth`` is checked against, since ncurses lays out wide characters by it.
public enum SystemWidth {
    /// Switches `LC_CTYPE` to the first UTF-8 locale available (`C.UTF-8`, `en_US.UTF-8`).
    ///
    /// - Returns: Whether a UTF-8 locale could be set.
    public static func useUTF8Locale() -> Bool {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            return true
        }
        return false
    }

    /// `wcwidth(scalar)`: the columns the terminal library gives a scalar, -1 for non-printable.
    ///
    /// - Parameter scalar: The scalar to measure.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        Int(reel_wcwidth(scalar.value))
    }
}
