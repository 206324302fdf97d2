import MovieCatalog
import TerminalUI

/// Charts of the whole catalog: movies per decade, the rating distribution, genre and MPAA counts,
/// sparklines, and a header with the totals. Stacked at 80 columns, side by side from 100.
@MainActor
public final class StatsView: Screen {
    /// The presenter.
    public let presenter: StatsPresenter

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: StatsPresenter) {
        self.presenter = presenter
    }

    /// The breadcrumb: `"Stats"`, or `"Stats of “godf” · Drama"` for the movie table's query.
    public var title: String { presenter.title }
    /// The last message of the screen.
    public var status: String { presenter.status }
    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { presenter.keyHelp }

    /// Handles a key; the keys that close the screen are left to the global keymap.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the key was used.
    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key)
    }

    /// Draws the screen.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The body between the title bar and the hint bar.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        presenter.prepare()
        canvas.fill(rect, style: theme.normal)
        guard let model = presenter.viewModel() else {
            canvas.draw(
                "The statistics could not be counted.", at: Point(x: rect.x + 1, y: rect.y + 1),
                maxWidth: rect.width - 2, style: theme.warning, ellipsis: theme.glyphs.ellipsis)
            canvas.draw(
                presenter.status, at: Point(x: rect.x + 1, y: rect.y + 2), maxWidth: rect.width - 2,
                style: theme.muted, ellipsis: theme.glyphs.ellipsis)
            return
        }
        canvas.draw(
            model.header, at: Point(x: rect.x + 1, y: rect.y), maxWidth: rect.width - 2, style: theme.header,
            ellipsis: theme.glyphs.ellipsis)
        let area = rect.splitTop(1).rest
        let selection = model.selection
        func selected(_ chart: StatsSelection.Chart) -> Int? {
            selection.chart == chart ? selection.index : nil
        }
        if area.width >= 100, area.height >= 24 {
            renderWide(model, in: area, on: &canvas, theme: theme, selected: selected)
        } else {
            renderNarrow(model, in: area, on: &canvas, theme: theme, selected: selected)
        }
    }

    /// Decades across the top; ratings and genres (with the sparklines) side by side below.
    private func renderNarrow(
        _ model: StatsViewModel, in area: Rect, on canvas: inout Canvas, theme: Theme,
        selected: (StatsSelection.Chart) -> Int?
    ) {
        let (top, bottom) = area.splitTop(min(10, max(6, area.height - 12)))
        let decades = StatsCharts.panel("Movies per decade", in: top, on: &canvas, theme: theme)
        StatsCharts.vertical(model.decades, in: decades, on: &canvas, theme: theme, selected: selected(.decades))
        let (left, right) = bottom.splitLeft(bottom.width / 2)
        let ratings = StatsCharts.panel("Movies per rating", in: left, on: &canvas, theme: theme)
        StatsCharts.horizontal(model.ratings, in: ratings, on: &canvas, theme: theme, selected: selected(.ratings))
        let genres = StatsCharts.panel("Movies per genre", in: right, on: &canvas, theme: theme)
        // The sparklines keep their two rows under the genres, which scroll when they do not fit.
        let genreRows = min(model.genres.count, max(1, genres.height - 3))
        StatsCharts.horizontal(
            model.genres, in: genres.splitTop(genreRows).top, on: &canvas, theme: theme, selected: selected(.genres))
        let trends = genres.splitTop(genreRows + 1).rest
        StatsCharts.sparkline("Decades", model.decades, in: trends.row(0), on: &canvas, theme: theme)
        StatsCharts.sparkline("Ratings", model.ratings, in: trends.row(1), on: &canvas, theme: theme)
    }

    /// Decades and ratings as columns across the top; genres, MPAA and the sparklines below.
    private func renderWide(
        _ model: StatsViewModel, in area: Rect, on canvas: inout Canvas, theme: Theme,
        selected: (StatsSelection.Chart) -> Int?
    ) {
        // The genres take up to all but 24 rows (IMDb's 28 fit at 200×60), at least half; they scroll
        // when they do not fit.
        let bottomRows = min(
            max(area.height / 2, area.height - 24), max(model.genres.count, model.mpaa.count + 3) + 2)
        let (top, bottom) = area.splitTop(area.height - bottomRows)
        let (topLeft, topRight) = top.splitLeft(top.width * 3 / 5)
        let decades = StatsCharts.panel("Movies per decade", in: topLeft, on: &canvas, theme: theme)
        StatsCharts.vertical(
            model.decades, in: decades, on: &canvas, theme: theme, maximumSlot: 10, selected: selected(.decades))
        let ratings = StatsCharts.panel("Movies per rating", in: topRight, on: &canvas, theme: theme)
        StatsCharts.vertical(
            model.ratings, in: ratings, on: &canvas, theme: theme, maximumSlot: 7, selected: selected(.ratings))
        let (bottomLeft, bottomRight) = bottom.splitLeft(bottom.width * 3 / 5)
        let genres = StatsCharts.panel("Movies per genre", in: bottomLeft, on: &canvas, theme: theme)
        StatsCharts.horizontal(
            model.genres, in: genres.splitTop(min(model.genres.count, genres.height)).top, on: &canvas,
            theme: theme, selected: selected(.genres))
        let side = StatsCharts.panel("MPAA ratings and trends", in: bottomRight, on: &canvas, theme: theme)
        let mpaaRows = min(model.mpaa.count, max(0, side.height - 3))
        StatsCharts.horizontal(model.mpaa, in: side.splitTop(mpaaRows).top, on: &canvas, theme: theme)
        if model.mpaa.isEmpty {
            canvas.draw("no MPAA rating known", at: side.origin, maxWidth: side.width, style: theme.muted)
        }
        let trends = side.splitTop(max(1, mpaaRows) + 1).rest
        StatsCharts.sparkline("Decades", model.decades, in: trends.row(0), on: &canvas, theme: theme)
        StatsCharts.sparkline("Ratings", model.ratings, in: trends.row(1), on: &canvas, theme: theme)
    }
}
