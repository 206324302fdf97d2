/// What a person did on a movie: IMDb's principal category (`actor`, `director`, `composer`, ...).
public struct CreditCategory: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The category as IMDb writes it (`production_designer`).
    public let rawValue: String

    /// Creates a category from IMDb's name for it.
    ///
    /// - Parameter rawValue: The category as IMDb writes it.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Directors.
    public static let director = CreditCategory("director")
    /// Writers.
    public static let writer = CreditCategory("writer")
    /// Actors.
    public static let actor = CreditCategory("actor")
    /// Actresses.
    public static let actress = CreditCategory("actress")
    /// People appearing as themselves.
    public static let `self` = CreditCategory("self")

    /// Whether the category is part of the cast: actor, actress, self, archive footage or sound.
    public var isCast: Bool {
        ["actor", "actress", "self", "archive_footage", "archive_sound"].contains(rawValue)
    }

    /// The category for reading: `production designer`.
    public var label: String { rawValue.replacing("_", with: " ") }

    /// The category for reading.
    public var description: String { label }

    public static func < (lhs: CreditCategory, rhs: CreditCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
