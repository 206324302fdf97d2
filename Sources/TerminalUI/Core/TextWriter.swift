/// The running state of ``Canvas/draw(_:at:maxWidth:style:ellipsis:)``: the next column and the
/// last column after which an ellipsis still fits.
struct TextWriter {
    /// The most columns the text may use.
    let limit: Int
    /// The width of the ellipsis, 0 when there is none.
    let ellipsisWidth: Int
    /// The next column to draw at, relative to the origin.
    var column = 0
    /// The end column of the last grapheme that leaves room for the ellipsis.
    var cut = 0

    /// Creates the state for one draw.
    init(limit: Int, ellipsisWidth: Int) {
        self.limit = limit
        self.ellipsisWidth = ellipsisWidth
    }

    /// Draws `cell` at the next column, or returns `false` when it does not fit.
    mutating func place(_ cell: Cell, on canvas: inout Canvas, _ origin: Point) -> Bool {
        let width = Int(cell.width)
        guard column + width <= limit else { return false }
        canvas.set(cell, x: origin.x + column, y: origin.y)
        column += width
        if column <= limit - ellipsisWidth { cut = column }
        return true
    }
}
