/// An IMDb title id, such as `tt0068646`: the prefix `tt` and a number of at least seven digits.
///
/// Stored as its number; ``text`` writes it back with the zero padding IMDb uses.
///
/// ```swift
/// IMDbID(text: "tt0068646")?.number   // 68646
/// IMDbID(68646).text                   // "tt0068646"
/// ```
public struct IMDbID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The number after `tt`.
    public let number: Int

    /// Creates the id with number `number`.
    ///
    /// - Parameter number: The number after `tt` (positive).
    public init(_ number: Int) {
        self.number = number
    }

    /// Reads `tt` followed by digits (`tt0068646`), or returns `nil` for anything else.
    ///
    /// - Parameter text: The id as IMDb writes it; the prefix is accepted in any case.
    public init?(text: some StringProtocol) {
        guard let number = IMDbIdentifier.number(in: text, prefix: "tt") else { return nil }
        self.number = number
    }

    /// The id as IMDb writes it: `tt` and the number padded to seven digits.
    public var text: String { IMDbIdentifier.text(number, prefix: "tt") }

    /// The id as IMDb writes it.
    public var description: String { text }

    public static func < (lhs: IMDbID, rhs: IMDbID) -> Bool { lhs.number < rhs.number }
}

/// An IMDb person id, such as `nm0000338`: the prefix `nm` and a number of at least seven digits.
public struct PersonID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The number after `nm`.
    public let number: Int

    /// Creates the id with number `number`.
    ///
    /// - Parameter number: The number after `nm` (positive).
    public init(_ number: Int) {
        self.number = number
    }

    /// Reads `nm` followed by digits (`nm0000338`), or returns `nil` for anything else.
    ///
    /// - Parameter text: The id as IMDb writes it; the prefix is accepted in any case.
    public init?(text: some StringProtocol) {
        guard let number = IMDbIdentifier.number(in: text, prefix: "nm") else { return nil }
        self.number = number
    }

    /// The id as IMDb writes it: `nm` and the number padded to seven digits.
    public var text: String { IMDbIdentifier.text(number, prefix: "nm") }

    /// The id as IMDb writes it.
    public var description: String { text }

    public static func < (lhs: PersonID, rhs: PersonID) -> Bool { lhs.number < rhs.number }
}

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
