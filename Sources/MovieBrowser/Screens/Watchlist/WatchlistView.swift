import TerminalUI

/// The watchlist: a table of the movies to watch with the user's rating, note and the date each
/// was added. It draws the presenter's view model and hands the presenter the table it drew, for
/// mouse clicks.
@MainActor
public final class WatchlistView: Screen {
    /// The presenter.
    public let presenter: WatchlistPresenter
    /// The table as the last frame drew it, which the presenter maps clicks with.
    private var drawn: DrawnTable<WatchlistSort.Field>?

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: WatchlistPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Watchlist" }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    /// The watchlist's keys, or the export panel's while it is open (it takes every key it binds).
    public var keyHelp: KeyHelp { presenter.keyHelp }
    public var isEditingText: Bool { presenter.logger.form != nil }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key, drawn: drawn)
    }

    public func didReturn() {
        presenter.reload()
    }

    public func rememberState() {
        presenter.saveState()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let model = presenter.viewModel()
        canvas.fill(rect, style: theme.normal)
        let rect = rect.readingWidth(WatchlistScreen.readingWidth)
        let layout = Self.columns(width: rect.width, sort: model.sort)
        let rows = model.rows
        let table = TableView(
            columns: layout.map(\.column), rowCount: rows.count, isFocused: true,
            emptyText: model.emptyText
        ) { index in
            guard index < rows.count else { return [] }
            return layout.map { $0.text(rows[index]) }
        }
        table.render(on: &canvas, in: rect, state: &presenter.list, theme: theme)
        drawn = DrawnTable(table: table, rect: rect, fields: layout.map(\.field))
        if let formats = model.exportFormats {
            drawExportPanel(
                formats, selected: model.exportSelection, hints: model.exportHints, in: rect, on: &canvas, theme: theme)
        }
        if let form = presenter.logger.form { ViewingFormPanel(form: form).render(on: &canvas, in: rect, theme: theme) }
    }

    private func drawExportPanel(
        _ formats: [String], selected: Int, hints: [Hint], in rect: Rect, on canvas: inout Canvas, theme: Theme
    ) {
        let panel = rect.centered(
            Size(width: min(44, rect.width - 2), height: min(formats.count + 4, rect.height)))
        guard panel.width >= 12, panel.height >= 4 else { return }
        canvas.fill(panel, style: theme.overlay)
        let footer = hints.prefix(3).map { "\($0.key) \($0.label)" }.joined(separator: "  ")
        canvas.drawBox(
            panel, style: theme.overlayBorder, glyphs: theme.glyphs, title: "Export the watchlist", footer: footer)
        canvas.draw(
            "Write it to a file as:", at: Point(x: panel.x + 2, y: panel.y + 1), maxWidth: panel.width - 4,
            style: theme.overlay)
        for (index, format) in formats.enumerated() where index + 3 < panel.height {
            let row = Rect(x: panel.x + 1, y: panel.y + 2 + index, width: panel.width - 2, height: 1)
            let style = index == selected ? theme.selection : theme.overlay
            canvas.fill(row, style: style)
            canvas.draw(format, at: Point(x: row.x + 2, y: row.y), maxWidth: row.width - 3, style: style)
            if index == selected { canvas.cursor = Cursor(row.origin, isVisible: false) }
        }
    }

    /// One column of the table: its header, the sort field it shows, and its text in a row.
    struct ColumnLayout {
        let column: TableColumn
        let field: WatchlistSort.Field?
        let text: @Sendable (WatchlistViewModel.Row) -> String
    }

    /// The columns for a width: the note joins from 70 columns.
    static func columns(width: Int, sort: WatchlistSort) -> [ColumnLayout] {
        func header(_ name: String, _ field: WatchlistSort.Field) -> String {
            sort.field == field ? name + (sort.descending ? " ▼" : " ▲") : name
        }
        var columns = [
            ColumnLayout(column: TableColumn("", width: .fixed(1)), field: nil) { $0.mark },
            ColumnLayout(
                column: TableColumn(header("Title", .title), width: .flexible(weight: 3, minimum: 16)), field: .title
            ) { $0.title },
            ColumnLayout(column: TableColumn("Year", width: .fixed(4), alignment: .trailing), field: nil) { $0.year },
            ColumnLayout(
                column: TableColumn(header("Yours", .rating), width: .fixed(7), alignment: .trailing), field: .rating
            ) { $0.rating },
            ColumnLayout(column: TableColumn(header("Added", .added), width: .fixed(10)), field: .added) { $0.added },
        ]
        if width >= 70 {
            columns.append(
                ColumnLayout(column: TableColumn("Note", width: .flexible(weight: 2, minimum: 8)), field: nil) {
                    $0.note
                })
        }
        return columns
    }
}
