/// Reads a JSON array of strings, such as IMDb's `characters` column (`["Michael Corleone"]`), straight
/// off its UTF-8 bytes.
///
/// A person's filmography reads one per credit (850 for the most credited), and `JSONDecoder` cost
/// several microseconds each; this reads the same texts the same way and returns `nil` for anything
/// that is not an array of strings (what `JSONDecoder().decode([String].self, ...)` would refuse).
enum JSONStringArray {
    /// The strings of `text`, or `nil` when it is not a JSON array of strings.
    static func parse(_ text: String) -> [String]? {
        var text = text
        // Safe because the reader lives only inside this closure, while `bytes` is valid, and checks every
        // index against `bytes.count` before reading.
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.array()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func array() -> [String]? {
            skipSpace()
            guard next() == UInt8(ascii: "[") else { return nil }
            var strings: [String] = []
            skipSpace()
            if peek() == UInt8(ascii: "]") {
                index += 1
            } else {
                while true {
                    skipSpace()
                    guard let string = string() else { return nil }
                    strings.append(string)
                    skipSpace()
                    let separator = next()
                    if separator == UInt8(ascii: "]") { break }
                    guard separator == UInt8(ascii: ",") else { return nil }
                    // A trailing comma, which JSONDecoder accepts too.
                    skipSpace()
                    if peek() == UInt8(ascii: "]") {
                        index += 1
                        break
                    }
                }
            }
            skipSpace()
            return index == bytes.count ? strings : nil
        }

        /// A string, its quotes and escapes read.
        mutating func string() -> String? {
            guard next() == UInt8(ascii: "\"") else { return nil }
            let start = index
            // The common case: no escape, so the bytes between the quotes are the string.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
            }
            // Escapes: the string's UTF-8 is gathered, each escape written as the bytes it stands for.
            var utf8 = Array(bytes[start..<index])
            while let byte = next() {
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: utf8, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    switch next() {
                    case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
                    case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
                    case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        utf8.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                default:
                    guard byte >= 0x20 else { return nil }
                    utf8.append(byte)
                }
            }
            return nil
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
            while index < bytes.count,
                bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
            {
                index += 1
            }
        }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }
    }
}
