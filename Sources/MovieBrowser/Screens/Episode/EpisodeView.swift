import MovieCatalog
import TerminalUI

/// An episode's screen: the heading, its fields (series, place in the run, title, year, length,
/// rating, the previous and next episodes) and its credits as the detail lists a movie's. It draws
/// the presenter's view model.
@MainActor
public final class EpisodeView: Screen {
    /// The presenter.
    public let presenter: EpisodePresenter

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: EpisodePresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.title }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }
    public var isEditingText: Bool { presenter.logger.form != nil }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key)
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let model = presenter.viewModel()
        canvas.fill(rect, style: theme.normal)
        defer {
            if let form = presenter.logger.form {
                ViewingFormPanel(form: form).render(on: &canvas, in: rect, theme: theme)
            }
        }
        let rect = rect.readingWidth(DetailScreen.readingWidth)
        guard rect.height >= 3, rect.width >= 20 else { return }
        let left = rect.x + 1
        if let missing = model.missingText {
            canvas.draw(
                missing, at: Point(x: left, y: rect.y + 1), maxWidth: rect.width - 2, style: theme.warning,
                ellipsis: theme.glyphs.ellipsis)
            return
        }
        if let heading = model.heading {
            canvas.draw(
                heading, at: Point(x: left, y: rect.y), maxWidth: rect.width - 2, style: theme.title,
                ellipsis: theme.glyphs.ellipsis)
        }
        let labelWidth = DetailView.labelWidth
        for (index, field) in model.fields.enumerated() where rect.y + 2 + index < rect.maxY {
            let y = rect.y + 2 + index
            canvas.draw(field.label, at: Point(x: left, y: y), maxWidth: labelWidth, style: theme.muted)
            let x = left + labelWidth + 1
            canvas.draw(
                field.value, at: Point(x: x, y: y), maxWidth: rect.maxX - 1 - x, style: theme.normal,
                ellipsis: theme.glyphs.ellipsis)
        }
        let top = rect.y + 3 + model.fields.count
        guard top < rect.maxY else { return }
        let listRect = Rect(x: rect.x, y: top, width: rect.width, height: rect.maxY - top)
        let credits = model.credits
        TableView(
            columns: DetailView.creditColumns, rowCount: credits.count, isFocused: true, emptyText: model.noCredits
        ) { index in
            guard index < credits.count else { return [] }
            return [credits[index].role, credits[index].name, credits[index].characters]
        }
        .render(on: &canvas, in: listRect, state: &presenter.list, theme: theme)
    }
}
