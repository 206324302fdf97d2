/// The user's own rating of a movie: a whole number from 1 to 10.
///
/// The only way to make one is the failable initializer, so an out-of-range value never reaches storage.
public struct PersonalRating: Sendable, Hashable, Comparable, Codable {
    /// The rating, 1 to 10.
    public let value: Int

    /// The ratings a user can give.
    public static let range = 1...10

    /// Creates a rating, or `nil` when `value` is outside 1...10.
    ///
    /// - Parameter value: The rating.
    public init?(_ value: Int) {
        guard PersonalRating.range.contains(value) else { return nil }
        self.value = value
    }

    /// Orders ratings from worst to best.
    ///
    /// - Parameter lhs: A rating.
    /// - Parameter rhs: Another rating.
    public static func < (lhs: PersonalRating, rhs: PersonalRating) -> Bool {
        lhs.value < rhs.value
    }
}
