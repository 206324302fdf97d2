/// A catalog that records the statements its calls run, for the inspector's data tab: the SQL, the
/// arguments, the rows returned and the time taken, per screen, and the query plan on demand.
///
/// Recording is cheap (no `EXPLAIN` is run until ``explain(_:)`` is asked); a repository that
/// records returns itself from ``MovieRepository/queryLog``. Each call is recorded under the
/// ``QueryOrigin/screen`` current when it ran, so the browser can show the last query of the
/// screen under the inspector, not the last query of whatever ran last.
///
/// ```swift
/// let page = try QueryOrigin.$screen.withValue("Movies") { try movies.movies(matching: query) }
/// if let log = movies.queryLog, let call = log.lastQuery(from: "Movies") {
///     print(call.statements[0].sql, try log.explain(call.statements[0]))
/// }
/// ```
public protocol QueryLog: Sendable {
    /// The last call made while `origin` was the current ``QueryOrigin/screen``; with `nil`, the
    /// last call from anywhere.
    ///
    /// - Parameter origin: The screen's name (`"Movies"`, `"Detail #20545"`), or `nil`.
    func lastQuery(from origin: String?) -> RecordedQuery?

    /// The query plan of a recorded statement (`EXPLAIN QUERY PLAN` with its arguments), one line
    /// per step, nested steps indented by two spaces.
    ///
    /// - Parameter statement: A statement of a ``RecordedQuery``.
    /// - Throws: ``CatalogError`` when the plan cannot be read.
    func explain(_ statement: RecordedStatement) throws(CatalogError) -> [String]
}

/// The screen on whose behalf catalog calls run now: the browser binds it while a screen handles a
/// key, draws or is pushed, and a ``QueryLog`` files each call under it.
public enum QueryOrigin {
    /// The screen's name (its container's: `"Movies"`, `"Detail #20545"`), or `nil` outside any screen.
    @TaskLocal public static var screen: String?
}

/// One call to the catalog as a ``QueryLog`` recorded it.
public struct RecordedQuery: Hashable, Sendable {
    /// Increases with every call recorded, so a reader can tell a new call from the same one.
    public var sequence: Int
    /// The ``QueryOrigin/screen`` the call ran under.
    public var origin: String?
    /// The repository method (`"movies(matching:)"`).
    public var operation: String
    /// The statements it ran, in order.
    public var statements: [RecordedStatement]
    /// The rows the call returned (movies on the page, similar movies…).
    public var rows: Int
    /// The time the whole call took, including waiting for a connection.
    public var duration: Duration

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - sequence: The call's number.
    ///   - origin: The screen it ran for.
    ///   - operation: The repository method.
    ///   - statements: The statements it ran.
    ///   - rows: The rows it returned.
    ///   - duration: The time it took.
    public init(
        sequence: Int, origin: String?, operation: String, statements: [RecordedStatement], rows: Int,
        duration: Duration
    ) {
        self.sequence = sequence
        self.origin = origin
        self.operation = operation
        self.statements = statements
        self.rows = rows
        self.duration = duration
    }
}

/// One SQL statement of a ``RecordedQuery``.
public struct RecordedStatement: Hashable, Sendable {
    /// The SQL with its parameters (`?`) unexpanded.
    public var sql: String
    /// The values bound to the parameters, in order; `nil` when they could not be recovered.
    public var arguments: [QueryArgument]?
    /// The time SQLite spent running it.
    public var duration: Duration

    /// Creates a statement record.
    ///
    /// - Parameters:
    ///   - sql: The SQL.
    ///   - arguments: The bound values.
    ///   - duration: The time it took.
    public init(sql: String, arguments: [QueryArgument]?, duration: Duration) {
        self.sql = sql
        self.arguments = arguments
        self.duration = duration
    }
}

/// A value bound to a statement's parameter.
public enum QueryArgument: Hashable, Sendable, CustomStringConvertible {
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

    /// The value as SQL writes it: `42`, `7.5`, `'godf*'`, `NULL`.
    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "'" + value.replacingOccurrences("'", "''") + "'"
        case .blob(let count): "<\(count) bytes>"
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
