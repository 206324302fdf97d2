import MovieCatalog
import TerminalUI

/// The movie table: a search box, the active filter chips, the virtualized table of the whole
/// catalog and, when open, the filter or columns panel. It draws the presenter's view model and
/// hands the presenter the table it drew, with each key, for mouse clicks.
@MainActor
public final class MoviesView: Screen {
    /// The presenter.
    public let presenter: MoviesPresenter
    /// The table as the last frame drew it, which the presenter maps clicks with.
    private var drawn: DrawnTable<MovieSort.Field>?

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: MoviesPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Movies" }
    /// The position of the last frame (`"1 of 58,788"`).
    public var summary: String { presenter.frame?.position ?? "" }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }
    public var isEditingText: Bool { presenter.focus == .search || presenter.logger.form != nil }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key, drawn: drawn)
    }

    public func didReturn() {
        presenter.reload()
    }

    public func storeChanged() {
        presenter.forgetMarks()
    }

    public func rememberState() {
        presenter.saveState()
    }

    /// One pass: the table's place is laid out from the presenter's state, the presenter fetches what
    /// it shows and builds the view model once, and the view model is drawn. The table writes back
    /// only its own scroll offset.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        let rect = rect.readingWidth(MoviesScreen.readingWidth)
        let tableRect = rect.splitTop(presenter.rowsAboveTable).rest
        presenter.prepare(visibleRows: max(0, tableRect.height - 1))
        let model = presenter.viewModel()
        canvas.fill(rect, style: theme.normal)
        var body = rect
        let input = TextInput(
            label: " /", state: model.search,
            placeholder: "search titles, or year:1970..1979 g:drama rating>8 (press /)",
            isFocused: model.isSearching)
        input.render(on: &canvas, in: body.row(0), theme: theme)
        body = body.splitTop(1).rest
        if let error = model.searchError {
            drawSearchError(error, input: input, in: body.row(0), on: &canvas, theme: theme)
            body = body.splitTop(1).rest
        }
        if !model.chips.isEmpty {
            drawChips(model.chips, in: body.row(0), on: &canvas, theme: theme)
            body = body.splitTop(1).rest
        }
        let layout = Self.columns(model.columns, width: body.width, sort: model.sort, showsKinds: model.showsKinds)
        let (first, rows) = (model.firstRow, model.rows)
        let table = TableView(
            columns: layout.map(\.column), rowCount: model.rowCount, isFocused: !model.isSearching,
            emptyText: model.emptyText
        ) { index in
            let at = index - first
            guard at >= 0, at < rows.count, let row = rows[at] else { return [] }
            return layout.map { $0.text(row) }
        }
        table.render(on: &canvas, in: body, state: &presenter.list, theme: theme)
        drawn = DrawnTable(table: table, rect: body, fields: layout.map(\.field))
        if let lines = model.filterLines {
            drawPanel(
                "Filters", lines, selected: model.filterSelection, hints: model.filterHints, in: tableRect,
                on: &canvas, theme: theme)
        }
        if let lines = model.columnLines {
            drawPanel(
                "Columns", lines.map { FilterPanel.Line(label: $0.label, count: "", value: $0.value) },
                selected: model.columnSelection, hints: model.columnHints, in: tableRect, on: &canvas, theme: theme)
        }
        if let form = presenter.logger.form { ViewingFormPanel(form: form).render(on: &canvas, in: rect, theme: theme) }
    }

    private func drawChips(_ chips: [String], in row: Rect, on canvas: inout Canvas, theme: Theme) {
        var x = row.x + 1
        x += canvas.draw("Filters:", at: Point(x: x, y: row.y), maxWidth: row.maxX - x, style: theme.muted) + 1
        for chip in chips {
            let text = " \(chip) "
            guard x + DisplayWidth.of(text) < row.maxX else { break }
            x += canvas.draw(text, at: Point(x: x, y: row.y), maxWidth: row.maxX - x, style: theme.hintKey) + 1
        }
        canvas.draw(
            "x removes the last", at: Point(x: x, y: row.y), maxWidth: row.maxX - x, style: theme.muted,
            ellipsis: nil)
    }

    private func drawPanel(
        _ title: String, _ lines: [FilterPanel.Line], selected: Int, hints: [Hint], in rect: Rect,
        on canvas: inout Canvas, theme: Theme
    ) {
        let width = min(44, rect.width - 2)
        let height = min(lines.count + 2, rect.height)
        let panel = Rect(x: rect.maxX - width - 1, y: rect.y, width: width, height: height)
        canvas.fill(panel, style: theme.overlay)
        let footer = hints.prefix(3).map { "\($0.key) \($0.label)" }.joined(separator: "  ")
        canvas.drawBox(panel, style: theme.overlayBorder, glyphs: theme.glyphs, title: title, footer: footer)
        // More lines than fit (IMDb's 28 genres at 80×24): the window keeps the selected line in its
        // middle, and a scrollbar inside the right border shows where it is.
        let visible = max(0, panel.height - 2)
        let offset = max(0, min(selected - visible / 2, lines.count - visible))
        let scrolls = lines.count > visible
        if scrolls {
            Scrollbar(total: lines.count, offset: offset, visible: visible)
                .render(
                    on: &canvas, in: Rect(x: panel.maxX - 2, y: panel.y + 1, width: 1, height: visible), theme: theme)
        }
        for (index, line) in lines.enumerated().dropFirst(offset).prefix(visible) {
            let y = panel.y + 1 + index - offset
            let style = index == selected ? theme.selection : theme.overlay
            let row = Rect(x: panel.x + 1, y: y, width: panel.width - (scrolls ? 3 : 2), height: 1)
            canvas.fill(row, style: style)
            // "Drama (4,112)": the count right after the name, dimmed.
            var x = row.x + 1
            x += canvas.draw(
                line.label, at: Point(x: x, y: y), maxWidth: row.width - 12, style: style,
                ellipsis: theme.glyphs.ellipsis)
            if !line.count.isEmpty, x + 1 < row.maxX - 11 {
                canvas.draw(
                    line.count, at: Point(x: x + 1, y: y), maxWidth: row.maxX - 11 - x - 1,
                    style: index == selected ? style : theme.overlay.adding(.dim), ellipsis: theme.glyphs.ellipsis)
            }
            canvas.draw(
                line.value, in: Rect(x: row.maxX - 11, y: y, width: 10, height: 1), alignment: .trailing,
                style: style, ellipsis: theme.glyphs.ellipsis)
            if index == selected { canvas.cursor = Cursor(row.origin, isVisible: false) }
        }
    }

    /// One column of the table: its header, the sort field it shows, and its text in a row.
    struct ColumnLayout {
        let column: TableColumn
        let field: MovieSort.Field?
        let text: @MainActor (MoviesViewModel.Row) -> String
    }

    /// The table's layout: the watchlist mark, then `chosen` in order, less those the width
    /// cannot show (Budget and MPAA need 110 columns, Genres 60), and Kind until the table lists a
    /// series (`showsKinds`, which also widens Year for a series' years).
    static func columns(_ chosen: [MovieColumn], width: Int, sort: MovieSort, showsKinds: Bool) -> [ColumnLayout] {
        let mark = ColumnLayout(column: TableColumn("", width: .fixed(1)), field: nil) { $0.mark }
        let shown = chosen.filter { width >= $0.minimumTerminalWidth && (showsKinds || $0 != .kind) }
        return [mark]
            + shown.map { column in
                var header = column.header
                if let field = column.sortField, sort.field == field { header += sort.descending ? " ▼" : " ▲" }
                let layout = column.tableColumn(title: header, seriesYears: showsKinds)
                return ColumnLayout(column: layout, field: column.sortField) {
                    column.text($0)
                }
            }
    }
}
