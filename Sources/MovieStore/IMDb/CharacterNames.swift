/// The characters of a credit as the catalog stores them: the names joined by U+001F (the unit
/// separator), no JSON, `NULL` when there are none.
///
/// IMDb's `characters` column is a JSON array of strings (`["Michael Corleone"]`). An import converts
/// it once, straight off the line's bytes; a filmography (850 credits for the most credited person)
/// then only splits text. A field that is not a JSON array of strings (what `JSONDecoder` would refuse)
/// is stored as `NULL`, as is an empty array: the credit is kept, with no characters. A U+001F inside a
/// name (only a `\u001f` escape can write one) becomes a space.
///
/// ```swift
/// var stored: [UInt8] = []
/// CharacterNames.convert(Array(#"["Vito", "The \"Don\""]"#.utf8), into: &stored)  // 2
/// CharacterNames.names(String(decoding: stored, as: UTF8.self))  // ["Vito", "The \"Don\""]
/// ```
enum CharacterNames {
    /// The byte between two names: U+001F, the unit separator.
    static let separator: UInt8 = 0x1F

    /// The names stored in `text`; none for `NULL`.
    static func names(_ text: String?) -> [String] {
        guard let text else { return [] }
        // Most credits name one character: no split, no second string.
        guard text.utf8.contains(separator) else { return [text] }
        return text.utf8.split(separator: separator, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Appends the names of the JSON array `json` to `output`, joined by U+001F.
    ///
    /// - Returns: How many names were appended, or `nil` (and `output` as it was) when `json` is not a
    ///   JSON array of strings.
    @discardableResult
    static func convert(_ json: some Collection<UInt8>, into output: inout [UInt8]) -> Int? {
        let start = output.count
        // The reader writes into `output` itself (moved in and back out), never into a copy of it.
        var reader = Reader(bytes: json, output: [])
        swap(&output, &reader.output)
        let count = reader.array()
        swap(&output, &reader.output)
        guard let count else {
            output.removeSubrange(start...)
            return nil
        }
        return count
    }
}

extension CharacterNames {
    /// A JSON array of strings read off its bytes, each string's UTF-8 written to ``output``.
    private struct Reader<Bytes: Collection<UInt8>> {
        let bytes: Bytes
        var output: [UInt8]
        var index: Bytes.Index

        init(bytes: Bytes, output: [UInt8]) {
            self.bytes = bytes
            self.output = output
            index = bytes.startIndex
        }

        /// The number of strings of the array, or `nil` when the text is not a JSON array of strings.
        mutating func array() -> Int? {
            skipSpace()
            guard next() == UInt8(ascii: "[") else { return nil }
            var count = 0
            skipSpace()
            if peek() == UInt8(ascii: "]") {
                index = bytes.index(after: index)
            } else {
                while true {
                    skipSpace()
                    if count > 0 { output.append(separator) }
                    guard string() else { return nil }
                    count += 1
                    skipSpace()
                    let next = next()
                    if next == UInt8(ascii: "]") { break }
                    guard next == UInt8(ascii: ",") else { return nil }
                    // A trailing comma, which JSONDecoder accepts too.
                    skipSpace()
                    if peek() == UInt8(ascii: "]") {
                        index = bytes.index(after: index)
                        break
                    }
                }
            }
            skipSpace()
            return index == bytes.endIndex ? count : nil
        }

        /// A string, its quotes and escapes read, its UTF-8 appended to ``output``.
        mutating func string() -> Bool {
            guard next() == UInt8(ascii: "\"") else { return false }
            // The common case: no escape, so the bytes up to the closing quote are the name, appended at once.
            let start = index
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { return false }
                index = bytes.index(after: index)
            }
            output.append(contentsOf: bytes[start..<index])
            while let byte = next() {
                switch byte {
                case UInt8(ascii: "\""):
                    return true
                case UInt8(ascii: "\\"):
                    switch next() {
                    case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
                    case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
                    case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
                    case UInt8(ascii: "b"): output.append(0x08)
                    case UInt8(ascii: "f"): output.append(0x0C)
                    case UInt8(ascii: "n"): output.append(0x0A)
                    case UInt8(ascii: "r"): output.append(0x0D)
                    case UInt8(ascii: "t"): output.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return false }
                        if scalar.value == UInt32(separator) {
                            output.append(UInt8(ascii: " "))
                        } else {
                            output.append(contentsOf: String(Character(scalar)).utf8)
                        }
                    default: return false
                    }
                default:
                    guard byte >= 0x20 else { return false }
                    output.append(byte)
                }
            }
            return false
        }

        /// The scalar of `\uXXXX` (the `\u` read), with its low surrogate's `\uXXXX` when it is a high one.
        mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let first = hex4() else { return nil }
            if (0xD800..<0xDC00).contains(first) {
                guard next() == UInt8(ascii: "\\"), next() == UInt8(ascii: "u"), let second = hex4(),
                    (0xDC00..<0xE000).contains(second)
                else { return nil }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            }
            return Unicode.Scalar(first)
        }

        mutating func hex4() -> UInt32? {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = next() else { return nil }
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        mutating func skipSpace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index = bytes.index(after: index)
            }
        }

        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }

        mutating func next() -> UInt8? {
            guard index < bytes.endIndex else { return nil }
            defer { index = bytes.index(after: index) }
            return bytes[index]
        }
    }
}
