/// A virtualized list or table: a header, the visible rows of a possibly huge data set, the
/// selected row highlighted, and a scrollbar.
///
/// Only the rows in view are asked for, through ``cells``, so 58,788 rows cost as much as the
/// 20 on screen. The selected row gets the hardware cursor (hidden) when the table has focus, so
/// screen readers follow the selection.
///
/// The selection and scroll position are a ``ListState`` passed `inout` to
/// ``render(on:in:state:theme:)``: the presenter records intents ("page down") and the table
/// resolves them against the rows and the viewport when it draws, writing back the offset it used.
///
/// ```swift
/// let table = TableView(
///     columns: [TableColumn("Title"), TableColumn("Year", width: .fixed(4), alignment: .trailing)],
///     rowCount: movies.count, isFocused: true
/// ) { row in [movies[row].title, String(movies[row].year)] }
/// table.render(on: &canvas, in: rect, state: &state, theme: theme)
/// ```
public struct TableView: StatefulWidget {
    /// The columns; a single column makes a plain list.
    public var columns: [TableColumn]
    /// The number of rows in the data set.
    public var rowCount: Int
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
    /// - Parameter isFocused: Whether it has focus.
    /// - Parameter showsHeader: Whether to draw the header; true by default.
    /// - Parameter emptyText: Shown when `rowCount` is 0.
    /// - Parameter cells: The texts of a row's cells, by row index.
    public init(
        columns: [TableColumn], rowCount: Int, isFocused: Bool = true, showsHeader: Bool = true,
        emptyText: String = "No rows", cells: @escaping (Int) -> [String]
    ) {
        self.columns = columns
        self.rowCount = rowCount
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

    /// The data row under a screen cell, for mouse clicks, as the table was last drawn with `state`.
    ///
    /// - Parameter point: The clicked cell.
    /// - Parameter rect: The table's rectangle.
    /// - Parameter state: The state the table was drawn with (its offset is the one written back).
    /// - Returns: The row index, or `nil` when the cell is outside the rows.
    public func row(at point: Point, in rect: Rect, state: ListState) -> Int? {
        let top = rect.y + (showsHeader ? 1 : 0)
        guard rect.contains(point), point.y >= top else { return nil }
        let visible = visibleRows(in: rect)
        let offset = ListState.offset(
            keeping: state.selected, visible: state.offset, rowCount: rowCount, visibleRows: visible)
        let row = offset + point.y - top
        return row < rowCount ? row : nil
    }

    /// The column whose header is under a screen cell, for sorting by a click on the header.
    ///
    /// - Parameter point: The clicked cell.
    /// - Parameter rect: The table's rectangle.
    /// - Returns: The column index, or `nil` when the cell is not on a header title.
    public func headerColumn(at point: Point, in rect: Rect) -> Int? {
        guard showsHeader, rect.contains(point), point.y == rect.y else { return nil }
        let scrolls = rowCount > visibleRows(in: rect) && rect.width > 2
        let widths = TableColumn.layout(columns, in: scrolls ? rect.width - 1 : rect.width)
        var x = rect.x
        for (index, width) in widths.enumerated() {
            if width > 0, point.x >= x, point.x < x + width { return index }
            x += width + 1
        }
        return nil
    }

    /// What a click on the table did.
    public enum Click: Hashable, Sendable {
        /// A click on the header of column `index` (sort by it).
        case header(Int)
        /// A click on row `index`, which is now selected.
        case select(Int)
        /// A click on row `index`, which was already selected (open it).
        case activate(Int)
    }

    /// Applies a left click as the table was last drawn: a header click names its column, a click
    /// on a row selects it, and a click on the selected row activates it.
    ///
    /// - Parameter point: The clicked cell.
    /// - Parameter rect: Where the table was drawn.
    /// - Parameter state: The state it was drawn with; a click on a row selects that row.
    /// - Returns: What the click did, or `nil` when it missed the header and the rows.
    public func click(at point: Point, in rect: Rect, state: inout ListState) -> Click? {
        if let column = headerColumn(at: point, in: rect) { return .header(column) }
        guard let row = row(at: point, in: rect, state: state) else { return nil }
        if row == state.selection(rowCount: rowCount) { return .activate(row) }
        state.select(row)
        return .select(row)
    }

    /// Draws the header, the visible rows and the scrollbar, resolving `state`'s intents against
    /// the rows and the viewport and writing back the clamped selection and the offset used.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The table's rectangle.
    /// - Parameter state: The selection and scroll position.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, state: inout ListState, theme: Theme) {
        state.resolve(rowCount: rowCount, visibleRows: visibleRows(in: rect))
        guard !rect.isEmpty else { return }
        canvas.fill(rect, style: theme.normal)
        var body = rect
        let visible = visibleRows(in: rect)
        let scrolls = rowCount > visible && rect.width > 2
        if scrolls { body = rect.splitLeft(rect.width - 1).left }
        let widths = TableColumn.layout(columns, in: body.width)
        if showsHeader {
            canvas.fill(body.row(0), style: theme.header)
            drawRow(
                columns.map(\.title), widths: widths, in: body.row(0), style: theme.header, on: &canvas, theme: theme)
            body = body.splitTop(1).rest
        }
        guard rowCount > 0 else {
            canvas.draw(
                emptyText, in: body.row(0), alignment: .center, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
            return
        }
        let offset = state.offset
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
            canvas.draw(
                text, in: cell, alignment: columns[index].alignment, style: style, ellipsis: theme.glyphs.ellipsis)
            x += width + 1
        }
    }
}
