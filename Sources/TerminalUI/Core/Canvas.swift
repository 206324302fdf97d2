/// A grid of ``Cell``s that widgets draw on; drivers send it to the terminal.
///
/// Drawing is clipped to the canvas. Text is laid out by display width: wide graphemes take two
/// cells, combining marks stay with their base, and control characters are drawn escaped
/// (`ESC` → `^[`). Overwriting half of a wide grapheme blanks the other half, so a canvas never
/// holds a torn character.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 1))
/// canvas.draw("Crouching Tiger, Hidden Dragon", at: .zero, maxWidth: 12, style: .plain, ellipsis: "…")
/// // "Crouching T…"
/// ```
public struct Canvas: Hashable, Sendable {
    /// The canvas size in cells.
    public let size: Size
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// Where the driver places the hardware cursor after drawing, or `nil` to leave it at the
    /// bottom-right corner, hidden.
    public var cursor: Cursor?

    /// Creates a canvas filled with blank cells.
    ///
    /// - Parameter size: The size in cells.
    /// - Parameter style: The style of the blank cells.
    public init(size: Size, style: Style = .plain) {
        self.size = size
        self.cells = Array(repeating: .blank(style), count: size.width * size.height)
    }

    /// The whole canvas as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`; a blank cell outside the canvas.
    ///
    /// - Parameter x: The column.
    /// - Parameter y: The row.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank() }
        return cells[y * size.width + x]
    }

    /// Puts one measured grapheme at a cell, clipping and repairing torn wide graphemes.
    ///
    /// - Parameter cell: The cell to store (width 1 or 2).
    /// - Parameter x: The column.
    /// - Parameter y: The row.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, y < size.height, x + Int(max(cell.width, 1)) <= size.width else { return }
        let index = y * size.width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        let end = index + Int(max(cell.width, 1))
        if end < (y + 1) * size.width, cells[end].isContinuation {
            cells[end] = .blank(cells[end].style)
        }
        if cell.width == 2, cells[index + 1].width == 2, x + 2 < size.width, cells[index + 2].isContinuation {
            cells[index + 2] = .blank(cells[index + 2].style)
        }
        cells[index] = cell
        if cell.width == 2 { cells[index + 1] = .continuation(cell.style) }
    }

    /// Fills a rectangle with blank cells of `style`.
    ///
    /// - Parameter rect: The rectangle to clear (clipped to the canvas).
    /// - Parameter style: The style whose background fills it.
    public mutating func fill(_ rect: Rect, style: Style) {
        let x0 = max(0, rect.x)
        let x1 = min(size.width, rect.maxX)
        let y0 = max(0, rect.y)
        let y1 = min(size.height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            let row = y * size.width
            if x0 > 0, cells[row + x0].isContinuation { cells[row + x0 - 1] = .blank(cells[row + x0 - 1].style) }
            if x1 < size.width, cells[row + x1].isContinuation { cells[row + x1] = .blank(cells[row + x1].style) }
            for x in x0..<x1 { cells[row + x] = .blank(style) }
        }
    }

    /// Draws a one-line string by display width, truncating it with `ellipsis` when it is wider
    /// than `maxWidth`.
    ///
    /// Control characters are drawn escaped, zero-width graphemes with no base are skipped, and a
    /// wide grapheme that would straddle the limit is not drawn.
    ///
    /// - Parameter text: The text to draw; line breaks are controls and appear as `^J`.
    /// - Parameter origin: The cell of the first column.
    /// - Parameter maxWidth: The most columns to use (further clipped to the canvas edge).
    /// - Parameter style: The style of every drawn cell.
    /// - Parameter ellipsis: The truncation mark, or `nil` to cut without one.
    /// - Returns: The number of columns drawn.
    @discardableResult
    public mutating func draw(
        _ text: String, at origin: Point, maxWidth: Int, style: Style, ellipsis: String? = nil
    ) -> Int {
        let limit = min(maxWidth, size.width - origin.x)
        guard limit > 0, origin.y >= 0, origin.y < size.height, origin.x >= 0 else { return 0 }
        var writer = TextWriter(limit: limit, ellipsisWidth: ellipsis.map(DisplayWidth.of) ?? 0)
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 {
                guard writer.place(Cell(ascii: byte, style: style), on: &self, origin)
                else { return finish(&writer, ellipsis, origin, style) }
                index = next
                continue
            }
            let grapheme = text[index]
            index = text.index(after: index)
            if grapheme.unicodeScalars.contains(where: ControlEscape.isControl) {
                for scalar in ControlEscape.escaped(grapheme).unicodeScalars {
                    guard writer.place(Cell(Character(scalar), width: 1, style: style), on: &self, origin)
                    else { return finish(&writer, ellipsis, origin, style) }
                }
                continue
            }
            let width = DisplayWidth.of(grapheme)
            if width == 0 { continue }
            guard writer.place(Cell(grapheme, width: UInt8(width), style: style), on: &self, origin)
            else { return finish(&writer, ellipsis, origin, style) }
        }
        return writer.column
    }

    /// Ends a draw that overflowed: puts the ellipsis after the last grapheme that leaves room
    /// for it and blanks what was drawn past it.
    private mutating func finish(
        _ writer: inout TextWriter, _ ellipsis: String?, _ origin: Point, _ style: Style
    ) -> Int {
        guard let ellipsis, writer.ellipsisWidth <= writer.limit else { return writer.column }
        for x in writer.cut..<writer.column { set(.blank(style), x: origin.x + x, y: origin.y) }
        var x = writer.cut
        for scalar in ellipsis.unicodeScalars {
            set(Cell(Character(scalar), width: 1, style: style), x: origin.x + x, y: origin.y)
            x += 1
        }
        return max(x, writer.column)
    }
}
