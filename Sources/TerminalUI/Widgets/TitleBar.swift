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
    /// When the path is too long, the middle gives way first: the first screen stays, an ellipsis
    /// stands for the crumbs after it, oldest first (`Movies › … › Marlon Brando › The Godfather`);
    /// when the first and the last alone are too long, the first gives way too, then the rest is
    /// truncated with an ellipsis.
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
        let path = Self.path(
            breadcrumbs, room: room, separator: theme.glyphs.breadcrumbSeparator, ellipsis: theme.glyphs.ellipsis)
        canvas.draw(
            path, at: Point(x: row.x + 1, y: row.y), maxWidth: room, style: theme.title,
            ellipsis: theme.glyphs.ellipsis)
        if showsTrailing {
            canvas.draw(
                trailing, in: Rect(x: row.maxX - trailingWidth, y: row.y, width: trailingWidth - 1, height: 1),
                alignment: .trailing, style: theme.title, ellipsis: theme.glyphs.ellipsis)
        }
    }

    /// The path that fits `room` columns: the crumbs joined, the middle elided when too long.
    ///
    /// - Parameters:
    ///   - crumbs: The navigation path, root first.
    ///   - room: The columns available.
    ///   - separator: What goes between two crumbs.
    ///   - ellipsis: What stands for the crumbs left out.
    static func path(_ crumbs: [String], room: Int, separator: String, ellipsis: String) -> String {
        var path = crumbs.joined(separator: separator)
        guard DisplayWidth.of(path) > room, let first = crumbs.first else { return path }
        var rest = Array(crumbs.dropFirst())
        while rest.count > 1, DisplayWidth.of(path) > room {
            rest.removeFirst()
            path = ([first, ellipsis] + rest).joined(separator: separator)
        }
        if DisplayWidth.of(path) > room, !rest.isEmpty {
            path = ellipsis + separator + rest.joined(separator: separator)
        }
        return path
    }
}
