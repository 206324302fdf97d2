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
