/// A grid of short values colored by level (a season-by-episode heatmap): one labelled row per line,
/// cells side by side, a cursor cell, and the rows scrolling to keep the cursor's row in view.
///
/// Each cell's text takes ``cellWidth`` columns in the theme's ``Theme/heat(_:)`` style of its level,
/// followed by one column: a gap in color, the level's shade glyph (``shades``) in a monochrome
/// theme, so the grid reads without color too. The cursor cell is its level's style reversed.
///
/// The rows are a ``ListState`` passed `inout`, as a ``TableView``'s: its selection is the cursor's
/// row, and drawing writes back the offset that keeps it in view.
///
/// ```swift
/// let grid = HeatmapGrid(
///     rows: [HeatmapGrid.Row(label: "S1", cells: [HeatmapGrid.Value("8.4", level: 4)])],
///     labelWidth: 4, cellWidth: 3, cursorColumn: 0, shades: ["·", " ", "░", "▒", "▓", "█"])
/// grid.render(on: &canvas, in: rect, state: &rows, theme: theme)
/// ```
public struct HeatmapGrid: StatefulWidget {
    /// One cell's value: its text and its level (0 for no value).
    public struct Value: Hashable, Sendable {
        /// The text, at most ``HeatmapGrid/cellWidth`` columns (`8.4`).
        public var text: String
        /// The level, 0 for no value up to ``Theme/heatLevels`` − 1.
        public var level: Int

        /// Creates a cell.
        ///
        /// - Parameter text: The text.
        /// - Parameter level: The level.
        public init(_ text: String, level: Int) {
            self.text = text
            self.level = level
        }
    }

    /// One row: its label on the left and its cells.
    public struct Row: Hashable, Sendable {
        /// The label (`S3   13  8.6`).
        public var label: String
        /// The cells, left to right.
        public var cells: [Value]

        /// Creates a row.
        ///
        /// - Parameter label: The label.
        /// - Parameter cells: The cells.
        public init(label: String, cells: [Value]) {
            self.label = label
            self.cells = cells
        }
    }

    /// The rows, top to bottom.
    public var rows: [Row]
    /// The columns the labels take, the gap after them included.
    public var labelWidth: Int
    /// The columns of a cell's text; each cell takes one more (the gap or the shade).
    public var cellWidth: Int
    /// The cursor's cell in the selected row, or `nil` for no cursor.
    public var cursorColumn: Int?
    /// The glyph of each level drawn after a cell's text in a monochrome theme (one per level).
    public var shades: [Character]

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - rows: The rows.
    ///   - labelWidth: The labels' columns.
    ///   - cellWidth: A cell's text columns.
    ///   - cursorColumn: The cursor's cell in the selected row.
    ///   - shades: A glyph per level, for themes without color.
    public init(rows: [Row], labelWidth: Int, cellWidth: Int, cursorColumn: Int?, shades: [Character]) {
        self.rows = rows
        self.labelWidth = labelWidth
        self.cellWidth = cellWidth
        self.cursorColumn = cursorColumn
        self.shades = shades
    }

    /// The columns one cell takes: its text and the gap (or shade) after it.
    public var stride: Int { cellWidth + 1 }

    /// How many cells fit beside the labels in `width` columns.
    ///
    /// - Parameter width: The grid's width.
    public func columns(in width: Int) -> Int {
        max(1, (width - labelWidth + 1) / stride)
    }

    /// The row and cell under `point`, as the grid was drawn in `rect` with `state`, or `nil` when
    /// the point is on no cell (a label, a gap past a row's last cell, outside).
    ///
    /// - Parameter point: A screen cell (a mouse click's).
    /// - Parameter rect: The grid's rectangle when drawn.
    /// - Parameter state: The rows' state as the drawing left it.
    public func cell(at point: Point, in rect: Rect, state: ListState) -> (row: Int, column: Int)? {
        let x = point.x - rect.x - labelWidth
        guard rect.contains(point), x >= 0 else { return nil }
        let row = state.offset + point.y - rect.y
        let column = x / stride
        guard rows.indices.contains(row), rows[row].cells.indices.contains(column) else { return nil }
        return (row, column)
    }

    /// Draws the visible rows, resolving `state` (the cursor's row and the scroll) against them.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The grid's rectangle, one line per row.
    /// - Parameter state: The rows' selection (the cursor's row) and scroll offset.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, state: inout ListState, theme: Theme) {
        guard !rect.isEmpty else { return }
        let scrolls = rows.count > rect.height
        let width = scrolls ? rect.width - 1 : rect.width
        state.resolve(rowCount: rows.count, visibleRows: rect.height)
        let showsShades = theme.colorSupport == .monochrome
        for line in 0..<min(rect.height, rows.count - state.offset) {
            let index = state.offset + line
            let row = rows[index]
            let y = rect.y + line
            canvas.draw(
                row.label, at: Point(x: rect.x, y: y), maxWidth: min(labelWidth - 1, width), style: theme.normal,
                ellipsis: theme.glyphs.ellipsis)
            for (column, cell) in row.cells.enumerated() {
                let x = rect.x + labelWidth + column * stride
                guard x + cellWidth <= rect.x + width else { break }
                var style = theme.heat(cell.level)
                if index == state.selected, column == cursorColumn { style = style.adding([.reverse, .bold]) }
                let padding = String(repeating: " ", count: max(0, cellWidth - DisplayWidth.of(cell.text)))
                canvas.draw(padding + cell.text, at: Point(x: x, y: y), maxWidth: cellWidth, style: style)
                if showsShades, x + cellWidth < rect.x + width, shades.indices.contains(cell.level) {
                    canvas.set(Cell(shades[cell.level], style: style), x: x + cellWidth, y: y)
                }
            }
        }
        if scrolls {
            Scrollbar(total: rows.count, offset: state.offset, visible: rect.height)
                .render(on: &canvas, in: Rect(x: rect.maxX - 1, y: rect.y, width: 1, height: rect.height), theme: theme)
        }
    }
}
