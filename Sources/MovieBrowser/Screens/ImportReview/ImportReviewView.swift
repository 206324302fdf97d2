import TerminalUI

/// The import review: a table of the rows waiting (file and line, what the export said, how many
/// candidates), and under it the selected row's candidates with the chosen one highlighted. It draws
/// the presenter's view model and hands the presenter the table it drew, for mouse clicks.
@MainActor
public final class ImportReviewView: Screen {
    /// The presenter.
    public let presenter: ImportReviewPresenter
    /// The table as the last frame drew it, which the presenter maps clicks with.
    private var drawn: DrawnTable<Never>?

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: ImportReviewPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Import review" }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key, drawn: drawn)
    }

    public func didReturn() {
        presenter.reload()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let model = presenter.viewModel()
        canvas.fill(rect, style: theme.normal)
        let body = rect.readingWidth(ImportReviewScreen.readingWidth)
        drawn = nil
        guard body.width > 4, body.height > 0 else { return }
        // The candidates take what they need under the table, which keeps at least 4 rows.
        let panelHeight = model.heading == nil ? 0 : min(model.candidates.count + 3, max(0, body.height - 4))
        let tableRect = Rect(x: body.x, y: body.y, width: body.width, height: body.height - panelHeight)
        let rows = model.rows
        let columns = Self.columns(width: tableRect.width)
        let wide = columns.count == 5
        let table = TableView(columns: columns, rowCount: rows.count, emptyText: model.emptyText) { index in
            guard index < rows.count else { return [] }
            let row = rows[index]
            return wide ? [row.place, row.kind, row.title, row.year, row.found] : [row.place, row.title, row.year]
        }
        table.render(on: &canvas, in: tableRect, state: &presenter.list, theme: theme)
        drawn = DrawnTable(table: table, rect: tableRect, fields: columns.map { _ in nil })
        guard let heading = model.heading, panelHeight > 1 else { return }
        let panel = Rect(x: body.x + 1, y: tableRect.maxY + 1, width: body.width - 2, height: panelHeight - 1)
        canvas.draw(
            heading, at: panel.origin, maxWidth: panel.width, style: theme.header, ellipsis: theme.glyphs.ellipsis)
        // One width for every candidate's votes, so the titles, years and ids line up in columns.
        let votesWidth = model.candidates.map { DisplayWidth.of($0.votes) }.max() ?? 0
        for (index, candidate) in model.candidates.prefix(panel.height - 1).enumerated() {
            let line = panel.row(index + 1)
            let style = index == model.chosen ? theme.selection : theme.normal
            canvas.fill(line, style: style)
            // The id gives way on a narrow terminal: the title and year tell the candidates apart first.
            let idWidth = 10
            let titleWidth = max(0, line.width - 8 - (wide ? idWidth + 3 : 2) - votesWidth)
            canvas.draw(
                (index == model.chosen ? "▶" : " ") + candidate.number, at: line.origin, maxWidth: 2, style: style)
            canvas.draw(
                candidate.title, at: Point(x: line.x + 3, y: line.y), maxWidth: titleWidth, style: style,
                ellipsis: theme.glyphs.ellipsis)
            canvas.draw(candidate.year, at: Point(x: line.x + 4 + titleWidth, y: line.y), maxWidth: 4, style: style)
            if wide {
                canvas.draw(
                    candidate.imdbID, at: Point(x: line.x + 9 + titleWidth, y: line.y), maxWidth: idWidth, style: style)
            }
            canvas.draw(
                candidate.votes, in: Rect(x: line.maxX - votesWidth, y: line.y, width: votesWidth, height: 1),
                alignment: .trailing, style: style, ellipsis: "")
        }
    }

    /// The table's columns: the kind and the candidates' count from 60 columns.
    static func columns(width: Int) -> [TableColumn] {
        let wide = width >= 60
        return [
            TableColumn("From", width: .flexible(weight: 2, minimum: 12)),
            wide ? TableColumn("Kind", width: .bounded(weight: 1, minimum: 7, maximum: 20)) : nil,
            TableColumn("Title", width: .flexible(weight: 3, minimum: 12)),
            TableColumn("Year", width: .fixed(4), alignment: .trailing),
            wide ? TableColumn("Found", width: .fixed(12)) : nil,
        ].compactMap { $0 }
    }
}
