/// How many colors a theme may use.
public enum ColorSupport: Hashable, Sendable, CustomStringConvertible {
    /// No colors: bold, dim, underline and reverse only (no color terminal, `NO_COLOR`, `--no-color`).
    case monochrome
    /// The 8 basic ANSI colors.
    case ansi8
    /// The xterm 256-color palette.
    case ansi256

    /// The support a terminal reporting `count` colors gets: 256 colors from 256 up, 8 colors
    /// from 8 up, monochrome below.
    ///
    /// - Parameter count: The terminal's color count (`COLORS` in ncurses), 0 when it has none.
    public init(colorCount count: Int) {
        self = count >= 256 ? .ansi256 : count >= 8 ? .ansi8 : .monochrome
    }

    /// `"monochrome"`, `"8 colors"` or `"256 colors"`.
    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .ansi8: "8 colors"
        case .ansi256: "256 colors"
        }
    }
}
