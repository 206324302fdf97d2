/// The characters widgets draw for ellipses, borders, scrollbars and bars: Unicode when the
/// locale is UTF-8, plain ASCII otherwise.
///
/// A ``Theme`` carries one of the two sets; widgets never hard-code a box-drawing character.
public struct Glyphs: Hashable, Sendable {
    /// The truncation mark: `…` or `...`.
    public var ellipsis: String
    /// The horizontal border piece.
    public var horizontal: Character
    /// The vertical border piece.
    public var vertical: Character
    /// The top-left corner.
    public var topLeft: Character
    /// The top-right corner.
    public var topRight: Character
    /// The bottom-right corner.
    public var bottomRight: Character
    /// The bottom-left corner.
    public var bottomLeft: Character
    /// The scrollbar track.
    public var scrollTrack: Character
    /// The scrollbar thumb.
    public var scrollThumb: Character
    /// Bar levels from one eighth to full, for vertical bars and sparklines.
    public var levels: [Character]
    /// Horizontal bar partial fills from one eighth to full, for horizontal bars.
    public var horizontalLevels: [Character]
    /// The separator between breadcrumbs.
    public var breadcrumbSeparator: String

    /// Unicode glyphs: `…`, box drawing, `▁▂▃▄▅▆▇█` and `▏▎▍▌▋▊▉█`.
    public static let unicode = Glyphs(
        ellipsis: "…", horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomRight: "┘",
        bottomLeft: "└", scrollTrack: "│", scrollThumb: "█",
        levels: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"],
        horizontalLevels: ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"],
        breadcrumbSeparator: " › "
    )

    /// ASCII glyphs for terminals whose locale is not UTF-8: `...`, `-|+`, `#` bars.
    public static let ascii = Glyphs(
        ellipsis: "...", horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomRight: "+",
        bottomLeft: "+", scrollTrack: "|", scrollThumb: "#",
        levels: [".", ".", "-", "-", "=", "=", "#", "#"],
        horizontalLevels: [" ", " ", " ", "=", "=", "=", "=", "#"],
        breadcrumbSeparator: " > "
    )

    /// The set matching a locale name such as `"C.UTF-8"` or `"en_US.utf8"`.
    ///
    /// - Parameter locale: The value of `LC_ALL`, `LC_CTYPE` or `LANG` (the first set one).
    public static func forLocale(_ locale: String?) -> Glyphs {
        guard let locale else { return .ascii }
        let lower = locale.lowercased()
        return lower.contains("utf-8") || lower.contains("utf8") ? .unicode : .ascii
    }
}
