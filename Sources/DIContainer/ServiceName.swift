/// A typed name that tells apart several registrations of the same service type.
///
/// Names are values, not free-form optionals scattered through the API: write them as string
/// literals, or declare them once as static constants so a typo becomes a compile error.
///
/// ```swift
/// struct Database: Sendable { let path: String }
/// extension ServiceName {
///     static let primary: ServiceName = "primary"
/// }
///
/// let container = Container(name: "app")
/// container.register(Database.self, name: .primary) { _ in Database(path: "main.sqlite") }
/// let db = try container.resolve(Database.self, name: .primary)
/// ```
public struct ServiceName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text of the name.
    public let rawValue: String
    /// A cheap hash of the text (FNV-1a), computed once, that spreads names over the lookup table.
    @usableFromInline let code: UInt

    /// Creates a name from its text.
    ///
    /// - Parameter rawValue: The text of the name; compared exactly, case-sensitively.
    @inlinable
    public init(_ rawValue: String) {
        var text = rawValue
        self.code = text.withUTF8 { bytes in
            var hash: UInt = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt(byte)) &* 0x100_0000_01B3
            }
            return hash | 1
        }
        self.rawValue = text
    }

    /// Creates a name from a string literal.
    ///
    /// - Parameter value: The text of the name.
    @inlinable
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Names are equal when their text is.
    public static func == (lhs: ServiceName, rhs: ServiceName) -> Bool {
        lhs.code == rhs.code && lhs.rawValue == rhs.rawValue
    }

    /// Hashes the text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// The name in double quotes, as error messages print it.
    public var description: String { "\"\(rawValue)\"" }
}
