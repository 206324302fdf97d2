/// How a cell looks: foreground, background and attributes.
///
/// Widgets never invent styles; they take them from a ``Theme`` role, so one theme switch changes
/// every screen consistently.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// The text color.
    public var foreground: Color
    /// The cell's background color.
    public var background: Color
    /// Bold, reverse, underline and the like.
    public var attributes: TextAttributes

    /// Creates a style.
    ///
    /// - Parameter foreground: The text color; the terminal default when omitted.
    /// - Parameter background: The background color; the terminal default when omitted.
    /// - Parameter attributes: The attributes; none when omitted.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colors with no attributes.
    public static let plain = Style()

    /// A copy of this style with `extra` attributes added.
    ///
    /// - Parameter extra: The attributes to add.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// Whether this style uses any color other than the terminal defaults.
    public var hasColor: Bool { foreground != .default || background != .default }

    /// `"fg=… bg=… attrs"`, as golden frames print it.
    public var description: String { "fg=\(foreground) bg=\(background) \(attributes)" }
}
