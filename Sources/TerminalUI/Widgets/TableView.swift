/// A virtualized list or table: a header, the visible rows of a possibly huge data set, the
/// selected row highlighted, and a scrollbar.
///
/// Only the rows in view are asked for, through ``cells``, so 58,788 rows cost as much as the
/// 20 on screen. The selected row gets the hardware cursor (hidden) when the table has focus, so
/// screen readers follow the selection.
///
/// ```swift
/// let table = TableView(
///     columns: [TableColumn("Title"), TableColumn("Year", width: .fixed(4), alignment: .trailing)],
///     rowCount: movies.count, state: state, isFocused: true
/// ) { row in [movies[row].title, String(movies[row].year)] }
/// table.render(on: &canvas, in: rect, theme: theme)
/// ```
public struct TableView: Widget {
    /// The columns; a single column makes a plain list.
    public var columns: [TableColumn]
    /// The number of rows in the data set.
    public var rowCount: Int
    /// The selection and scroll position.
    public var state: ListState
    /// Whether the table has keyboard focus (selection style and cursor).
    public var isFocused: Bool
    /// Whether to draw the header row.
    public var showsHeader: Bool
    /// The text shown when there are no rows.
    public var emptyText: String
    /// The texts of one row's cells, asked only for visible rows.
    public var cells: (Int) -> [String]

    /// Creates a table.
    ///
    /// - Parameter columns: The columns.
    /// - Parameter rowCount: The number of rows.
    /// - Parameter state: The selection and scroll position.
    /// - Parameter isFocused: Whether it has focus.
    /// - Parameter showsHeader: Whether to draw the header; true by default.
    /// - Parameter emptyText: Shown when `rowCount` is 0.
    /// - Parameter cells: The texts of a row's cells, by row index.
    public init(
        columns: [TableColumn], rowCount: Int, state: ListState, isFocused: Bool = true, showsHeader: Bool = true,
        emptyText: String = "No rows", cells: @escaping (Int) -> [String]
    ) {
        self.columns = columns
        self.rowCount = rowCount
        self.state = state
        self.isFocused = isFocused
        self.showsHeader = showsHeader
        self.emptyText = emptyText
        self.cells = cells
    }

    /// The number of data rows visible in `rect` (the header takes one row).
    ///
    /// - Parameter rect: The table's rectangle.
    public func visibleRows(in rect: Rect) -> Int {
        max(0, rect.height - (showsHeader ? 1 : 0))
    }

    /// The data row under a screen cell, for mouse clicks.
    ///
    /// - Parameter point: The clicked cell.
    /// - Parameter rect: The table's rectangle.
    /// - Returns: The row index, or `nil` when the cell is outside the rows.
    public func row(at point: Point, in rect: Rect) -> Int? {
        let top = rect.y + (showsHeader ? 1 : 0)
        guard rect.contains(point), point.y >= top else { return nil }
        let visible = visibleRows(in: rect)
        let offset = ListState.offset(keeping: state.selected, visible: state.offset, rowCount: rowCount, visibleRows: visible)
        let row = offset + point.y - top
        return row < rowCount ? row : nil
    }

    /// Draws the header, the visible rows and the scrollbar.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The table's rectangle.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        guard !rect.isEmpty else { return }
        canvas.fill(rect, style: theme.normal)
        var body = rect
        let visible = visibleRows(in: rect)
        let scrolls = rowCount > visible && rect.width > 2
        if scrolls { body = rect.splitLeft(rect.width - 1).left }
        let widths = TableColumn.layout(columns, in: body.width)
        if showsHeader {
            canvas.fill(body.row(0), style: theme.header)
            drawRow(columns.map(\.title), widths: widths, in: body.row(0), style: theme.header, on: &canvas, theme: theme)
            body = body.splitTop(1).rest
        }
        guard rowCount > 0 else {
            canvas.draw(emptyText, in: body.row(0), alignment: .center, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
            return
        }
        let offset = ListState.offset(keeping: state.selected, visible: state.offset, rowCount: rowCount, visibleRows: visible)
        for line in 0..<min(visible, rowCount - offset) {
            let index = offset + line
            let isSelected = index == state.selected
            let style = isSelected ? (isFocused ? theme.selection : theme.inactiveSelection) : theme.normal
            let rowRect = Rect(x: rect.x, y: body.y + line, width: body.width, height: 1)
            if isSelected { canvas.fill(rowRect, style: style) }
            drawRow(cells(index), widths: widths, in: rowRect, style: style, on: &canvas, theme: theme)
            if isSelected, isFocused { canvas.cursor = Cursor(rowRect.origin, isVisible: false) }
        }
        if scrolls {
            Scrollbar(total: rowCount, offset: offset, visible: visible)
                .render(on: &canvas, in: Rect(x: rect.maxX - 1, y: body.y, width: 1, height: visible), theme: theme)
        }
    }

    private func drawRow(
        _ texts: [String], widths: [Int], in rect: Rect, style: Style, on canvas: inout Canvas, theme: Theme
    ) {
        var x = rect.x
        for (index, width) in widths.enumerated() where width > 0 {
            let text = index < texts.count ? texts[index] : ""
            let cell = Rect(x: x, y: rect.y, width: width, height: 1)
            canvas.draw(text, in: cell, alignment: columns[index].alignment, style: style, ellipsis: theme.glyphs.ellipsis)
            x += width + 1
        }
    }
}
