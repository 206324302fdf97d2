/// The columns panel of the movie table: every column with a check box, in the order the table
/// would show them. Plain values, so the presenter's tests need no terminal.
struct ColumnsPanel: Hashable, Sendable {
    /// One row: a column and whether it is shown.
    struct Entry: Hashable, Sendable {
        var column: MovieColumn
        var isShown: Bool
    }

    /// Every column: the shown ones in their order, then the hidden ones.
    private(set) var entries: [Entry]
    /// The highlighted row.
    private(set) var selected = 0

    /// The panel for the table's current columns.
    ///
    /// - Parameter columns: The columns shown, in order.
    init(columns: [MovieColumn]) {
        entries =
            columns.map { Entry(column: $0, isShown: true) }
            + MovieColumn.allCases.filter { !columns.contains($0) }.map { Entry(column: $0, isShown: false) }
    }

    /// The columns the panel would apply, in order.
    var shown: [MovieColumn] { entries.filter(\.isShown).map(\.column) }

    /// Handles an action other than apply and cancel.
    ///
    /// - Parameter action: The action.
    mutating func perform(_ action: ColumnsAction) {
        switch action {
        case .nextRow: selected = min(selected + 1, entries.count - 1)
        case .previousRow: selected = max(selected - 1, 0)
        case .moveDown:
            guard selected + 1 < entries.count else { return }
            entries.swapAt(selected, selected + 1)
            selected += 1
        case .moveUp:
            guard selected > 0 else { return }
            entries.swapAt(selected, selected - 1)
            selected -= 1
        case .toggle: entries[selected].isShown.toggle()
        case .apply, .cancel: break
        }
    }

    /// The label and check box of every row, for the view.
    var lines: [(label: String, value: String)] {
        entries.map { ($0.column.label, $0.isShown ? "[x]" : "[ ]") }
    }
}
