import MovieCatalog
import TerminalUI

/// A person's screen: their name, years and professions, the count of each role, the title filter
/// when it is used, and the filmography as a table grouped by role (the role on its first row) with
/// each movie's year, rating, votes, watchlist mark and, for the cast, the characters.
@MainActor
public final class PersonView: Screen {
    /// The presenter.
    public let presenter: PersonPresenter
    /// The table as the last frame drew it, which the presenter maps clicks with.
    private var drawn: DrawnTable<PersonSort.Field>?

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: PersonPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.title }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }
    public var isEditingText: Bool { presenter.isSearching }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key, drawn: drawn)
    }

    public func didReturn() {
        presenter.didReturn()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        presenter.prepare()
        let model = presenter.viewModel()
        canvas.fill(rect, style: theme.normal)
        let rect = rect.readingWidth(PersonScreen.readingWidth)
        drawn = nil
        guard rect.height >= 3, rect.width >= 20 else { return }
        if let missing = model.missingText {
            canvas.draw(
                missing, at: Point(x: rect.x + 1, y: rect.y + 1), maxWidth: rect.width - 2, style: theme.warning,
                ellipsis: theme.glyphs.ellipsis)
            return
        }
        var x = rect.x + 1
        x += canvas.draw(
            model.name, at: Point(x: x, y: rect.y), maxWidth: rect.maxX - x - 1, style: theme.title,
            ellipsis: theme.glyphs.ellipsis)
        if !model.facts.isEmpty, x + 3 < rect.maxX {
            canvas.draw(
                "  " + model.facts, at: Point(x: x, y: rect.y), maxWidth: rect.maxX - x - 1, style: theme.muted,
                ellipsis: theme.glyphs.ellipsis)
        }
        let line = rect.row(1)
        if model.isSearching || !model.search.text.isEmpty {
            TextInput(
                label: "Filter:", state: model.search, placeholder: "part of a title (Enter keeps, Esc clears)",
                isFocused: model.isSearching
            )
            .render(on: &canvas, in: Rect(x: line.x + 1, y: line.y, width: line.width - 2, height: 1), theme: theme)
        } else {
            canvas.draw(
                model.roles, at: Point(x: line.x + 1, y: line.y), maxWidth: line.width - 2, style: theme.muted,
                ellipsis: theme.glyphs.ellipsis)
        }
        let tableRect = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2)
        let layout = Self.columns(width: tableRect.width, sort: model.sort, yearWidth: model.yearWidth)
        let rows = model.rows
        let table = TableView(
            columns: layout.map(\.column), rowCount: rows.count, isFocused: !model.isSearching,
            emptyText: model.emptyText
        ) { index in
            guard index < rows.count else { return [] }
            return layout.map { $0.text(rows[index]) }
        }
        table.render(on: &canvas, in: tableRect, state: &presenter.list, theme: theme)
        drawn = DrawnTable(table: table, rect: tableRect, fields: layout.map(\.field))
    }

    /// One column of the table: its header, the sort field it shows, and its text in a row.
    struct ColumnLayout {
        let column: TableColumn
        let field: PersonSort.Field?
        let text: @Sendable (PersonViewModel.Row) -> String
    }

    /// The columns for a width: the votes join from 70 columns; the years are wider when a series
    /// shows its run (`2008–2013`).
    static func columns(width: Int, sort: PersonSort, yearWidth: Int = 6) -> [ColumnLayout] {
        func header(_ name: String, _ field: PersonSort.Field) -> String {
            sort.field == field ? name + (sort.descending ? " ▼" : " ▲") : name
        }
        var columns = [
            ColumnLayout(column: TableColumn("Role", width: .fixed(width >= 100 ? 16 : 9)), field: nil) { $0.role },
            ColumnLayout(
                column: TableColumn(header("Year", .year), width: .fixed(yearWidth), alignment: .trailing),
                field: .year
            ) { $0.year },
            ColumnLayout(column: TableColumn("", width: .fixed(1)), field: nil) { $0.mark },
            ColumnLayout(
                column: TableColumn(header("Title", .title), width: .flexible(weight: 3, minimum: 14)), field: .title
            ) { $0.title },
            ColumnLayout(
                column: TableColumn(header("Rating", .rating), width: .fixed(8), alignment: .trailing),
                field: .rating
            ) { $0.rating },
        ]
        if width >= 70 {
            columns.append(
                ColumnLayout(
                    column: TableColumn(header("Votes", .votes), width: .fixed(9), alignment: .trailing),
                    field: .votes
                ) { $0.votes })
        }
        columns.append(
            ColumnLayout(column: TableColumn("Character", width: .flexible(weight: 2, minimum: 8)), field: nil) {
                $0.characters
            })
        return columns
    }
}
