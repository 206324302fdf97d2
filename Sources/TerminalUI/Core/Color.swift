/// A terminal color: the terminal's own default, one of the 16 ANSI colors, or an entry of the
/// 256-color palette.
///
/// Drivers map these onto whatever the terminal supports; a ``Theme`` chooses which kind it uses
/// according to the number of colors the terminal reports.
public enum Color: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's default foreground or background (the user's own background shows through).
    case `default`
    /// One of the 16 ANSI colors, 0–7 normal and 8–15 bright.
    case ansi(UInt8)
    /// An entry of the xterm 256-color palette.
    case palette(UInt8)

    /// ANSI black.
    public static let black = Color.ansi(0)
    /// ANSI red.
    public static let red = Color.ansi(1)
    /// ANSI green.
    public static let green = Color.ansi(2)
    /// ANSI yellow.
    public static let yellow = Color.ansi(3)
    /// ANSI blue.
    public static let blue = Color.ansi(4)
    /// ANSI magenta.
    public static let magenta = Color.ansi(5)
    /// ANSI cyan.
    public static let cyan = Color.ansi(6)
    /// ANSI white (light gray on most terminals).
    public static let white = Color.ansi(7)

    /// The palette index a 256-color terminal uses for this color, or `nil` for ``default``.
    public var paletteIndex: Int? {
        switch self {
        case .default: nil
        case .ansi(let n): Int(n & 15)
        case .palette(let n): Int(n)
        }
    }

    /// `"default"`, `"ansi(n)"` or `"palette(n)"`, as golden frames print it.
    public var description: String {
        switch self {
        case .default: "default"
        case .ansi(let n): "ansi(\(n))"
        case .palette(let n): "palette(\(n))"
        }
    }
}
