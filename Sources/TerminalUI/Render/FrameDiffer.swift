/// Compares each new ``Canvas`` with the last one sent and reports only the cells that changed.
///
/// Both drivers use it, so the headless terminal proves what the ncurses terminal sends. Within a
/// row, changes closer than ``mergeGap`` cells are sent as one run (cheaper than a cursor move).
/// The first frame, a size change and ``invalidate()`` (Ctrl-L) send everything.
public struct FrameDiffer: Sendable {
    /// Unchanged cells shorter than this between two changes are sent rather than skipped.
    public static let mergeGap = 4

    private var previous: Canvas?

    /// Creates a differ with no previous frame; the first update is a full redraw.
    public init() {}

    /// Forgets the last frame, so the next update repaints the whole screen.
    public mutating func invalidate() {
        previous = nil
    }

    /// The runs that turn the last frame into `canvas`; remembers `canvas` as the last frame.
    ///
    /// - Parameter canvas: The new frame.
    /// - Returns: The changed cells and the cursor placement.
    @discardableResult
    public mutating func update(to canvas: Canvas) -> FrameUpdate {
        defer { previous = canvas }
        let width = canvas.size.width
        guard let old = previous, old.size == canvas.size else {
            let runs = (0..<canvas.size.height).map { row in
                CellRun(row: row, column: 0, cells: canvas.cells[(row * width)..<((row + 1) * width)])
            }
            return FrameUpdate(runs: runs, cursor: canvas.cursor, isFullRedraw: true)
        }
        var runs: [CellRun] = []
        old.cells.withUnsafeBufferPointer { before in
            canvas.cells.withUnsafeBufferPointer { after in
                for row in 0..<canvas.size.height {
                    diffRow(row, width: width, before, after, canvas.cells, into: &runs)
                }
            }
        }
        return FrameUpdate(runs: runs, cursor: canvas.cursor, isFullRedraw: false)
    }

    private func diffRow(
        _ row: Int, width: Int, _ before: UnsafeBufferPointer<Cell>, _ after: UnsafeBufferPointer<Cell>,
        _ cells: [Cell], into runs: inout [CellRun]
    ) {
        let base = row * width
        var x = 0
        while x < width {
            guard before[base + x] != after[base + x] else {
                x += 1
                continue
            }
            var start = x
            if after[base + start].isContinuation, start > 0 { start -= 1 }
            var end = x + 1
            var quiet = 0
            while end < width, quiet < Self.mergeGap {
                if before[base + end] != after[base + end] {
                    quiet = 0
                } else {
                    quiet += 1
                }
                end += 1
            }
            end -= quiet
            if end < width, after[base + end].isContinuation { end += 1 }
            runs.append(CellRun(row: row, column: start, cells: cells[(base + start)..<(base + end)]))
            x = end
        }
    }
}
