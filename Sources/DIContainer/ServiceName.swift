/// A typed name that tells apart several registrations of the same service type.
///
/// Names are values, not free-form optionals scattered through the API: write them as string
/// literals, or declare them once as static constants so a typo becomes a compile error.
///
/// ```swift
/// extension ServiceName {
///     static let primary: ServiceName = "primary"
/// }
/// container.register(Database.self, name: .primary) { _ in Database(path: "main.sqlite") }
/// let db = try container.resolve(Database.self, name: .primary)
/// ```
public struct ServiceName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text of the name.
    public let rawValue: String

    /// Creates a name from its text.
    ///
    /// - Parameter rawValue: The text of the name; compared exactly, case-sensitively.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a name from a string literal.
    ///
    /// - Parameter value: The text of the name.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The name in double quotes, as error messages print it.
    public var description: String { "\"\(rawValue)\"" }
}
