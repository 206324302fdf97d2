/// What a terminal can show: its number of colors and whether its locale is UTF-8.
public struct TerminalCapabilities: Hashable, Sendable {
    /// The number of colors (`COLORS`), 0 when the terminal has none.
    public var colorCount: Int
    /// Whether text is exchanged in UTF-8, so Unicode glyphs may be drawn.
    public var isUnicode: Bool

    /// Creates a description of a terminal.
    ///
    /// - Parameter colorCount: The number of colors, 0 for none.
    /// - Parameter isUnicode: Whether the locale is UTF-8.
    public init(colorCount: Int, isUnicode: Bool) {
        self.colorCount = colorCount
        self.isUnicode = isUnicode
    }

    /// The glyph set these capabilities allow.
    public var glyphs: Glyphs { isUnicode ? .unicode : .ascii }
}
