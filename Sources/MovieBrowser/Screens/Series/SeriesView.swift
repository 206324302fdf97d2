import MovieCatalog
import TerminalUI

/// A series' screen: the heading with its years, kind, rating and the user's progress; the seasons
/// as a heatmap (a row per season with its episode count and average, a cell per episode colored
/// by its rating) with a cursor, a legend and the episode under the cursor; the ratings over the
/// run as a sparkline; the best and the worst episodes side by side. It draws the presenter's view
/// model.
@MainActor
public final class SeriesView: Screen {
    /// The presenter.
    public let presenter: SeriesPresenter
    /// The grid and its rectangle as the last frame drew them, which clicks are mapped with.
    private var drawn: (grid: HeatmapGrid, rect: Rect)?

    /// The lines under the grid: legend, selected episode, a gap, sparkline, a gap, the lists'
    /// heading and five episodes (ten on a tall screen, when the grid leaves room).
    static let linesBelowGrid = 11

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: SeriesPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.title }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }
    public var isEditingText: Bool { presenter.logger.form != nil }

    /// A click on a cell moves the cursor there (again: opens its episode), the wheel moves it by
    /// seasons; every other key is the presenter's (and every key while the log dialog is open).
    public func handle(_ key: Key) -> KeyOutcome {
        if !presenter.logger.isActive, case .mouse(let event) = key, let drawn {
            switch event.action {
            case .press(button: 1):
                guard let cell = drawn.grid.cell(at: event.position, in: drawn.rect, state: presenter.rows) else {
                    return .consumed
                }
                return presenter.click(row: cell.row, cell: cell.column)
            case .wheelUp: return presenter.perform(.up)
            case .wheelDown: return presenter.perform(.down)
            default: return .ignored
            }
        }
        return presenter.handle(key)
    }

    public func didReturn() {
        presenter.didReturn()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        drawn = nil
        defer {
            if let form = presenter.logger.form {
                ViewingFormPanel(form: form).render(on: &canvas, in: rect, theme: theme)
            }
        }
        guard rect.height >= 3, rect.width >= 20 else { return }
        let model = presenter.viewModel(width: rect.width - 1)
        let left = rect.x + 1
        let width = rect.width - 2
        if let missing = model.missingText {
            canvas.draw(
                missing, at: Point(x: left, y: rect.y + 1), maxWidth: width, style: theme.warning,
                ellipsis: theme.glyphs.ellipsis)
            return
        }
        let x = left + canvas.draw(model.heading, at: Point(x: left, y: rect.y), maxWidth: width, style: theme.title)
        if x + 3 < rect.maxX {
            canvas.draw(
                "  " + model.facts, at: Point(x: x, y: rect.y), maxWidth: rect.maxX - x - 1, style: theme.muted,
                ellipsis: theme.glyphs.ellipsis)
        }
        canvas.draw(
            model.progress, at: Point(x: left, y: rect.y + 1), maxWidth: width, style: theme.normal,
            ellipsis: theme.glyphs.ellipsis)
        if let empty = model.emptyText {
            canvas.draw(
                empty, at: Point(x: left, y: rect.y + 3), maxWidth: width, style: theme.muted,
                ellipsis: theme.glyphs.ellipsis)
            return
        }
        var y = rect.y + 3
        guard y < rect.maxY else { return }
        canvas.draw(
            model.gridHeader, at: Point(x: left, y: y), maxWidth: width, style: theme.header,
            ellipsis: theme.glyphs.ellipsis)
        y += 1
        let room = rect.maxY - y
        let gridHeight = min(model.grid.count, max(room - Self.linesBelowGrid, min(3, room)))
        let shades = RatingBand.allCases.map { theme.glyphs == .ascii ? $0.asciiShade : $0.shade }
        presenter.rows.select(model.cursorRow)
        let grid = HeatmapGrid(
            rows: model.grid, labelWidth: model.labelWidth, cellWidth: SeriesLayout.cellWidth,
            cursorColumn: model.cursorColumn, shades: shades)
        let gridRect = Rect(x: left, y: y, width: rect.width - 1, height: gridHeight)
        grid.render(on: &canvas, in: gridRect, state: &presenter.rows, theme: theme)
        drawn = (grid, gridRect)
        y += gridHeight
        drawBelowGrid(model, from: y, in: rect, shades: shades, on: &canvas, theme: theme)
    }
}
