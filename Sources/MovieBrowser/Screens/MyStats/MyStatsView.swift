import MovieCatalog
import TerminalUI

/// The user's statistics: the header (the year in review), viewings per month, films and hours per
/// year, the user's ratings against IMDb's, then the lists (directors, actors, genres, decades,
/// rewatches, the best rated) in as many panels as fit; Tab shows the others.
@MainActor
public final class MyStatsView: Screen {
    /// The presenter.
    public let presenter: MyStatsPresenter

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: MyStatsPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.title }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key)
    }

    /// A screen above (the diary, a detail) may have logged, edited or deleted a viewing.
    public func didReturn() {
        presenter.invalidate()
    }

    /// A count running in the background finished.
    public func hasNewFrame() -> Bool {
        presenter.hasNewFigures
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        presenter.prepare()
        canvas.fill(rect, style: theme.normal)
        guard let model = presenter.viewModel() else {
            let counting = presenter.isCounting
            canvas.draw(
                counting ? "Counting your statistics…" : "Your statistics could not be counted.",
                at: Point(x: rect.x + 1, y: rect.y + 1), maxWidth: rect.width - 2,
                style: counting ? theme.muted : theme.warning, ellipsis: theme.glyphs.ellipsis)
            canvas.draw(
                presenter.status, at: Point(x: rect.x + 1, y: rect.y + 2), maxWidth: rect.width - 2,
                style: theme.muted, ellipsis: theme.glyphs.ellipsis)
            return
        }
        canvas.draw(
            model.header, at: Point(x: rect.x + 1, y: rect.y), maxWidth: rect.width - 2, style: theme.header,
            ellipsis: theme.glyphs.ellipsis)
        if model.isEmpty {
            canvas.draw(
                "No viewings yet — press l on a movie to log one", at: Point(x: rect.x + 1, y: rect.y + 2),
                maxWidth: rect.width - 2, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
            return
        }
        let area = rect.splitTop(1).rest
        let band = max(7, area.height / 4)
        let (top, below) = area.splitTop(band)
        let months = StatsCharts.panel(model.monthTitle, in: top, on: &canvas, theme: theme)
        StatsCharts.vertical(model.perMonth, in: months, on: &canvas, theme: theme)
        let (middle, bottom) = below.splitTop(min(band, below.height))
        let (left, right) = Self.middleSplit(middle)
        let years = StatsCharts.panel("Films and hours per year", in: left, on: &canvas, theme: theme)
        Self.drawYears(model.perYear, in: years, on: &canvas, theme: theme)
        let ratings = StatsCharts.panel(model.ratingTitle, in: right, on: &canvas, theme: theme)
        StatsCharts.vertical(model.myRatings, in: ratings, on: &canvas, theme: theme, maximumSlot: 5)
        drawPanels(model, in: bottom, on: &canvas, theme: theme)
    }

    /// The lists in a grid of panels about 38 columns wide, two rows of them when tall enough; when
    /// not all fit, ``MyStatsViewModel/panelPage`` says which come first.
    private func drawPanels(_ model: MyStatsViewModel, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        guard rect.height >= 3, !model.panels.isEmpty else { return }
        let total = model.panels.count
        let rows = rect.height >= 16 ? 2 : 1
        var columns = max(1, min(total, rect.width / 38))
        if columns * rows >= total { columns = (total + rows - 1) / rows }
        let shown = min(total, columns * rows)
        let first = shown < total ? (model.panelPage * shown) % total : 0
        let height = rect.height / rows
        // Two columns line up with the years and ratings panels above them.
        let width = columns == 2 ? Self.middleSplit(rect).years.width : rect.width / columns
        for slot in 0..<shown {
            let panel = model.panels[(first + slot) % total]
            let (row, column) = slot.quotientAndRemainder(dividingBy: columns)
            let cell = Rect(
                x: rect.x + column * width, y: rect.y + row * height,
                width: column == columns - 1 ? rect.width - column * width : width,
                height: row == rows - 1 ? rect.height - row * height : height)
            let title = shown < total && slot == shown - 1 ? panel.title + " · Tab: more" : panel.title
            let inner = StatsCharts.panel(title, in: cell, on: &canvas, theme: theme)
            drawLines(panel.lines, in: inner, on: &canvas, theme: theme)
        }
    }

    /// A panel's lines: the name on the left, its count on the right; "none yet" for none.
    private func drawLines(
        _ lines: [MyStatsViewModel.Panel.Line], in rect: Rect, on canvas: inout Canvas, theme: Theme
    ) {
        guard !lines.isEmpty else {
            canvas.draw("none yet", at: rect.origin, maxWidth: rect.width, style: theme.muted)
            return
        }
        let valueWidth = lines.map { DisplayWidth.of($0.value) }.max() ?? 0
        for (index, line) in lines.prefix(rect.height).enumerated() {
            let row = rect.row(index)
            canvas.draw(
                line.text, at: row.origin, maxWidth: row.width - valueWidth - (valueWidth > 0 ? 1 : 0),
                style: theme.normal, ellipsis: theme.glyphs.ellipsis)
            guard valueWidth > 0 else { continue }
            canvas.draw(
                line.value, in: Rect(x: row.maxX - valueWidth, y: row.y, width: valueWidth, height: 1),
                alignment: .trailing, style: theme.muted, ellipsis: "")
        }
    }
}
