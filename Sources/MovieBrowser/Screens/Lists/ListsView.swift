import TerminalUI

/// The user's lists: a table of each list's kind, name, progress (`seen 23 of 95` and a bar) and
/// description, with the prompt line at its foot while a question is open. It draws the
/// presenter's view model and hands the presenter the table it drew, for mouse clicks.
@MainActor
public final class ListsView: Screen {
    /// The presenter.
    public let presenter: ListsPresenter
    /// The table as the last frame drew it, which the presenter maps clicks with.
    private var drawn: DrawnTable<Never>?

    /// The width of the progress bar, in cells.
    static let barWidth = 10

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: ListsPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Lists" }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }
    public var isEditingText: Bool { presenter.isEditing }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key, drawn: drawn)
    }

    /// A list screen above may have changed a list's entries, and so its progress.
    public func didReturn() {
        presenter.reload()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let model = presenter.viewModel()
        canvas.fill(rect, style: theme.normal)
        let body = rect.readingWidth(ListsScreen.readingWidth)
        let promptHeight = model.prompt?.height ?? 0
        let tableRect = Rect(x: body.x, y: body.y, width: body.width, height: max(0, body.height - promptHeight))
        let rows = model.rows
        let columns = Self.columns(width: tableRect.width)
        let glyphs = theme.glyphs
        let table = TableView(
            columns: columns, rowCount: rows.count, isFocused: model.prompt == nil, emptyText: model.emptyText
        ) { index in
            guard index < rows.count else { return [] }
            let row = rows[index]
            let cells = [
                row.kind, row.name, row.progress, ProgressBar.text(row.fraction, width: Self.barWidth, glyphs: glyphs),
                row.description,
            ]
            return Array(cells.prefix(columns.count))
        }
        table.render(on: &canvas, in: tableRect, state: &presenter.list, theme: theme)
        drawn = DrawnTable(table: table, rect: tableRect, fields: columns.map { _ in nil })
        model.prompt?.render(on: &canvas, in: body, theme: theme)
    }

    /// The columns for a width: the description joins from 70 columns.
    static func columns(width: Int) -> [TableColumn] {
        var columns = [
            TableColumn("Kind", width: .fixed(6)),
            TableColumn("Name", width: .bounded(weight: 2, minimum: 16, maximum: 40)),
            TableColumn("Progress", width: .fixed(17)),
            TableColumn("", width: .fixed(barWidth)),
        ]
        if width >= 70 { columns.append(TableColumn("Description", width: .flexible(weight: 3, minimum: 8))) }
        return columns
    }
}
