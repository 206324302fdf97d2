import TerminalUI

/// The People results: a table of the people found, with their years, professions and number of
/// credits. It draws the presenter's view model and hands the presenter the table it drew, for
/// mouse clicks.
@MainActor
public final class PeopleView: Screen {
    /// The presenter.
    public let presenter: PeoplePresenter
    /// The table as the last frame drew it, which the presenter maps clicks with.
    private var drawn: DrawnTable<Never>?

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: PeoplePresenter) {
        self.presenter = presenter
    }

    public var title: String { "@\(presenter.search.words)" }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keymap.keyHelp }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key, drawn: drawn)
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let model = presenter.viewModel()
        canvas.fill(rect, style: theme.normal)
        let layout = Self.columns(width: rect.width)
        let rows = model.rows
        let table = TableView(
            columns: layout.map(\.column), rowCount: rows.count, isFocused: true, emptyText: model.emptyText
        ) { index in
            guard index < rows.count else { return [] }
            return layout.map { $0.text(rows[index]) }
        }
        table.render(on: &canvas, in: rect, state: &presenter.list, theme: theme)
        drawn = DrawnTable(table: table, rect: rect, fields: layout.map { _ in nil })
    }

    /// One column of the table: its header and its text in a row.
    struct ColumnLayout {
        let column: TableColumn
        let text: @Sendable (PeopleViewModel.Row) -> String
    }

    /// The columns for a width: the professions join from 60 columns.
    static func columns(width: Int) -> [ColumnLayout] {
        var columns = [
            ColumnLayout(column: TableColumn("Name", width: .flexible(weight: 3, minimum: 16))) { $0.name },
            ColumnLayout(column: TableColumn("Years", width: .fixed(9))) { $0.years },
        ]
        if width >= 60 {
            columns.append(
                ColumnLayout(column: TableColumn("Professions", width: .flexible(weight: 2, minimum: 10))) {
                    $0.professions
                })
        }
        columns.append(
            ColumnLayout(column: TableColumn("Credits", width: .fixed(7), alignment: .trailing)) { $0.credits })
        return columns
    }
}
