/// The text form both kinds of IMDb ids share.
enum IMDbIdentifier {
    /// The largest number accepted: ids are stored as SQLite integers and fit 32 bits with room to spare.
    static let largest = 999_999_999

    static func number(in text: some StringProtocol, prefix: String) -> Int? {
        let utf8 = Array(text.utf8)
        guard utf8.count >= 3, utf8.count <= 2 + 9 else { return nil }
        let head = String(decoding: utf8[0..<2], as: UTF8.self).lowercased()
        guard head == prefix else { return nil }
        var number = 0
        for byte in utf8[2...] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard number > 0, number <= largest else { return nil }
        return number
    }

    static func text(_ number: Int, prefix: String) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }
}
