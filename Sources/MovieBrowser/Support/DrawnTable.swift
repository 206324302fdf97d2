import TerminalUI

/// A table as a view last drew it: what maps a mouse click back to a row or to a column's sort.
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

    /// The table.
    let table: TableView
    /// Where it was drawn.
    let rect: Rect
    /// The sort field of each column, `nil` for a column that does not sort.
    let fields: [Field?]

    /// What `key` asks for if it is a left click on the table; a click on a row selects it in `list`.
    ///
    /// - Parameter key: The key.
    /// - Parameter list: The table's list state.
    /// - Returns: The click's meaning, or `nil` when `key` is not a left click on the table.
    func click(_ key: Key, list: inout ListState) -> Click? {
        guard case .mouse(let event) = key, case .press(button: 1) = event.action else { return nil }
        switch table.click(at: event.position, in: rect, state: &list) {
        case .header(let column): return fields[column].map(Click.sort) ?? .handled
        case .activate: return .open
        case .select: return .handled
        case nil: return nil
        }
    }
}
