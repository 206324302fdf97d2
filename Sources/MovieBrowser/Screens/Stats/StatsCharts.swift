import MovieCatalog
import TerminalUI

/// The statistics screen's panels: a bordered box around a chart, and charts of counts with their
/// numbers written in full (`21,811`, not `21.8k`).
enum StatsCharts {
    /// Draws a titled border around `rect` and returns the area inside it.
    static func panel(_ title: String, in rect: Rect, on canvas: inout Canvas, theme: Theme) -> Rect {
        guard rect.width >= 4, rect.height >= 3 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        canvas.drawBox(rect, style: theme.muted, glyphs: theme.glyphs, title: title)
        let inner = rect.inset(by: 1)
        return Rect(x: inner.x + 1, y: inner.y, width: max(0, inner.width - 2), height: inner.height)
    }

    /// A horizontal bar chart: the label, the bar, then the count with thousands separators.
    /// The label of bar `selected`, if any, is drawn in the selection style.
    ///
    /// When there are more bars than rows (IMDb's 28 genres at 80×24), the rows show a window that
    /// keeps the selected bar in its middle, bars keep the scale of the whole chart, and a scrollbar
    /// in the column right of `rect` shows where the window is.
    static func horizontal(
        _ all: [StatsViewModel.Count], in rect: Rect, on canvas: inout Canvas, theme: Theme, selected: Int? = nil
    ) {
        guard !rect.isEmpty, !all.isEmpty else { return }
        let offset = max(0, min((selected ?? 0) - rect.height / 2, all.count - rect.height))
        let counts = Array(all.dropFirst(offset).prefix(rect.height))
        let selected = selected.map { $0 - offset }
        if all.count > rect.height {
            Scrollbar(total: all.count, offset: offset, visible: rect.height)
                .render(on: &canvas, in: Rect(x: rect.maxX, y: rect.y, width: 1, height: rect.height), theme: theme)
        }
        let grouped = counts.map { $0.count.grouped }
        let groupedWidth = grouped.map(DisplayWidth.of).max() ?? 0
        let shortWidth = counts.map { DisplayWidth.of(ValueFormat.short(Double($0.count))) }.max() ?? 0
        // The chart writes its own short values at its right edge; it is narrowed so they fall in
        // the column of the full numbers, which is then drawn over them.
        let chart = Rect(
            x: rect.x, y: rect.y, width: max(0, rect.width - (groupedWidth - shortWidth)), height: rect.height)
        BarChart(
            bars: counts.map { BarChart.Bar($0.label, Double($0.count)) }, orientation: .horizontal,
            maximum: Double(all.map(\.count).max() ?? 0)
        )
        .render(on: &canvas, in: chart, theme: theme)
        if let selected, selected >= 0, selected < min(counts.count, rect.height) {
            let labelWidth = min(counts.map { DisplayWidth.of($0.label) }.max() ?? 0, chart.width / 3)
            canvas.draw(
                counts[selected].label, in: Rect(x: rect.x, y: rect.y + selected, width: labelWidth, height: 1),
                alignment: .leading, style: theme.selection, ellipsis: theme.glyphs.ellipsis)
        }
        let column = Rect(x: rect.maxX - groupedWidth, y: rect.y, width: groupedWidth, height: rect.height)
        guard column.x > rect.x else { return }
        canvas.fill(column, style: theme.normal)
        for (index, text) in grouped.prefix(rect.height).enumerated() {
            canvas.draw(
                text, in: column.row(index), alignment: .trailing, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
        }
    }

    /// A vertical bar chart with the labels under the bars and the counts under the labels; bars
    /// are at most `maximumSlot` columns apart and the chart is centered in `rect`. The label of
    /// bar `selected`, if any, is drawn in the selection style.
    static func vertical(
        _ counts: [StatsViewModel.Count], in rect: Rect, on canvas: inout Canvas, theme: Theme,
        maximumSlot: Int = 9, selected: Int? = nil
    ) {
        guard rect.height >= 3, !counts.isEmpty else { return }
        let slot = min(maximumSlot, max(2, rect.width / counts.count))
        let width = min(rect.width, slot * counts.count)
        let area = Rect(x: rect.x + (rect.width - width) / 2, y: rect.y, width: width, height: rect.height)
        let barWidth = max(1, slot - 1)
        let labels = counts.map { count in
            DisplayWidth.of(count.label) <= barWidth ? count.label : String(count.label.dropFirst(2))
        }
        let chart = area.splitBottom(1).rest
        BarChart(bars: zip(labels, counts).map { BarChart.Bar($0, Double($1.count)) }, orientation: .vertical)
            .render(on: &canvas, in: chart, theme: theme)
        if let selected, selected < counts.count, (selected + 1) * slot - 1 <= area.width {
            canvas.draw(
                labels[selected], in: Rect(x: area.x + selected * slot, y: chart.maxY - 1, width: barWidth, height: 1),
                alignment: .leading, style: theme.selection, ellipsis: "")
        }
        let values = area.row(area.height - 1)
        for (index, count) in counts.enumerated() where (index + 1) * slot - 1 <= area.width {
            let text = fitted(count.count, width: barWidth)
            canvas.draw(
                text, at: Point(x: values.x + index * slot, y: values.y), maxWidth: barWidth, style: theme.normal)
        }
    }

    /// `count` as it fits `width` columns: `6,128`, else `6.1k`, else `15k` (never a short form cut, which
    /// would read `15.4k` as `15.4`); empty when nothing true fits (`498` in two columns, which `0k`
    /// would misread).
    ///
    /// - Parameter count: The number to show.
    /// - Parameter width: The columns it has.
    static func fitted(_ count: Int, width: Int) -> String {
        let full = count.grouped
        if DisplayWidth.of(full) <= width { return full }
        let short = ValueFormat.short(Double(count))
        if DisplayWidth.of(short) <= width { return short }
        let millions = count.magnitude >= 1_000_000
        let whole = ValueFormat.nearest(Double(count) / (millions ? 1_000_000 : 1_000))
        let text = "\(whole)\(millions ? "M" : "k")"
        return whole == 0 || DisplayWidth.of(text) > width ? "" : text
    }

    /// A labelled sparkline: `label first ▁▃█▅ last`.
    static func sparkline(
        _ label: String, _ counts: [StatsViewModel.Count], in row: Rect, on canvas: inout Canvas,
        theme: Theme
    ) {
        guard !row.isEmpty, let first = counts.first, let last = counts.last else { return }
        var x = row.x
        x += canvas.draw(
            "\(label) \(first.label) ", at: Point(x: x, y: row.y), maxWidth: row.maxX - x, style: theme.muted)
        let cells = min(counts.count, max(0, row.maxX - x - DisplayWidth.of(last.label) - 1))
        guard cells > 0 else { return }
        Sparkline(values: counts.map { Double($0.count) })
            .render(on: &canvas, in: Rect(x: x, y: row.y, width: cells, height: 1), theme: theme)
        x += cells + 1
        canvas.draw(last.label, at: Point(x: x, y: row.y), maxWidth: row.maxX - x, style: theme.muted)
    }
}
