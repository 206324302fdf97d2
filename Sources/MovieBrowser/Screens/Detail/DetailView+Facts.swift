import MovieCatalog
import TerminalUI

/// The detail's facts: its fields and the votes-by-stars chart beside them.
extension DetailView {
    func drawFields(_ model: DetailViewModel, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        for (index, field) in model.fields.prefix(rect.height).enumerated() {
            let y = rect.y + index
            canvas.draw(field.label, at: Point(x: rect.x, y: y), maxWidth: Self.labelWidth, style: theme.muted)
            let x = rect.x + Self.labelWidth + 1
            canvas.draw(
                field.value, at: Point(x: x, y: y), maxWidth: rect.maxX - x, style: theme.normal,
                ellipsis: theme.glyphs.ellipsis)
        }
    }

    /// The votes by stars, with the user's rating marked under its bar (vertical) or by a star
    /// after its label (horizontal).
    func drawChart(
        _ model: DetailViewModel, in rect: Rect, orientation: BarChart.Orientation, on canvas: inout Canvas,
        theme: Theme
    ) {
        guard rect.height >= 3 else { return }
        guard !model.shares.isEmpty else {
            // Flush right on the chart's first row (the blank row above the fields), wider than the
            // chart when it must be.
            let text = "No votes by stars in this catalog"
            let width = min(DisplayWidth.of(text), rect.maxX - 1)
            canvas.draw(
                text, at: Point(x: max(0, rect.maxX - width), y: rect.y), maxWidth: width, style: theme.muted,
                ellipsis: theme.glyphs.ellipsis)
            return
        }
        var caption = "Votes by stars (%)"
        if let rating = model.personalRating { caption += ", ▲ yours: \(rating)" }
        canvas.draw(
            caption, at: rect.origin, maxWidth: rect.width, style: theme.header, ellipsis: theme.glyphs.ellipsis)
        var bars = model.shares
        switch orientation {
        case .vertical:
            let chart = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 2)
            BarChart(bars: bars, orientation: .vertical).render(on: &canvas, in: chart, theme: theme)
            if let rating = model.personalRating, (1...bars.count).contains(rating) {
                let slot = max(2, rect.width / bars.count)
                let x = rect.x + (rating - 1) * slot
                canvas.draw("▲", at: Point(x: x, y: rect.maxY - 1), maxWidth: rect.maxX - x, style: theme.hintKey)
            }
        case .horizontal:
            if let rating = model.personalRating, (1...bars.count).contains(rating) {
                for index in bars.indices { bars[index].label = bars[index].label.padded(to: 2, leading: true) + " " }
                bars[rating - 1].label = bars[rating - 1].label.dropLast() + "▲"
            }
            let chart = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
            BarChart(bars: bars, orientation: .horizontal).render(on: &canvas, in: chart, theme: theme)
        }
    }

    /// The credits' columns.
    static let creditColumns = [
        TableColumn("Credits", width: .fixed(9)),
        TableColumn("Name", width: .flexible(weight: 3, minimum: 12)),
        TableColumn("Character", width: .flexible(weight: 2, minimum: 8)),
    ]

    /// The similar list's columns.
    static let similarColumns = [
        TableColumn("Similar movies", width: .flexible(weight: 1, minimum: 12)),
        TableColumn("Year", width: .fixed(4), alignment: .trailing),
        TableColumn("Rating", width: .fixed(6), alignment: .trailing),
        TableColumn("Votes", width: .fixed(9), alignment: .trailing),
    ]
}
