import MovieCatalog

/// Small text helpers for column output: padding and truncation (thousands separators are the
/// catalog's `Int.grouped`).
///
/// Widths count Characters; the catalog's titles are ASCII, so this matches terminal columns.
enum TextLayout {
    /// `text` padded with spaces on the left to `width`.
    static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// The width of a column holding `cells`, at least `minimum`: the shipped catalog's widths, widened
    /// for IMDb's longer ids (`1175926`, eight digits in the real datasets) and vote counts so that the
    /// columns after them stay aligned.
    static func columnWidth(_ cells: some Sequence<String>, atLeast minimum: Int) -> Int {
        cells.reduce(minimum) { max($0, $1.count) }
    }

    /// The width of an id column: ``columnWidth(_:atLeast:)`` of the ids, at least six digits.
    static func idWidth(_ ids: some Sequence<Int>) -> Int {
        columnWidth(ids.lazy.map { String($0) }, atLeast: 6)
    }

    /// `text` padded with spaces on the right to `width`.
    static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `text` cut to `width` characters, ending in `…` when cut.
    static func truncate(_ text: String, _ width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(max(0, width))) }
        return String(text.prefix(width - 1)) + "…"
    }

    /// Text safe for a terminal: control characters escaped, then cut to `width`.
    static func safe(_ text: String, _ width: Int) -> String {
        truncate(text.escapingControlCharacters, width)
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word is cut).
    static func wrap(_ text: String, _ width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { truncate($0, width) }.joined(separator: "\n")
    }

    /// A rating with one decimal: `9.1`, `6.0`.
    static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// A bar of `value / maximum` of `width` cells.
    static func bar(_ value: Int, of maximum: Int, width: Int) -> String {
        guard maximum > 0, width > 0 else { return "" }
        let cells = Int((Double(value) / Double(maximum) * Double(width)).rounded())
        return String(repeating: "█", count: max(value > 0 ? 1 : 0, cells))
    }
}
