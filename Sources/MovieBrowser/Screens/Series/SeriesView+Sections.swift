import MovieCatalog
import TerminalUI

/// The series screen's sections under the grid: the legend, the episode under the cursor, the
/// ratings over the run and the best and worst episodes, each drawn while there is room.
extension SeriesView {
    func drawBelowGrid(
        _ model: SeriesViewModel, from top: Int, in rect: Rect, shades: [Character], on canvas: inout Canvas,
        theme: Theme
    ) {
        let left = rect.x + 1
        let width = rect.width - 2
        var y = top
        guard y < rect.maxY else { return }
        drawLegend(at: Point(x: left, y: y), maxX: rect.maxX - 1, shades: shades, on: &canvas, theme: theme)
        y += 1
        guard y < rect.maxY else { return }
        canvas.draw(
            "▸ " + model.selected, at: Point(x: left, y: y), maxWidth: width, style: theme.normal,
            ellipsis: theme.glyphs.ellipsis)
        y += 2
        guard y < rect.maxY else { return }
        canvas.draw("Over the run", at: Point(x: left, y: y), maxWidth: model.labelWidth - 1, style: theme.header)
        let sparkX = left + model.labelWidth
        let sparkWidth = min(model.sparkline.count, max(0, rect.maxX - 1 - sparkX))
        Sparkline(values: model.sparkline).render(
            on: &canvas, in: Rect(x: sparkX, y: y, width: sparkWidth, height: 1), theme: theme)
        let rangeX = sparkX + sparkWidth + 1
        canvas.draw(
            model.sparkRange, at: Point(x: rangeX, y: y), maxWidth: rect.maxX - 1 - rangeX, style: theme.muted)
        y += 2
        guard y < rect.maxY else { return }
        let half = (width - 1) / 2
        let shown = rect.height >= 40 ? SeriesExtremes.limit : 5
        let lists = [(model.bestHeading, model.best, left), (model.worstHeading, model.worst, left + half + 2)]
        for (heading, lines, x) in lists {
            canvas.draw(
                heading, at: Point(x: x, y: y), maxWidth: half, style: theme.header, ellipsis: theme.glyphs.ellipsis)
            for (index, line) in lines.prefix(shown).enumerated() where y + 1 + index < rect.maxY {
                let row = y + 1 + index
                let style = theme.heat(line.level)
                canvas.draw(line.rating, at: Point(x: x, y: row), maxWidth: 3, style: style)
                if theme.colorSupport == .monochrome, shades.indices.contains(line.level) {
                    canvas.set(Cell(shades[line.level], style: style), x: x + 3, y: row)
                }
                canvas.draw(
                    line.text, at: Point(x: x + 5, y: row), maxWidth: half - 5, style: theme.normal,
                    ellipsis: theme.glyphs.ellipsis)
            }
        }
    }

    /// `█ ≥ 9  ▓ 8–9  ...  · unrated`: each band's swatch (its color, or its shade without color)
    /// and range, best first.
    private func drawLegend(at origin: Point, maxX: Int, shades: [Character], on canvas: inout Canvas, theme: Theme) {
        var x = origin.x
        for band in RatingBand.allCases.reversed() {
            let swatch = theme.colorSupport == .monochrome ? String(shades[band.rawValue]) : "  "
            let label = " \(band.legend)  "
            guard x + DisplayWidth.of(swatch) + DisplayWidth.of(label) <= maxX else { return }
            x += canvas.draw(swatch, at: Point(x: x, y: origin.y), maxWidth: maxX - x, style: theme.heat(band.rawValue))
            x += canvas.draw(label, at: Point(x: x, y: origin.y), maxWidth: maxX - x, style: theme.muted)
        }
    }
}
