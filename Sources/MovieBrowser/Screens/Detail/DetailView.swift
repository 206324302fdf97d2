import MovieCatalog
import TerminalUI

/// A movie's detail: the heading, every field with the user's rating and note, the votes by
/// stars as a bar chart, the credits and the similar movies as lists (side by side when wide, else
/// the focused one). It draws the presenter's view model.
@MainActor
public final class DetailView: Screen {
    /// The presenter.
    public let presenter: DetailPresenter
    /// The lists as the last frame drew them, which the presenter maps clicks with.
    private var drawn = DetailDrawnLists()

    /// The width of the field labels.
    static let labelWidth = 12

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: DetailPresenter) {
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

    /// A screen above (a person, another detail) may have changed this movie's watchlist entry; the
    /// movie, its credits and similar movies are as they were.
    public func didReturn() {
        presenter.reloadEntry()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let model = presenter.viewModel()
        canvas.fill(rect, style: theme.normal)
        let rect = rect.readingWidth(DetailScreen.readingWidth)
        drawn = DetailDrawnLists()
        guard !rect.isEmpty else { return }
        if let missing = model.missingText {
            canvas.draw(
                missing, at: Point(x: rect.x + 1, y: rect.y + 1), maxWidth: rect.width - 2, style: theme.warning,
                ellipsis: theme.glyphs.ellipsis)
            return
        }
        if let heading = model.heading {
            canvas.draw(
                heading, at: Point(x: rect.x + 1, y: rect.y), maxWidth: rect.width - 2, style: theme.title,
                ellipsis: theme.glyphs.ellipsis)
        }
        let sideBySide = rect.width >= 60
        // The fields keep 47 columns (label and "on your watchlist since YYYY-MM-DD"); the chart
        // takes the rest, up to 5 columns a bar.
        let chartWidth = sideBySide ? min(50, max(22, rect.width - 50)) : 0
        let fieldsHeight = model.fields.count + 2
        // Without votes by stars (an IMDb catalog) the fields alone set the height: no empty chart.
        let wanted =
            sideBySide && !model.shares.isEmpty ? max(fieldsHeight, min(rect.height / 2, 16)) : fieldsHeight
        let topHeight = max(0, min(wanted, rect.height - 4))
        let fieldsRect = Rect(
            x: rect.x + 1, y: rect.y + 2, width: max(0, rect.width - chartWidth - 3),
            height: max(0, topHeight - 2))
        drawFields(model, in: fieldsRect, on: &canvas, theme: theme)

        var listRect = Rect(x: rect.x, y: rect.y + topHeight, width: rect.width, height: rect.height - topHeight)
        if sideBySide {
            let chart = Rect(
                x: rect.maxX - chartWidth - 1, y: rect.y + 1, width: chartWidth, height: max(0, topHeight - 1))
            drawChart(model, in: chart, orientation: .vertical, on: &canvas, theme: theme)
        } else if listRect.height >= 17, !model.shares.isEmpty {
            let chart = Rect(x: rect.x + 1, y: listRect.y, width: rect.width - 2, height: 11)
            drawChart(model, in: chart, orientation: .horizontal, on: &canvas, theme: theme)
            listRect = listRect.splitTop(12).rest
        }
        drawLists(model, in: listRect, on: &canvas, theme: theme)
        if let input = model.noteInput,
            let index = model.fields.firstIndex(where: { $0.label == DetailViewModel.noteLabel }),
            index < fieldsRect.height
        {
            let label = DetailViewModel.noteLabel.padded(to: Self.labelWidth)
            TextInput(label: label, state: input, placeholder: "a note (Enter saves, Esc cancels)", isFocused: true)
                .render(on: &canvas, in: fieldsRect.row(index), theme: theme)
        }
        if let form = model.logForm { ViewingFormPanel(form: form).render(on: &canvas, in: rect, theme: theme) }
    }

    /// The credits and the similar movies: side by side from 100 columns, else the focused list
    /// alone (the similar movies alone when the catalog has no credits).
    private func drawLists(_ model: DetailViewModel, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        let focused = !presenter.isEditing
        let credits = model.credits
        var similarRect = rect
        if !credits.isEmpty {
            let sideBySide = rect.width >= 100
            guard sideBySide || model.focus == .credits else {
                drawSimilar(
                    model, in: rect, isFocused: focused, heading: "Similar movies · Tab: credits", on: &canvas,
                    theme: theme)
                return
            }
            let split = sideBySide ? rect.width / 2 : rect.width
            let creditsRect = Rect(x: rect.x, y: rect.y, width: split, height: rect.height)
            var columns = Self.creditColumns
            if !sideBySide { columns[1].title = "Name · Tab: similar movies" }
            let table = TableView(
                columns: columns, rowCount: credits.count, isFocused: focused && model.focus == .credits,
                emptyText: ""
            ) { index in
                guard index < credits.count else { return [] }
                let row = credits[index]
                return [row.role, row.name, row.characters]
            }
            table.render(on: &canvas, in: creditsRect, state: &presenter.creditsList, theme: theme)
            drawn.credits = DrawnTable(table: table, rect: creditsRect, fields: columns.map { _ in nil })
            guard sideBySide else { return }
            similarRect = Rect(x: rect.x + split + 1, y: rect.y, width: rect.width - split - 1, height: rect.height)
        }
        drawSimilar(
            model, in: similarRect, isFocused: focused && (credits.isEmpty || model.focus == .similar), on: &canvas,
            theme: theme)
    }

    private func drawSimilar(
        _ model: DetailViewModel, in rect: Rect, isFocused: Bool, heading: String? = nil, on canvas: inout Canvas,
        theme: Theme
    ) {
        var layout = Self.similarColumns
        if let heading { layout[0].title = heading }
        let table = TableView(
            columns: layout, rowCount: model.similar.count, isFocused: isFocused, emptyText: "No similar movies"
        ) { index in
            guard index < model.similar.count else { return [] }
            let row = model.similar[index]
            return [row.title, row.year, row.rating, row.votes]
        }
        table.render(on: &canvas, in: rect, state: &presenter.list, theme: theme)
        drawn.similar = DrawnTable(table: table, rect: rect, fields: layout.map { _ in nil })
    }
}

extension String {
    /// The string padded with spaces to `width` columns (never cut).
    ///
    /// - Parameter width: The width in columns.
    /// - Parameter leading: Whether the spaces go before the text.
    func padded(to width: Int, leading: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
        return leading ? spaces + self : self + spaces
    }
}
