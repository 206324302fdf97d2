/// A one-row chart of a series, one cell per value (`▁▂▃▄▅▆▇█`, or ASCII when the locale is not
/// UTF-8), scaled between the series' minimum and maximum. The latest values are kept when the
/// series is longer than the row.
public struct Sparkline: Widget {
    /// The values, oldest first.
    public var values: [Double]

    /// Creates a sparkline.
    ///
    /// - Parameter values: The values, oldest first.
    public init(values: [Double]) {
        self.values = values
    }

    /// Draws the series in the first row of `rect`.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The sparkline's row.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let row = rect.row(0)
        guard !row.isEmpty else { return }
        canvas.fill(row, style: theme.normal)
        let shown = values.suffix(row.width).map { $0.isFinite ? $0 : 0 }
        guard let low = shown.min(), let high = shown.max() else { return }
        let levels = theme.glyphs.levels
        // A flat series is drawn at mid height, unless it is all zeros (an empty table's ratings),
        // which is drawn at the bottom.
        let flat = high == 0 ? 0 : levels.count / 2
        for (offset, value) in shown.enumerated() {
            let level =
                high > low ? ValueFormat.nearest((value - low) / (high - low) * Double(levels.count - 1)) : flat
            canvas.set(
                Cell(levels[min(max(0, level), levels.count - 1)], style: theme.bar), x: row.x + offset, y: row.y)
        }
    }
}
