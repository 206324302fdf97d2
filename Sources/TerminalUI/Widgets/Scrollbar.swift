/// A vertical scrollbar: a track with a thumb whose size and place show the visible part of a
/// list.
public struct Scrollbar: Widget {
    /// The number of rows in the list.
    public var total: Int
    /// The first visible row.
    public var offset: Int
    /// The number of visible rows.
    public var visible: Int

    /// Creates a scrollbar.
    ///
    /// - Parameter total: The number of rows in the list.
    /// - Parameter offset: The first visible row.
    /// - Parameter visible: The number of visible rows.
    public init(total: Int, offset: Int, visible: Int) {
        self.total = total
        self.offset = offset
        self.visible = visible
    }

    /// The thumb's first row and length inside a track of `height` rows.
    ///
    /// - Parameter height: The track's height.
    public func thumb(in height: Int) -> (start: Int, length: Int) {
        guard total > visible, height > 0 else { return (0, height) }
        let length = min(height, max(1, height * visible / total))
        let range = max(1, total - visible)
        let start = (height - length) * min(offset, range) / range
        return (start, length)
    }

    /// Draws the track and thumb in the first column of `rect`.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The scrollbar's column.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        guard !rect.isEmpty else { return }
        let (start, length) = thumb(in: rect.height)
        for line in 0..<rect.height {
            let isThumb = line >= start && line < start + length
            let glyph = isThumb ? theme.glyphs.scrollThumb : theme.glyphs.scrollTrack
            let style = isThumb ? theme.scrollbar.adding(.bold) : theme.scrollbar
            canvas.set(Cell(glyph, style: style), x: rect.x, y: rect.y + line)
        }
    }
}
