extension Canvas {
    /// Draws a border around `rect` with an optional title in the top edge and footer in the
    /// bottom edge.
    ///
    /// - Parameter rect: The rectangle whose outermost cells become the border.
    /// - Parameter style: The style of the border, title and footer.
    /// - Parameter glyphs: Unicode box drawing or ASCII.
    /// - Parameter title: Text centered-left in the top edge, truncated to fit.
    /// - Parameter footer: Text right-aligned in the bottom edge, truncated to fit.
    public mutating func drawBox(
        _ rect: Rect, style: Style, glyphs: Glyphs, title: String? = nil, footer: String? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = Cell(glyphs.horizontal, style: style)
        let vertical = Cell(glyphs.vertical, style: style)
        for x in (rect.x + 1)..<(rect.maxX - 1) {
            set(horizontal, x: x, y: rect.y)
            set(horizontal, x: x, y: rect.maxY - 1)
        }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            set(vertical, x: rect.x, y: y)
            set(vertical, x: rect.maxX - 1, y: y)
        }
        set(Cell(glyphs.topLeft, style: style), x: rect.x, y: rect.y)
        set(Cell(glyphs.topRight, style: style), x: rect.maxX - 1, y: rect.y)
        set(Cell(glyphs.bottomLeft, style: style), x: rect.x, y: rect.maxY - 1)
        set(Cell(glyphs.bottomRight, style: style), x: rect.maxX - 1, y: rect.maxY - 1)
        if let title, rect.width > 4 {
            draw(
                " \(title) ", at: Point(x: rect.x + 1, y: rect.y), maxWidth: rect.width - 2, style: style,
                ellipsis: glyphs.ellipsis)
        }
        if let footer, rect.width > 4 {
            let text = " \(footer) "
            let width = min(DisplayWidth.of(text), rect.width - 2)
            draw(
                text, at: Point(x: rect.maxX - 1 - width, y: rect.maxY - 1), maxWidth: width, style: style,
                ellipsis: glyphs.ellipsis)
        }
    }

    /// Draws `text` aligned inside one row of `rect`, truncated with the theme's ellipsis.
    ///
    /// - Parameter text: The text.
    /// - Parameter rect: The row to draw in (its first row is used).
    /// - Parameter alignment: Leading, centered or trailing.
    /// - Parameter style: The style of the text.
    /// - Parameter ellipsis: The truncation mark.
    /// - Returns: The number of columns drawn.
    @discardableResult
    public mutating func draw(
        _ text: String, in rect: Rect, alignment: Alignment, style: Style, ellipsis: String
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        let width = DisplayWidth.of(text)
        let free = max(0, rect.width - width)
        let offset =
            switch alignment {
            case .leading: 0
            case .center: free / 2
            case .trailing: free
            }
        return draw(
            text, at: Point(x: rect.x + offset, y: rect.y), maxWidth: rect.width - offset, style: style,
            ellipsis: ellipsis)
    }
}
