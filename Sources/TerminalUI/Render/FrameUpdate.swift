/// What a driver must send to bring the terminal from the last frame to a new one: the runs of
/// changed cells and the cursor placement.
public struct FrameUpdate: Hashable, Sendable {
    /// The changed cells, row by row, left to right.
    public var runs: [CellRun]
    /// Where to put the hardware cursor, and whether to show it.
    public var cursor: Cursor?
    /// Whether this update repaints the whole screen (first frame, resize or Ctrl-L).
    public var isFullRedraw: Bool

    /// Creates an update.
    ///
    /// - Parameter runs: The changed cells.
    /// - Parameter cursor: The cursor placement.
    /// - Parameter isFullRedraw: Whether the whole screen is repainted.
    public init(runs: [CellRun], cursor: Cursor?, isFullRedraw: Bool) {
        self.runs = runs
        self.cursor = cursor
        self.isFullRedraw = isFullRedraw
    }

    /// The number of distinct rows that have changed cells.
    public var rowsSent: Int {
        var count = 0
        var last = -1
        for run in runs where run.row != last {
            count += 1
            last = run.row
        }
        return count
    }

    /// The number of cells sent, continuation cells not counted.
    public var cellsSent: Int {
        runs.reduce(0) { total, run in total + run.cells.count { !$0.isContinuation } }
    }
}
