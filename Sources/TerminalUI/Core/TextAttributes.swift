/// Character attributes a terminal can show without colors: bold, dim, underline, reverse, italic.
///
/// Monochrome themes rely on these alone, so every role of a theme stays distinguishable when
/// `NO_COLOR` is set.
public struct TextAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bit set.
    public let rawValue: UInt8

    /// Creates attributes from raw bits.
    ///
    /// - Parameter rawValue: The bit set.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold (or bright) text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 2)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    /// Italic text, where the terminal supports it.
    public static let italic = TextAttributes(rawValue: 1 << 4)

    /// The attribute names joined with `+`, or `"plain"`.
    public var description: String {
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.underline, "underline"), (.reverse, "reverse"), (.italic, "italic"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "plain" : present.joined(separator: "+")
    }
}
