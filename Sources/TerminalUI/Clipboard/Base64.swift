/// Base64 encoding (RFC 4648, standard alphabet, `=` padding), written without Foundation for the
/// clipboard escape sequence, whose payload is the text's UTF-8 bytes in base64.
///
/// ```swift
/// Base64.encode("Heat (1995)")   // "SGVhdCAoMTk5NSk="
/// ```
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The base64 text of `bytes`.
    ///
    /// Every three bytes become four characters; a last group of one or two bytes is padded with
    /// `=` to four characters.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The encoded text, `""` for no bytes.
    public static func encode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = second == nil ? nil : iterator.next()
            let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 63)])
            output.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(group & 63)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The base64 text of `text`'s UTF-8 bytes.
    ///
    /// - Parameter text: The text.
    /// - Returns: The encoded text.
    public static func encode(_ text: String) -> String {
        encode(Array(text.utf8))
    }
}
