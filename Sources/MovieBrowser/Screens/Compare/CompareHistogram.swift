import TerminalUI

/// Two movies' votes by stars in one chart: for each star, the left movie's bar and the right
/// movie's bar side by side, told apart by glyph (`█` and `▒`, `#` and `:` in ASCII) and by color,
/// with a legend above and the stars underneath. Heights are whole cells, scaled to the larger
/// share of the two, and a share above zero shows at least one cell.
struct CompareHistogram {
    /// The two series: a name for the legend and ten shares each (empty: nothing to draw).
    var series: [(name: String, shares: [Double])]

    /// The glyph and style of series `index`.
    static func mark(_ index: Int, theme: Theme) -> (glyph: Character, style: Style) {
        let unicode = theme.glyphs.levels.last == "█"
        return index == 0
            ? (unicode ? "█" : "#", theme.bar)
            : (unicode ? "▒" : ":", theme.header)
    }

    /// Draws the legend, the bars and the star labels in `rect`.
    func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        guard rect.height >= 3, rect.width >= 20 else { return }
        var x = rect.x
        for (index, entry) in series.enumerated() {
            let mark = Self.mark(index, theme: theme)
            x += canvas.draw(String(mark.glyph), at: Point(x: x, y: rect.y), maxWidth: rect.maxX - x, style: mark.style)
            x += 1
            x += canvas.draw(
                entry.name, at: Point(x: x, y: rect.y), maxWidth: max(0, min(rect.maxX - x, rect.width / 2 - 3)),
                style: theme.normal, ellipsis: theme.glyphs.ellipsis)
            x += 3
        }
        let stars = 10
        let slot = min(16, max(3, rect.width / stars))
        let barWidth = max(1, (slot - 1) / 2)
        let width = slot * stars
        let left = rect.x + max(0, (rect.width - width) / 2)
        let height = rect.height - 2
        let top = series.flatMap(\.shares).filter(\.isFinite).max() ?? 0
        let baseline = rect.maxY - 2
        for star in 0..<stars {
            let groupX = left + star * slot
            for (index, entry) in series.enumerated() where star < entry.shares.count {
                let mark = Self.mark(index, theme: theme)
                let cells = Self.cells(entry.shares[star], of: top, height: height)
                for level in 0..<cells {
                    for column in 0..<barWidth {
                        canvas.set(
                            Cell(mark.glyph, style: mark.style), x: groupX + index * barWidth + column,
                            y: baseline - level)
                    }
                }
            }
            let label = String(star + 1)
            let labelX = groupX + max(0, (barWidth * 2 - DisplayWidth.of(label)) / 2)
            canvas.draw(label, at: Point(x: labelX, y: rect.maxY - 1), maxWidth: slot, style: theme.muted)
        }
    }

    /// The whole cells a share fills in a chart `height` cells high whose tallest share is `top`.
    static func cells(_ share: Double, of top: Double, height: Int) -> Int {
        guard top > 0, share > 0, share.isFinite, height > 0 else { return 0 }
        return min(height, max(1, Int((share / top * Double(height)).rounded())))
    }
}
