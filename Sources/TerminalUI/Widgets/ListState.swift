/// The selection and scroll position of a list, owned by the screen and changed by keys.
///
/// The state stores two numbers, never the rows, so a list of 58,788 rows costs nothing until
/// its visible rows are drawn.
public struct ListState: Hashable, Sendable {
    /// The selected row index, 0 when the list is empty.
    public private(set) var selected: Int
    /// The index of the first visible row.
    public private(set) var offset: Int

    /// Creates a state with a selection.
    ///
    /// - Parameter selected: The selected row.
    /// - Parameter offset: The first visible row.
    public init(selected: Int = 0, offset: Int = 0) {
        self.selected = max(0, selected)
        self.offset = max(0, offset)
    }

    /// Selects `index` (clamped to the rows) and scrolls so it is visible.
    ///
    /// - Parameter index: The row to select.
    /// - Parameter rowCount: The number of rows in the list.
    /// - Parameter visibleRows: How many rows the list shows.
    public mutating func select(_ index: Int, rowCount: Int, visibleRows: Int) {
        selected = min(max(0, index), max(0, rowCount - 1))
        offset = Self.offset(keeping: selected, visible: offset, rowCount: rowCount, visibleRows: visibleRows)
    }

    /// Scrolls by `rows` without moving the selection further than needed to keep it visible.
    ///
    /// - Parameter rows: Rows to scroll, negative for up.
    /// - Parameter rowCount: The number of rows in the list.
    /// - Parameter visibleRows: How many rows the list shows.
    public mutating func scroll(by rows: Int, rowCount: Int, visibleRows: Int) {
        let page = max(1, visibleRows)
        offset = min(max(0, offset + rows), max(0, rowCount - page))
        selected = min(max(selected, offset), min(offset + page - 1, max(0, rowCount - 1)))
    }

    /// Applies a navigation key: arrows, Page Up/Down, Home/End and the mouse wheel.
    ///
    /// - Parameter key: The key pressed.
    /// - Parameter rowCount: The number of rows in the list.
    /// - Parameter visibleRows: How many rows the list shows.
    /// - Returns: Whether the key was a navigation key (handled, even at the ends of the list).
    public mutating func handle(_ key: Key, rowCount: Int, visibleRows: Int) -> Bool {
        let page = max(1, visibleRows - 1)
        switch key {
        case .up: select(selected - 1, rowCount: rowCount, visibleRows: visibleRows)
        case .down: select(selected + 1, rowCount: rowCount, visibleRows: visibleRows)
        case .pageUp: select(selected - page, rowCount: rowCount, visibleRows: visibleRows)
        case .pageDown: select(selected + page, rowCount: rowCount, visibleRows: visibleRows)
        case .home: select(0, rowCount: rowCount, visibleRows: visibleRows)
        case .end: select(rowCount - 1, rowCount: rowCount, visibleRows: visibleRows)
        case .mouse(let event) where event.action == .wheelUp: scroll(by: -3, rowCount: rowCount, visibleRows: visibleRows)
        case .mouse(let event) where event.action == .wheelDown: scroll(by: 3, rowCount: rowCount, visibleRows: visibleRows)
        default: return false
        }
        return true
    }

    /// The first visible row that keeps `selected` in view, moving as little as possible.
    static func offset(keeping selected: Int, visible offset: Int, rowCount: Int, visibleRows: Int) -> Int {
        let page = max(1, visibleRows)
        var result = offset
        if selected < result { result = selected }
        if selected >= result + page { result = selected - page + 1 }
        return min(max(0, result), max(0, rowCount - page))
    }
}
