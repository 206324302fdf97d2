import TerminalUI

/// One of the user's lists: its name, description (or a smart list's query), its progress as
/// `seen 3 of 16` with a bar, then its entries in order (the place on a ranked list, a ✓ for a
/// movie seen, title, year, note), with the note's prompt at the foot while it is edited.
@MainActor
public final class ListView: Screen {
    /// The presenter.
    public let presenter: ListPresenter
    /// The table as the last frame drew it, which the presenter maps clicks with.
    private var drawn: DrawnTable<Never>?

    /// The width of the progress bar, in cells.
    static let barWidth = 24

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: ListPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.title }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }
    public var isEditingText: Bool { presenter.isEditing }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key, drawn: drawn)
    }

    /// The detail above may have logged a viewing (the progress moves) or changed nothing.
    public func didReturn() {
        presenter.reload()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        let body = rect.readingWidth(ListScreen.readingWidth)
        drawn = nil
        guard body.width > 2, body.height > 0 else { return }
        // The header's height is known before the frame's page is read: the table's rows follow it.
        let headerHeight =
            3 + [presenter.movieList?.description, presenter.movieList?.smartQuery].compactMap { $0 }.count
        let promptHeight = presenter.prompt?.height ?? 0
        let tableRect = Rect(
            x: body.x, y: body.y + headerHeight, width: body.width,
            height: max(0, body.height - headerHeight - promptHeight))
        presenter.prepare(visibleRows: max(0, tableRect.height - 1))
        let model = presenter.viewModel()
        let text = Rect(x: body.x + 1, y: body.y, width: body.width - 2, height: body.height)
        guard let heading = model.heading else {
            canvas.draw(
                model.missingText ?? "", at: text.origin, maxWidth: text.width, style: theme.warning,
                ellipsis: theme.glyphs.ellipsis)
            return
        }
        canvas.draw(heading, at: text.origin, maxWidth: text.width, style: theme.title, ellipsis: theme.glyphs.ellipsis)
        for (index, line) in model.lines.enumerated() {
            canvas.draw(
                line, at: Point(x: text.x, y: text.y + 1 + index), maxWidth: text.width, style: theme.muted,
                ellipsis: theme.glyphs.ellipsis)
        }
        let progressY = text.y + 1 + model.lines.count
        let width = canvas.draw(
            model.progress, at: Point(x: text.x, y: progressY), maxWidth: text.width, style: theme.normal)
        canvas.draw(
            ProgressBar.text(
                model.fraction, width: min(Self.barWidth, max(0, text.width - width - 2)), glyphs: theme.glyphs),
            at: Point(x: text.x + width + 2, y: progressY), maxWidth: text.width - width - 2, style: theme.bar)
        drawTable(model, in: tableRect, on: &canvas, theme: theme)
        model.prompt?.render(on: &canvas, in: body, theme: theme)
    }

    private func drawTable(_ model: ListViewModel, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        let columns = Self.columns(width: rect.width, ranked: model.isRanked)
        let (rows, first, ranked) = (model.rows, model.firstRow, model.isRanked)
        let table = TableView(
            columns: columns, rowCount: model.rowCount, isFocused: model.prompt == nil, emptyText: model.emptyText
        ) { index in
            guard index >= first, index - first < rows.count, let row = rows[index - first] else { return [] }
            let cells = (ranked ? [row.position] : []) + [row.seen, row.title, row.year, row.note]
            return Array(cells.prefix(columns.count))
        }
        table.render(on: &canvas, in: rect, state: &presenter.list, theme: theme)
        drawn = DrawnTable(table: table, rect: rect, fields: columns.map { _ in nil })
    }

    /// The columns for a width: the place first on a ranked list; the note from 60 columns.
    static func columns(width: Int, ranked: Bool) -> [TableColumn] {
        var columns = ranked ? [TableColumn("#", width: .fixed(4), alignment: .trailing)] : []
        columns += [
            TableColumn("Seen", width: .fixed(4)),
            TableColumn("Title", width: .flexible(weight: 3, minimum: 16)),
            TableColumn("Year", width: .fixed(4), alignment: .trailing),
        ]
        if width >= 60 { columns.append(TableColumn("Note", width: .flexible(weight: 2, minimum: 8))) }
        return columns
    }
}
