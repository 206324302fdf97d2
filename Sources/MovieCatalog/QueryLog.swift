/// A catalog that records the calls made to it, for the inspector's data tab: each call's
/// statements as the storage writes them, their arguments, the rows returned and the time taken,
/// filed under the caller's origin (a screen's name), and each statement's plan on demand.
///
/// Everything here is plain text and numbers: what a statement's text or plan means is the
/// storage's business (MovieStore writes SQL and reads SQLite's plans), and who the origin is is the
/// caller's (the browser names its screens). Recording is cheap: no plan is computed until
/// ``plan(of:)`` is asked. A repository that records returns itself from ``MovieRepository/queryLog``.
///
/// ```swift
/// if let log = movies.queryLog, let call = log.lastQuery(from: "Movies") {
///     print(call.statements[0].text, try log.plan(of: call.statements[0]))
/// }
/// ```
public protocol QueryLog: Sendable {
    /// The last call made for `origin`; with `nil`, the last call from anywhere.
    ///
    /// - Parameter origin: The caller's name (`"Movies"`, `"Detail #20545"`), or `nil`.
    func lastQuery(from origin: String?) -> RecordedQuery?

    /// How the storage runs a recorded statement, one line per step, nested steps indented by two
    /// spaces.
    ///
    /// - Parameter statement: A statement of a ``RecordedQuery``.
    /// - Throws: ``CatalogError`` when the plan cannot be read.
    func plan(of statement: RecordedStatement) throws(CatalogError) -> [String]
}

/// One call to the catalog as a ``QueryLog`` recorded it.
public struct RecordedQuery: Hashable, Sendable {
    /// Increases with every call recorded, so a reader can tell a new call from the same one.
    public var sequence: Int
    /// Who the call ran for (a screen's name), or `nil` when no caller was named.
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
    ///   - origin: Who it ran for.
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

/// One statement of a ``RecordedQuery``, as text.
public struct RecordedStatement: Hashable, Sendable {
    /// The statement as the storage ran it, its parameters unexpanded.
    public var text: String
    /// The values bound to its parameters, in order, as the storage writes them; `nil` when they
    /// could not be recovered.
    public var arguments: [String]?
    /// The time the storage spent running it.
    public var duration: Duration

    /// Creates a statement record.
    ///
    /// - Parameters:
    ///   - text: The statement.
    ///   - arguments: The bound values, written out.
    ///   - duration: The time it took.
    public init(text: String, arguments: [String]?, duration: Duration) {
        self.text = text
        self.arguments = arguments
        self.duration = duration
    }
}
