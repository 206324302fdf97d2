extension String {
    /// The string with every control character made visible, safe to print on a terminal.
    ///
    /// Titles are stored exactly as the catalog has them, but a title containing ESC could move the
    /// cursor or change colors if printed raw. Views print this form instead: C0 controls and DEL in caret
    /// notation (ESC as `^[`, DEL as `^?`), C1 controls as `\u{9B}`-style escapes.
    ///
    /// ```swift
    /// "A\u{1B}[31mB".escapingControlCharacters   // "A^[[31mB"
    /// ```
    var escapingControlCharacters: String {
        escapingControlCharacters(keepingLineFeeds: false)
    }

    /// The string with every control character made visible, except line feeds when `keepingLineFeeds`.
    ///
    /// For multi-line output (CSV on a terminal) that must stay multi-line but never carry ESC.
    ///
    /// - Parameter keepingLineFeeds: `true` to leave `\n` as is.
    func escapingControlCharacters(keepingLineFeeds: Bool) -> String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingLineFeeds:
                result.unicodeScalars.append(scalar)
            case 0x00..<0x20:
                result.unicodeScalars.append("^")
                result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                result += "^?"
            case 0x80..<0xA0:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a C0 or C1 control character or DEL.
    var isControlCharacter: Bool {
        value < 0x20 || (0x7F..<0xA0).contains(value)
    }
}
