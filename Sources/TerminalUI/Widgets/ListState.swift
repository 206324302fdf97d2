/// The selection and scroll position of a list, owned by the screen and changed by intents.
///
/// A presenter says what the user wants ("select next", "page down", "last row") without knowing
/// how many rows fit on screen; the list resolves it when it is drawn
/// (``TableView/render(on:in:state:theme:)`` takes the state `inout`, clamps the selection to the
/// rows and writes back the scroll offset and the page size it used). The state stores three
/// numbers, never the rows, so a list of 58,788 rows costs nothing until its visible rows are drawn.
///
/// ```swift
/// var state = ListState()
/// state.pageDown()                          // an intent: no row count, no viewport
/// table.render(on: &canvas, in: rect, state: &state, theme: theme)
/// state.selection(rowCount: total)          // the row the user sees selected
/// ```
public struct ListState: Hashable, Sendable {
    /// The selected row as last resolved; may exceed the row count until the next draw (use
    /// ``selection(rowCount:)`` to read it clamped).
    public private(set) var selected: Int
    /// The index of the first visible row, as last drawn (or scrolled).
    public private(set) var offset: Int
    /// How many rows the list showed when it was last drawn; 0 before the first draw.
    public private(set) var viewportRows: Int

    /// Creates a state with a selection.
    ///
    /// - Parameter selected: The selected row.
    /// - Parameter offset: The first visible row.
    public init(selected: Int = 0, offset: Int = 0) {
        self.selected = max(0, selected)
        self.offset = max(0, offset)
        self.viewportRows = 0
    }

    /// The rows a page intent moves by: one less than the last drawn viewport, so one row of
    /// context stays on screen; 10 before the first draw.
    public var pageSize: Int { viewportRows > 1 ? viewportRows - 1 : (viewportRows == 1 ? 1 : 10) }

    /// The selected row clamped to a list of `rowCount` rows, or `nil` when the list is empty.
    ///
    /// - Parameter rowCount: The number of rows in the list now.
    public func selection(rowCount: Int) -> Int? {
        rowCount > 0 ? min(selected, rowCount - 1) : nil
    }

    /// Selects `index`; the list scrolls to it when drawn.
    ///
    /// - Parameter index: The row to select (clamped to the rows when drawn).
    public mutating func select(_ index: Int) {
        selected = max(0, index)
    }

    /// Selects the next row.
    public mutating func selectNext() { select(selected == Int.max ? selected : selected + 1) }

    /// Selects the previous row.
    public mutating func selectPrevious() { select(selected - 1) }

    /// Selects the first row.
    public mutating func selectFirst() { select(0) }

    /// Selects the last row, whatever the row count is when the list is drawn.
    public mutating func selectLast() { select(Int.max) }

    /// Moves the selection one page down.
    public mutating func pageDown() { select(selected > Int.max - pageSize ? Int.max : selected + pageSize) }

    /// Moves the selection one page up.
    public mutating func pageUp() { select(min(selected, Int.max - 1) - pageSize) }

    /// Scrolls by `rows` (negative for up), dragging the selection along only as far as needed to
    /// keep it visible.
    ///
    /// - Parameter rows: Rows to scroll.
    public mutating func scroll(by rows: Int) {
        let page = max(1, viewportRows)
        offset = max(0, offset + rows)
        selected = min(max(min(selected, Int.max - 1), offset), offset + page - 1)
    }

    /// Applies an intent.
    ///
    /// - Parameter intent: What the user asked for.
    public mutating func apply(_ intent: ListIntent) {
        switch intent {
        case .selectNext: selectNext()
        case .selectPrevious: selectPrevious()
        case .pageDown: pageDown()
        case .pageUp: pageUp()
        case .first: selectFirst()
        case .last: selectLast()
        }
    }

    /// Applies a navigation key as an intent: arrows, Page Up/Down, Home/End and the mouse wheel.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the key was a navigation key (handled, even at the ends of the list).
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .up: selectPrevious()
        case .down: selectNext()
        case .pageUp: pageUp()
        case .pageDown: pageDown()
        case .home: selectFirst()
        case .end: selectLast()
        case .mouse(let event) where event.action == .wheelUp: scroll(by: -3)
        case .mouse(let event) where event.action == .wheelDown: scroll(by: 3)
        default: return false
        }
        return true
    }

    /// Resolves the pending intents for a list of `rowCount` rows showing `visibleRows`: clamps the
    /// selection and picks the offset that keeps it in view, moving as little as possible.
    ///
    /// Lists call it when they draw; call it directly only to lay a list out without drawing it.
    ///
    /// - Parameter rowCount: The number of rows.
    /// - Parameter visibleRows: How many rows fit.
    public mutating func resolve(rowCount: Int, visibleRows: Int) {
        selected = min(selected, max(0, rowCount - 1))
        offset = Self.offset(keeping: selected, visible: offset, rowCount: rowCount, visibleRows: visibleRows)
        viewportRows = max(0, visibleRows)
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
