import MovieCatalog
import TerminalUI

/// Two movies side by side: a row per field (year, length, rating, votes, budget, genres, MPAA,
/// the user's rating, and the directors and top-billed cast when the catalog has credits) with a
/// column per movie, and their votes by stars overlaid in one chart.
@MainActor
public final class CompareView: Screen {
    /// The presenter.
    public let presenter: ComparePresenter

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: ComparePresenter) {
        self.presenter = presenter
    }

    /// The breadcrumb: `"Heat vs Casino"`.
    public var title: String { presenter.title }
    /// The last message of the screen.
    public var status: String { presenter.status }
    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { presenter.keyHelp }

    /// Handles a key; the keys that close the screen are left to the global keymap.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the key was used, or the detail to push.
    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key)
    }

    /// Reloads both movies when a detail above may have changed their entries.
    public func didReturn() {
        presenter.load()
    }

    /// Draws the two columns of fields and the overlaid histogram.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The body between the title bar and the hint bar.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        let model = presenter.viewModel()
        let labelWidth = 13
        // Columns of at most 40 cells keep the two values of a row within one glance on a wide terminal.
        let columnWidth = max(1, min(40, (rect.width - labelWidth - 2) / 2))
        let columns = [rect.x + labelWidth + 1, rect.x + labelWidth + 2 + columnWidth]
        let sides = [model.left, model.right]
        for (index, side) in sides.enumerated() {
            let mark = CompareHistogram.mark(index, theme: theme)
            let x = columns[index]
            canvas.draw(String(mark.glyph), at: Point(x: x, y: rect.y), maxWidth: 1, style: mark.style)
            canvas.draw(
                side.heading, at: Point(x: x + 2, y: rect.y), maxWidth: columnWidth - 3, style: theme.header,
                ellipsis: theme.glyphs.ellipsis)
        }
        let labels = model.labels
        let rows = min(labels.count, max(0, rect.height - 1))
        for (row, label) in labels.prefix(rows).enumerated() {
            let y = rect.y + 1 + row
            canvas.draw(label, at: Point(x: rect.x + 1, y: y), maxWidth: labelWidth - 1, style: theme.muted)
            for (index, side) in sides.enumerated() {
                canvas.draw(
                    model.value(row, of: side), at: Point(x: columns[index] + 2, y: y), maxWidth: columnWidth - 3,
                    style: theme.normal, ellipsis: theme.glyphs.ellipsis)
            }
        }
        let chartTop = rect.y + rows + 2
        guard sides.contains(where: { !$0.shares.isEmpty }) else {
            if chartTop < rect.maxY {
                canvas.draw(
                    "No votes by stars in this catalog", at: Point(x: rect.x + 1, y: chartTop),
                    maxWidth: rect.width - 2, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
            }
            return
        }
        guard rect.maxY - chartTop >= 5 else { return }
        // Bars of at most 20 cells: taller ones tell no more, on a terminal of 60 rows.
        let box = Rect(
            x: rect.x, y: chartTop,
            width: rect.width - (labelWidth + 2 * columnWidth + 2) <= 2 ? rect.width : labelWidth + 2 * columnWidth + 2,
            height: min(rect.maxY - chartTop, 24))
        canvas.drawBox(box, style: theme.muted, glyphs: theme.glyphs, title: "Votes by stars (% of voters)")
        let inner = box.inset(by: 1)
        CompareHistogram(
            series: sides.map { (name: $0.heading, shares: $0.shares) }
        )
        .render(
            on: &canvas, in: Rect(x: inner.x + 1, y: inner.y, width: inner.width - 2, height: inner.height),
            theme: theme)
    }
}
