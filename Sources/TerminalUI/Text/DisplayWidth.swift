/// Display width of text in terminal columns, computed in pure Swift from Unicode properties.
///
/// The rules follow `wcwidth(3)` as modern terminals apply it: East Asian Wide and Fullwidth
/// characters and emoji with emoji presentation take 2 columns; combining marks, enclosing marks,
/// format characters (ZWJ, ZWSP) and Hangul medial vowels take 0; everything else printable takes 1.
/// Control characters (C0, DEL, C1) are never sent raw: they are drawn escaped (see
/// ``ControlEscape``), so their width is the width of their escaped form.
public enum DisplayWidth {
    /// The columns a single scalar takes when printed, or `nil` for a control character.
    ///
    /// - Parameter scalar: The scalar to measure.
    public static func of(_ scalar: Unicode.Scalar) -> Int? {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return 1 }
        if ControlEscape.isControl(scalar) { return nil }
        if v < 0x300 { return 1 }
        if v >= 0x1160 && v <= 0x11FF { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation || isWide(v) { return 2 }
        return 1
    }

    /// The columns one grapheme takes: its base scalar's width, 2 when an emoji variation selector
    /// (U+FE0F) asks for emoji presentation, and the escaped width for control characters.
    ///
    /// - Parameter grapheme: The grapheme to measure.
    public static func of(_ grapheme: Character) -> Int {
        var width = 0
        var first = true
        for scalar in grapheme.unicodeScalars {
            guard let w = of(scalar) else { return ControlEscape.escaped(grapheme).count }
            if first {
                width = w
                first = false
            } else if scalar.value == 0xFE0F && width == 1 {
                width = 2
            } else if width == 0 {
                width = w
            }
        }
        return width
    }

    /// The columns a string takes, with control characters counted in their escaped form.
    ///
    /// - Parameter text: The string to measure.
    public static func of(_ text: String) -> Int {
        var total = 0
        for byte in text.utf8 where byte >= 0x80 || byte < 0x20 || byte == 0x7F {
            total = -1
            break
        }
        if total == 0 { return text.utf8.count }
        total = 0
        for grapheme in text { total += of(grapheme) }
        return total
    }

    /// Whether `value` lies in an East Asian Wide or Fullwidth range.
    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15, sorted, without emoji that
    /// `isEmojiPresentation` already reports.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
        0x2FF0...0x2FFB, 0x3000...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F,
        0x3131...0x318E, 0x3190...0x31E3, 0x31F0...0x321E, 0x3220...0x3247, 0x3250...0x4DBF,
        0x4E00...0xA48C, 0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5,
        0x18D00...0x18D08, 0x1AFF0...0x1AFFE, 0x1B000...0x1B122, 0x1B150...0x1B152, 0x1B164...0x1B167,
        0x1B170...0x1B2FB, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
