extension Canvas {
    /// The text of each row, continuation cells skipped, so a row of `n` columns reads as its
    /// graphemes.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation { line.append(self[x, y].grapheme) }
            return line
        }
    }

    /// The canvas as golden-frame text: a header with the size and cursor, every row between
    /// `|` marks, and optionally a style map.
    ///
    /// The style map has one character per cell: `.` for plain cells and a letter per distinct
    /// style, in order of first appearance, followed by a legend (`a = fg=… bg=… bold`).
    ///
    /// - Parameter styles: Whether to append the style map and legend.
    /// - Returns: The text, ending in a newline.
    public func snapshot(styles: Bool = false) -> String {
        var out = "size \(size)"
        if let cursor {
            out += ", cursor \(cursor.position) \(cursor.isVisible ? "visible" : "hidden")"
        }
        out += "\n"
        for line in lines { out += "|\(line)|\n" }
        guard styles else { return out }
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var legend: [Style] = []
        out += "styles\n"
        for y in 0..<size.height {
            var line = ""
            for x in 0..<size.width {
                let style = self[x, y].style
                if style == .plain {
                    line.append(".")
                    continue
                }
                let index =
                    legend.firstIndex(of: style)
                    ?? {
                        legend.append(style)
                        return legend.count - 1
                    }()
                line.append(index < letters.count ? letters[index] : "?")
            }
            out += "|\(line)|\n"
        }
        for (index, style) in legend.enumerated() {
            out += "\(index < letters.count ? letters[index] : "?") = \(style)\n"
        }
        return out
    }
}
