/// Shown instead of a screen when the terminal is smaller than the screen needs: the current
/// size, the size needed and how to get out.
public struct TooSmallView: Widget {
    /// The smallest size the screen works at.
    public var minimum: Size
    /// The terminal's current size.
    public var actual: Size

    /// Creates the view.
    ///
    /// - Parameter minimum: The size needed.
    /// - Parameter actual: The current size.
    public init(minimum: Size, actual: Size) {
        self.minimum = minimum
        self.actual = actual
    }

    /// Draws the message centered in `rect`, line by line, truncated to the width.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The whole screen.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        guard !rect.isEmpty else { return }
        canvas.fill(rect, style: theme.normal)
        let lines: [(String, Style)] = [
            ("Terminal too small", theme.warning),
            ("\(actual), need \(minimum)", theme.normal),
            ("Enlarge it, or q to quit", theme.muted),
        ]
        let shown = lines.prefix(rect.height)
        let top = rect.y + (rect.height - shown.count) / 2
        for (index, line) in shown.enumerated() {
            canvas.draw(
                line.0, in: Rect(x: rect.x, y: top + index, width: rect.width, height: 1), alignment: .center,
                style: line.1, ellipsis: theme.glyphs.ellipsis)
        }
        canvas.cursor = Cursor(Point(x: rect.x, y: top), isVisible: false)
    }
}
