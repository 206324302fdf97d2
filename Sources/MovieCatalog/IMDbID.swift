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
