import MovieCatalog

/// A value bound to a statement's parameter, as the query record reads it back from SQLite.
enum QueryArgument: Hashable, Sendable, CustomStringConvertible {
    /// SQL `NULL`.
    case null
    /// An integer.
    case integer(Int64)
    /// A floating-point number.
    case real(Double)
    /// Text.
    case text(String)
    /// A blob of this many bytes.
    case blob(Int)

    /// The value as SQL writes it: `42`, `7.5`, `'godf*'`, `NULL`; a blob as `<3 bytes>`.
    var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "'" + value.replacing("'", with: "''") + "'"
        case .blob(let count): "<\(count) bytes>"
        }
    }

    /// The value `description` wrote, or `nil` when `written` is not one.
    ///
    /// - Parameter written: A ``description``.
    init?(written: String) {
        if written.hasPrefix("<"), written.hasSuffix(" bytes>"), let count = Int(written.dropFirst().dropLast(7)) {
            self = .blob(count)
            return
        }
        let bytes = Array(written.utf8)
        guard let (value, end) = ExpandedSQL.literal(bytes, from: 0), end == bytes.count else { return nil }
        self = value
    }
}
