import TerminalUI

extension MyStatsView {
    /// The columns the ratings chart asks for beside the years (ten bars four columns apart, so that
    /// a count under 1,000 shows in full), when the years keep at least ``yearsMinimumWidth``.
    static let ratingsWidth = 44
    /// The columns the films-and-hours panel keeps: the year, a bar, `1,234 · 1,454 h`.
    static let yearsMinimumWidth = 32

    /// Splits the middle band between the years (left) and the ratings (right): halves when wide,
    /// else the ratings get ``ratingsWidth`` and the years what is left.
    static func middleSplit(_ rect: Rect) -> (years: Rect, ratings: Rect) {
        let ratings = max(rect.width / 2, min(ratingsWidth, rect.width - yearsMinimumWidth))
        let (left, right) = rect.splitLeft(rect.width - ratings)
        return (left, right)
    }

    /// Films and hours per year: the year, a bar of its films, then `films · hours` right-aligned
    /// in columns (`  142 · 281 h`), so no label is cut. With more years than rows the latest show,
    /// and a scrollbar in the column right of `rect` says there are more.
    static func drawYears(
        _ all: [MyStatsViewModel.YearLine], in rect: Rect, on canvas: inout Canvas, theme: Theme
    ) {
        guard !rect.isEmpty, !all.isEmpty else { return }
        let offset = max(0, all.count - rect.height)
        let lines = Array(all.dropFirst(offset))
        if offset > 0 {
            Scrollbar(total: all.count, offset: offset, visible: rect.height)
                .render(on: &canvas, in: Rect(x: rect.maxX, y: rect.y, width: 1, height: rect.height), theme: theme)
        }
        let filmsWidth = lines.map { DisplayWidth.of($0.films.grouped) }.max() ?? 0
        let hoursWidth = lines.map { DisplayWidth.of($0.hours) }.max() ?? 0
        let valueWidth = filmsWidth + 3 + hoursWidth
        let shortWidth = lines.map { DisplayWidth.of(ValueFormat.short(Double($0.films))) }.max() ?? 0
        // The chart writes its own short values at its right edge; it is narrowed so they fall in
        // the column of `films · hours`, which is then drawn over them.
        let chart = Rect(
            x: rect.x, y: rect.y, width: max(0, rect.width - (valueWidth - shortWidth)), height: rect.height)
        BarChart(
            bars: lines.map { BarChart.Bar($0.year, Double($0.films)) }, orientation: .horizontal,
            maximum: Double(all.map(\.films).max() ?? 0)
        )
        .render(on: &canvas, in: chart, theme: theme)
        let column = Rect(x: rect.maxX - valueWidth, y: rect.y, width: valueWidth, height: rect.height)
        guard column.x > rect.x else { return }
        canvas.fill(column, style: theme.normal)
        for (index, line) in lines.prefix(rect.height).enumerated() {
            let text =
                line.films.grouped.padded(to: filmsWidth, leading: true) + " · "
                + line.hours.padded(to: hoursWidth, leading: true)
            canvas.draw(
                text, in: column.row(index), alignment: .trailing, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
        }
    }
}
