import Testing
import TerminalUI

@Suite struct ListStateTests {
    @Test func arrowsMoveAndScrollOnlyWhenTheSelectionLeavesTheView() {
        var state = ListState()
        for _ in 0..<9 { _ = state.handle(.down, rowCount: 100, visibleRows: 10) }
        #expect(state.selected == 9)
        #expect(state.offset == 0)
        _ = state.handle(.down, rowCount: 100, visibleRows: 10)
        #expect(state.selected == 10)
        #expect(state.offset == 1)
    }

    @Test func pagingHomeAndEndStayInBounds() {
        var state = ListState()
        _ = state.handle(.pageDown, rowCount: 58_788, visibleRows: 20)
        #expect(state.selected == 19)
        _ = state.handle(.end, rowCount: 58_788, visibleRows: 20)
        #expect(state.selected == 58_787)
        #expect(state.offset == 58_768)
        _ = state.handle(.down, rowCount: 58_788, visibleRows: 20)
        #expect(state.selected == 58_787)
        _ = state.handle(.home, rowCount: 58_788, visibleRows: 20)
        #expect(state == ListState())
        _ = state.handle(.up, rowCount: 58_788, visibleRows: 20)
        #expect(state.selected == 0)
    }

    @Test func wheelScrollsAndDragsTheSelectionAlong() {
        var state = ListState()
        let wheel = Key.mouse(MouseEvent(.wheelDown, at: .zero))
        let handled = state.handle(wheel, rowCount: 100, visibleRows: 10)
        #expect(handled)
        #expect(state.offset == 3)
        #expect(state.selected == 3)
    }

    @Test func emptyListsAndOtherKeys() {
        var state = ListState(selected: 5)
        state.select(5, rowCount: 0, visibleRows: 10)
        #expect(state.selected == 0)
        let handled = state.handle(.character("x"), rowCount: 10, visibleRows: 5)
        #expect(!handled)
    }

    @Test func clickingARowMapsToItsIndex() {
        let table = Fixtures.table(selected: 30)
        let rect = Rect(x: 0, y: 2, width: 80, height: 11)
        #expect(table.row(at: Point(x: 5, y: 2), in: rect) == nil, "the header")
        #expect(table.row(at: Point(x: 5, y: 12), in: rect) == 30, "selection kept in view at the bottom")
        #expect(table.row(at: Point(x: 5, y: 3), in: rect) == 21)
    }
}
