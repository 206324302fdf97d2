import Testing
import TerminalUI

@Suite struct ListStateTests {
    /// Draws `rowCount` rows in a table `visibleRows` tall, which resolves the state's intents.
    private func draw(_ state: inout ListState, rowCount: Int, visibleRows: Int) {
        var canvas = Canvas(size: Size(width: 30, height: visibleRows + 1))
        TableView(columns: Fixtures.columns, rowCount: rowCount, cells: Fixtures.syntheticRow)
            .render(on: &canvas, in: canvas.bounds, state: &state, theme: Theme())
    }

    @Test func arrowsMoveAndScrollOnlyWhenTheSelectionLeavesTheView() {
        var state = ListState()
        for _ in 0..<9 {
            state.selectNext()
            draw(&state, rowCount: 100, visibleRows: 10)
        }
        #expect(state.selected == 9)
        #expect(state.offset == 0)
        state.selectNext()
        draw(&state, rowCount: 100, visibleRows: 10)
        #expect(state.selected == 10)
        #expect(state.offset == 1)
    }

    @Test func intentsNeedNoViewportAndTheDrawResolvesThem() {
        var state = ListState()
        #expect(state.viewportRows == 0)
        draw(&state, rowCount: 58_788, visibleRows: 20)
        #expect(state.viewportRows == 20)
        state.pageDown()
        #expect(state.selected == 19, "a page is the drawn viewport less one row of context")
        state.selectLast()
        #expect(state.selection(rowCount: 58_788) == 58_787, "readable before the next draw")
        draw(&state, rowCount: 58_788, visibleRows: 20)
        #expect(state.selected == 58_787)
        #expect(state.offset == 58_768)
        state.selectNext()
        draw(&state, rowCount: 58_788, visibleRows: 20)
        #expect(state.selected == 58_787)
        state.selectFirst()
        draw(&state, rowCount: 58_788, visibleRows: 20)
        #expect(state.selected == 0 && state.offset == 0)
        state.selectPrevious()
        #expect(state.selected == 0)
    }

    @Test func aShrinkingListClampsTheSelectionWhenDrawn() {
        var state = ListState(selected: 500, offset: 490)
        draw(&state, rowCount: 12, visibleRows: 5)
        #expect(state.selected == 11)
        #expect(state.offset == 7)
    }

    @Test func wheelScrollsAndDragsTheSelectionAlong() {
        var state = ListState()
        draw(&state, rowCount: 100, visibleRows: 10)
        let handled = state.handle(.mouse(MouseEvent(.wheelDown, at: .zero)))
        #expect(handled)
        #expect(state.offset == 3)
        #expect(state.selected == 3)
        draw(&state, rowCount: 100, visibleRows: 10)
        #expect(state.offset == 3, "the drawn table keeps the scrolled offset")
    }

    @Test func emptyListsAndOtherKeys() {
        var state = ListState(selected: 5)
        #expect(state.selection(rowCount: 0) == nil)
        draw(&state, rowCount: 0, visibleRows: 10)
        #expect(state.selected == 0)
        let handled = state.handle(.character("x"))
        #expect(!handled)
    }

    @Test func clickingARowMapsToItsIndex() {
        let table = TableView(columns: Fixtures.columns, rowCount: Fixtures.catalogSize, cells: Fixtures.syntheticRow)
        var state = ListState(selected: 30)
        let rect = Rect(x: 0, y: 2, width: 80, height: 11)
        var canvas = Canvas(size: Size(width: 80, height: 13))
        table.render(on: &canvas, in: rect, state: &state, theme: Theme())
        #expect(table.row(at: Point(x: 5, y: 2), in: rect, state: state) == nil, "the header")
        #expect(table.row(at: Point(x: 5, y: 12), in: rect, state: state) == 30, "selection kept in view at the bottom")
        #expect(table.row(at: Point(x: 5, y: 3), in: rect, state: state) == 21)
    }

    @Test func clickingAHeaderMapsToItsColumn() {
        let table = TableView(columns: Fixtures.columns, rowCount: 3, cells: Fixtures.syntheticRow)
        let rect = Rect(x: 0, y: 0, width: 40, height: 5)
        // Title takes 40 - 4 - 6 - 2 gaps = 28 columns, then Year, then Rating.
        #expect(table.headerColumn(at: Point(x: 0, y: 0), in: rect) == 0)
        #expect(table.headerColumn(at: Point(x: 30, y: 0), in: rect) == 1)
        #expect(table.headerColumn(at: Point(x: 28, y: 0), in: rect) == nil, "the gap between columns")
        #expect(table.headerColumn(at: Point(x: 39, y: 0), in: rect) == 2)
        #expect(table.headerColumn(at: Point(x: 39, y: 1), in: rect) == nil, "a data row")
    }
}

@Suite struct ListIntentTests {
    @Test func intentsAreNamedAsTheKeymapsNameTheirActions() {
        #expect(
            ListIntent.allCases.map(\.rawValue) == [
                "select_next", "select_previous", "page_down", "page_up", "first", "last",
            ])
        var state = ListState(selected: 5)
        state.apply(.selectNext)
        #expect(state.selected == 6)
        state.apply(.first)
        #expect(state.selected == 0)
        state.apply(.last)
        #expect(state.selection(rowCount: 12) == 11)
    }
}

@Suite struct TableClickTests {
    @Test func aClickSelectsARowAClickOnTheSelectedRowActivatesItAndTheHeaderNamesItsColumn() {
        let table = TableView(columns: Fixtures.columns, rowCount: 100, cells: Fixtures.syntheticRow)
        let rect = Rect(x: 0, y: 0, width: 40, height: 11)
        var state = ListState(selected: 2)
        var canvas = Canvas(size: Size(width: 40, height: 11))
        table.render(on: &canvas, in: rect, state: &state, theme: Theme())
        #expect(table.click(at: Point(x: 30, y: 0), in: rect, state: &state) == .header(1))
        #expect(table.click(at: Point(x: 3, y: 5), in: rect, state: &state) == .select(4))
        #expect(state.selected == 4)
        #expect(table.click(at: Point(x: 3, y: 5), in: rect, state: &state) == .activate(4))
        #expect(table.click(at: Point(x: 3, y: 20), in: rect, state: &state) == nil)
    }
}
