/// A horizontal run of changed cells to send to the terminal: a row, a starting column and the
/// cells from there on.
///
/// Continuation cells (right halves of wide graphemes) are included so runs line up with the
/// canvas; drivers skip them when writing.
public struct CellRun: Hashable, Sendable {
    /// The row of the run.
    public var row: Int
    /// The first column of the run.
    public var column: Int
    /// The cells, left to right.
    public var cells: ArraySlice<Cell>

    /// Creates a run.
    ///
    /// - Parameter row: The row.
    /// - Parameter column: The first column.
    /// - Parameter cells: The cells from that column on.
    public init(row: Int, column: Int, cells: ArraySlice<Cell>) {
        self.row = row
        self.column = column
        self.cells = cells
    }
}
