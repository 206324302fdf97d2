import TerminalUI

/// A list's progress as a bar of text (`███▌──────`): the part seen filled in eighths of a cell, the
/// rest a thin track, so it fits in a table cell as well as on a line of its own.
enum ProgressBar {
    /// The bar of `fraction` (0 to 1) in `width` cells.
    ///
    /// - Parameters:
    ///   - fraction: The part filled; clamped to 0...1.
    ///   - width: The cells.
    ///   - glyphs: The glyphs (Unicode eighths, or ASCII).
    static func text(_ fraction: Double, width: Int, glyphs: Glyphs) -> String {
        guard width > 0 else { return "" }
        let part = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let eighths = Int((part * Double(width * 8)).rounded())
        let (full, rest) = eighths.quotientAndRemainder(dividingBy: 8)
        var bar = String(repeating: String(glyphs.horizontalLevels[7]), count: full)
        if rest > 0 { bar.append(glyphs.horizontalLevels[rest - 1]) }
        // A list barely started shows a sliver rather than nothing.
        if bar.isEmpty, part > 0 { bar.append(glyphs.horizontalLevels[0]) }
        let track = max(0, width - bar.count)
        return bar + String(repeating: String(glyphs.horizontal), count: track)
    }
}
