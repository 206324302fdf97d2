/// A modal box drawn over the screen: a bordered panel with a title, lines of text and a footer
/// naming the key that closes it.
///
/// The panel is sized to its content and centered, and shrinks (truncating lines with an
/// ellipsis) when the screen is smaller.
public struct Overlay: Widget {
    /// The title in the top border.
    public var title: String
    /// The body, one string per line.
    public var lines: [String]
    /// The footer in the bottom border, e.g. `"Esc close"`.
    public var footer: String

    /// Creates an overlay.
    ///
    /// - Parameter title: The title.
    /// - Parameter lines: The body lines.
    /// - Parameter footer: The footer.
    public init(title: String, lines: [String], footer: String = "Esc close") {
        self.title = title
        self.lines = lines
        self.footer = footer
    }

    /// The panel's rectangle inside `rect`.
    ///
    /// - Parameter rect: The area the overlay covers (usually the whole screen).
    public func frame(in rect: Rect) -> Rect {
        let content = lines.map(DisplayWidth.of).max() ?? 0
        let chrome = max(DisplayWidth.of(title), DisplayWidth.of(footer)) + 4
        let width = min(max(content + 4, chrome), rect.width - 2)
        let height = min(lines.count + 2, rect.height - 2)
        return rect.centered(Size(width: width, height: height))
    }

    /// Draws the panel centered in `rect`; the rest of `rect` is left as it was.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The area the overlay covers.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let panel = frame(in: rect)
        guard panel.width >= 4, panel.height >= 3 else { return }
        canvas.fill(panel, style: theme.overlay)
        canvas.drawBox(panel, style: theme.overlayBorder, glyphs: theme.glyphs, title: title, footer: footer)
        for (index, line) in lines.prefix(panel.height - 2).enumerated() {
            canvas.draw(
                line, at: Point(x: panel.x + 2, y: panel.y + 1 + index), maxWidth: panel.width - 4,
                style: theme.overlay, ellipsis: theme.glyphs.ellipsis)
        }
        canvas.cursor = Cursor(Point(x: panel.x + 2, y: panel.y + 1), isVisible: false)
    }
}
