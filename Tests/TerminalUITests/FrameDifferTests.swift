import Testing
import TerminalUI

@Suite struct FrameDifferTests {
    private let size = Size(width: 200, height: 60)

    private func frame(selected: Int) -> Canvas {
        var canvas = Canvas(size: size)
        Fixtures.table(selected: selected).render(on: &canvas, in: canvas.bounds, theme: Theme())
        return canvas
    }

    @Test func firstFrameIsAFullRedraw() {
        var differ = FrameDiffer()
        let update = differ.update(to: frame(selected: 0))
        #expect(update.isFullRedraw)
        #expect(update.rowsSent == 60)
        #expect(update.runs.reduce(0) { $0 + $1.cells.count } == 200 * 60)
        #expect(update.cellsSent < 200 * 60, "wide graphemes in the fixture send one cell for two columns")
    }

    @Test func anUnchangedFrameSendsNothing() {
        var differ = FrameDiffer()
        differ.update(to: frame(selected: 3))
        let update = differ.update(to: frame(selected: 3))
        #expect(update.runs.isEmpty)
        #expect(!update.isFullRedraw)
    }

    @Test func movingTheSelectionOneRowSendsAtMostTwoRows() {
        var differ = FrameDiffer()
        differ.update(to: frame(selected: 10))
        let update = differ.update(to: frame(selected: 11))
        #expect(update.rowsSent <= 2)
        #expect(update.rowsSent == 2)
        #expect(Set(update.runs.map(\.row)) == [11, 12], "header row 0, rows 10 and 11 at screen rows 11 and 12")
    }

    @Test func onlyTheChangedCellsOfARowAreSent() {
        var differ = FrameDiffer()
        var canvas = Canvas(size: Size(width: 40, height: 2))
        canvas.draw("Rating 7.9 of 10", at: .zero, maxWidth: 40, style: .plain)
        differ.update(to: canvas)
        canvas.draw("8.1", at: Point(x: 7, y: 0), maxWidth: 3, style: .plain)
        let update = differ.update(to: canvas)
        #expect(update.runs == [CellRun(row: 0, column: 7, cells: canvas.cells[7..<10])])
        #expect(update.cellsSent == 3, "7.9 became 8.1: the unchanged dot is sent inside the run")
    }

    @Test func invalidateAndResizeForceAFullRedraw() {
        var differ = FrameDiffer()
        differ.update(to: frame(selected: 0))
        differ.invalidate()
        #expect(differ.update(to: frame(selected: 0)).isFullRedraw)
        let smaller = Canvas(size: Size(width: 80, height: 24))
        let update = differ.update(to: smaller)
        #expect(update.isFullRedraw)
        #expect(update.rowsSent == 24)
    }

    @Test func aChangedWideGraphemeIsSentWithItsContinuation() {
        var differ = FrameDiffer()
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.draw("ab千", at: .zero, maxWidth: 6, style: .plain)
        differ.update(to: canvas)
        canvas.draw("尋", at: Point(x: 2, y: 0), maxWidth: 2, style: .plain)
        let update = differ.update(to: canvas)
        #expect(update.runs.count == 1)
        #expect(update.runs[0].column == 2)
        #expect(update.runs[0].cells.count == 2)
        #expect(update.cellsSent == 1)
    }
}
