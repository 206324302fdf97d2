/// The top bar of a screen: the breadcrumbs of the navigation path on the left and a short note
/// (a count, a mode) on the right.
public struct TitleBar: Widget {
    /// The path from the root screen to the current one, e.g. `["reel", "Movies", "Heat (1995)"]`.
    public var breadcrumbs: [String]
    /// Text flush right, dropped first when the bar is too narrow.
    public var trailing: String

    /// Creates a title bar.
    ///
    /// - Parameter breadcrumbs: The navigation path, root first.
    /// - Parameter trailing: Text flush right.
    public init(breadcrumbs: [String], trailing: String = "") {
        self.breadcrumbs = breadcrumbs
        self.trailing = trailing
    }

    /// Draws the bar in the first row of `rect`.
    ///
    /// When the path is too long, the leading crumbs give way first (the current screen's name
    /// matters most), then the rest is truncated with an ellipsis.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The bar's row.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let row = rect.row(0)
        guard !row.isEmpty else { return }
        canvas.fill(row, style: theme.title)
        let trailingWidth = trailing.isEmpty ? 0 : DisplayWidth.of(trailing) + 2
        let showsTrailing = trailingWidth > 0 && row.width - trailingWidth >= 20
        let room = row.width - 2 - (showsTrailing ? trailingWidth : 0)
        let separator = theme.glyphs.breadcrumbSeparator
        var crumbs = breadcrumbs
        var path = crumbs.joined(separator: separator)
        while crumbs.count > 1, DisplayWidth.of(path) > room {
            crumbs.removeFirst()
            path = theme.glyphs.ellipsis + separator + crumbs.joined(separator: separator)
        }
        canvas.draw(
            path, at: Point(x: row.x + 1, y: row.y), maxWidth: room, style: theme.title,
            ellipsis: theme.glyphs.ellipsis)
        if showsTrailing {
            canvas.draw(
                trailing, in: Rect(x: row.maxX - trailingWidth, y: row.y, width: trailingWidth - 1, height: 1),
                alignment: .trailing, style: theme.title, ellipsis: theme.glyphs.ellipsis)
        }
    }
}
