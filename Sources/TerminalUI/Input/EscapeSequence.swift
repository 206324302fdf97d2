/// The grammar of terminal input: one step of ``KeyDecoder``, recognising the key, text scalar or
/// junk at the start of a byte slice.
enum EscapeSequence {
    /// What the bytes at the start of a slice are.
    enum Step: Equatable {
        /// A complete key taking `length` bytes.
        case key(Key, length: Int)
        /// A printable scalar taking `length` bytes (text is grouped into graphemes later).
        case text(Unicode.Scalar, length: Int)
        /// Bytes to drop: an unknown sequence or invalid UTF-8.
        case skip(length: Int)
        /// The bytes may be the start of a longer sequence; wait for more.
        case incomplete
        /// The start of a bracketed paste (`ESC [200~`) taking `length` bytes: what follows is
        /// pasted text, up to `ESC [201~`.
        case pasteStart(length: Int)
    }

    /// Recognises the first key of `bytes`.
    ///
    /// - Parameter bytes: The pending bytes, non-empty.
    /// - Parameter final: Whether no more bytes will come soon (the escape delay passed).
    static func parse(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let s = bytes.startIndex
        let b = bytes[s]
        switch b {
        case 0x1B: return escape(bytes, final: final)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x08, 0x7F: return .key(.backspace, length: 1)
        case 0x00: return .key(.control("@"), length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(b + 0x60))), length: 1)
        case 0x1C...0x1F: return .key(.control(Character(Unicode.Scalar(b + 0x40))), length: 1)
        case 0x20..<0x7F: return .text(Unicode.Scalar(b), length: 1)
        default: return utf8(bytes, final: final)
        }
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let lead = bytes[bytes.startIndex]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(length: 1)
        }
        guard bytes.count >= length else { return final ? .skip(length: 1) : .incomplete }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for byte in bytes.dropFirst().prefix(length - 1) {
            guard byte & 0xC0 == 0x80 else { return .skip(length: 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), !ControlEscape.isControl(scalar) else { return .skip(length: length) }
        return .text(scalar, length: length)
    }

    private static func escape(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        guard bytes.count >= 2 else { return final ? .key(.escape, length: 1) : .incomplete }
        let second = bytes[bytes.startIndex + 1]
        switch second {
        case UInt8(ascii: "["): return csi(bytes, final: final)
        case UInt8(ascii: "O"): return ss3(bytes, final: final)
        default: return .key(.escape, length: 1)
        }
    }

    /// `ESC O` and a final byte, with optional parameters between (`ESC O 5 P`, as some terminals
    /// send a modified F1).
    private static func ss3(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let s = bytes.startIndex
        var index = s + 2
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return final ? .key(.escape, length: 1) : .incomplete }
        let length = index - s + 1
        return ss3Key(bytes[index]).map { .key($0, length: length) } ?? .skip(length: length)
    }

    private static func csi(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let s = bytes.startIndex
        if bytes.count >= 3, bytes[s + 2] == UInt8(ascii: "M") {
            return MouseReport.x10(bytes, final: final)
        }
        if bytes.count >= 3, bytes[s + 2] == UInt8(ascii: "[") {
            guard bytes.count >= 4 else { return final ? .key(.escape, length: 1) : .incomplete }
            let n = Int(bytes[s + 3]) - Int(UInt8(ascii: "A"))
            return (0..<5).contains(n) ? .key(.function(n + 1), length: 4) : .skip(length: 4)
        }
        var index = s + 2
        var digitsOnly = true
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) {
            // rxvt ends a Shift-modified key with `$` (`ESC [ 2 $`), which is otherwise an
            // intermediate byte: after digits alone it is the final byte.
            if bytes[index] == UInt8(ascii: "$"), digitsOnly, index > s + 2 { break }
            digitsOnly = digitsOnly && (0x30...0x39).contains(bytes[index])
            index += 1
        }
        guard index < bytes.endIndex else { return final ? .key(.escape, length: 1) : .incomplete }
        let finalByte = bytes[index]
        let length = index - s + 1
        guard (0x40...0x7E).contains(finalByte) || finalByte == UInt8(ascii: "$") else { return .skip(length: length) }
        let parameters = bytes[(s + 2)..<index]
        if parameters.first == UInt8(ascii: "<") {
            return MouseReport.sgr(parameters.dropFirst(), final: finalByte, length: length)
        }
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map(number)
        if finalByte == UInt8(ascii: "~"), digitsOnly, numbers == [200] { return .pasteStart(length: length) }
        let key = csiKey(final: finalByte, first: numbers.first ?? 0)
        return key.map { .key($0, length: length) } ?? .skip(length: length)
    }

    /// The decimal value of a parameter, counting digits only and capped so that a flood of digits
    /// cannot overflow; other parameter bytes (spaces, `:`, `<`...) are ignored.
    static func number(_ digits: ArraySlice<UInt8>) -> Int {
        digits.reduce(0) { value, byte in
            guard (0x30...0x39).contains(byte) else { return value }
            return min(value * 10 + Int(byte) - 48, 1_000_000)
        }
    }
}
