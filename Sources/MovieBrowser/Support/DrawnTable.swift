import TerminalUI

/// A table as a view last drew it, as plain values: where it was, its columns, its row count and the
/// sort field of each column. The view hands it to its presenter with a key, and the presenter maps
/// a mouse click with it to a sort, an open or a selection of its own list.
struct DrawnTable<Field> {
    /// What a left click on the table asks for.
    enum Click {
        /// A header with a sort field: sort by it (again: reverse).
        case sort(Field)
        /// A second click on the selected row: open it.
        case open
        /// A row now selected, or a header without a field: nothing more to do.
        case handled
    }

    /// Where the table was drawn.
    let rect: Rect
    /// Its columns.
    let columns: [TableColumn]
    /// Its number of rows.
    let rowCount: Int
    /// Whether it showed its header row.
    let showsHeader: Bool
    /// The sort field of each column, `nil` for a column that does not sort.
    let fields: [Field?]

    /// The geometry of `table` drawn in `rect`.
    ///
    /// - Parameters:
    ///   - table: The table as drawn.
    ///   - rect: Where.
    ///   - fields: The sort field of each column.
    init(table: TableView, rect: Rect, fields: [Field?]) {
        self.rect = rect
        columns = table.columns
        rowCount = table.rowCount
        showsHeader = table.showsHeader
        self.fields = fields
    }

    /// What `key` asks for if it is a left click on the table; a click on a row selects it in `list`.
    ///
    /// - Parameter key: The key.
    /// - Parameter list: The table's list state, the presenter's.
    /// - Returns: The click's meaning, or `nil` when `key` is not a left click on the table.
    func click(_ key: Key, list: inout ListState) -> Click? {
        guard case .mouse(let event) = key, case .press(button: 1) = event.action else { return nil }
        let table = TableView(columns: columns, rowCount: rowCount, showsHeader: showsHeader) { _ in [] }
        switch table.click(at: event.position, in: rect, state: &list) {
        case .header(let column): return fields[column].map(Click.sort) ?? .handled
        case .activate: return .open
        case .select: return .handled
        case nil: return nil
        }
    }
}
