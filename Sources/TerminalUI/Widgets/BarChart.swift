/// A bar chart, horizontal (one bar per row, label on the left, value on the right) or vertical
/// (one bar per column group, labels underneath), drawn with eighth blocks (`▏▎▍▌▋▊▉█` and
/// `▁▂▃▄▅▆▇█`) or, when the locale is not UTF-8, with ASCII.
public struct BarChart: Widget {
    /// The direction bars grow in.
    public enum Orientation: Hashable, Sendable {
        /// Bars grow to the right, one per row.
        case horizontal
        /// Bars grow upward, side by side.
        case vertical
    }

    /// One bar: its label and value.
    public struct Bar: Hashable, Sendable {
        /// The label.
        public var label: String
        /// The value, 0 or more; negative values draw as 0.
        public var value: Double

        /// Creates a bar.
        ///
        /// - Parameter label: The label.
        /// - Parameter value: The value.
        public init(_ label: String, _ value: Double) {
            self.label = label
            self.value = value
        }
    }

    /// The bars, in order.
    public var bars: [Bar]
    /// The direction bars grow in.
    public var orientation: Orientation
    /// The value of a full-length bar; the largest value when `nil`.
    public var maximum: Double?

    /// Creates a chart.
    ///
    /// - Parameter bars: The bars.
    /// - Parameter orientation: Horizontal or vertical.
    /// - Parameter maximum: The value of a full bar; the largest value by default.
    public init(bars: [Bar], orientation: Orientation, maximum: Double? = nil) {
        self.bars = bars
        self.orientation = orientation
        self.maximum = maximum
    }

    /// Draws the chart in `rect`.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The chart's area.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        guard !rect.isEmpty, !bars.isEmpty else { return }
        canvas.fill(rect, style: theme.normal)
        let top = max(maximum ?? 0, bars.map(\.value).filter(\.isFinite).max() ?? 0)
        switch orientation {
        case .horizontal: renderHorizontal(on: &canvas, in: rect, theme: theme, top: top)
        case .vertical: renderVertical(on: &canvas, in: rect, theme: theme, top: top)
        }
    }

    /// The number of eighths a bar of `value` fills in a track of `cells` cells.
    static func eighths(_ value: Double, of top: Double, cells: Int) -> Int {
        guard top > 0, value > 0, value.isFinite, top.isFinite else { return 0 }
        return min(cells * 8, ValueFormat.nearest(value / top * Double(cells * 8)))
    }

    private func renderHorizontal(on canvas: inout Canvas, in rect: Rect, theme: Theme, top: Double) {
        let labelWidth = min(bars.map { DisplayWidth.of($0.label) }.max() ?? 0, rect.width / 3)
        let values = bars.map { ValueFormat.short($0.value) }
        let valueWidth = values.map(DisplayWidth.of).max() ?? 0
        let track = rect.width - labelWidth - valueWidth - 2
        for (index, bar) in bars.prefix(rect.height).enumerated() {
            let y = rect.y + index
            canvas.draw(
                bar.label, at: Point(x: rect.x, y: y), maxWidth: labelWidth, style: theme.normal,
                ellipsis: theme.glyphs.ellipsis)
            guard track > 0 else { continue }
            let filled = Self.eighths(bar.value, of: top, cells: track)
            for cell in 0..<((filled + 7) / 8) {
                let part = min(8, filled - cell * 8)
                canvas.set(
                    Cell(theme.glyphs.horizontalLevels[part - 1], style: theme.bar), x: rect.x + labelWidth + 1 + cell,
                    y: y)
            }
            canvas.draw(
                values[index], in: Rect(x: rect.maxX - valueWidth, y: y, width: valueWidth, height: 1),
                alignment: .trailing, style: theme.muted, ellipsis: theme.glyphs.ellipsis)
        }
    }

    private func renderVertical(on canvas: inout Canvas, in rect: Rect, theme: Theme, top: Double) {
        let slot = max(2, rect.width / bars.count)
        let barWidth = max(1, slot - 1)
        let height = rect.height - 1
        for (index, bar) in bars.enumerated() where (index + 1) * slot - 1 <= rect.width {
            let x = rect.x + index * slot
            canvas.draw(bar.label, at: Point(x: x, y: rect.maxY - 1), maxWidth: barWidth, style: theme.muted)
            guard height > 0 else { continue }
            let filled = Self.eighths(bar.value, of: top, cells: height)
            for level in 0..<((filled + 7) / 8) {
                let part = min(8, filled - level * 8)
                let glyph = Cell(theme.glyphs.levels[part - 1], style: theme.bar)
                for column in 0..<barWidth { canvas.set(glyph, x: x + column, y: rect.maxY - 2 - level) }
            }
        }
    }
}
