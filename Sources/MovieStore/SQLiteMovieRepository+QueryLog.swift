import Foundation
import GRDB
import MovieCatalog

extension SQLiteMovieRepository: QueryLog {
    /// The repository itself: it records every call.
    public var queryLog: (any QueryLog)? { self }

    /// The last call made for `origin` (the last of all when `nil`).
    ///
    /// - Parameter origin: The caller's name, or `nil`.
    public func lastQuery(from origin: String?) -> RecordedQuery? {
        recorder.last(from: origin)
    }

    /// Runs `EXPLAIN QUERY PLAN` for a recorded statement, with its arguments bound (read back from
    /// the text the record wrote them as).
    ///
    /// - Parameter statement: A statement of a recorded call.
    /// - Throws: ``CatalogError`` when the plan cannot be read, or the statement's arguments were
    ///   not recovered (``CatalogError/Code/invalidArgument``).
    public func plan(of statement: RecordedStatement) throws(CatalogError) -> [String] {
        guard let written = statement.arguments else {
            throw CatalogError(.invalidArgument, "the arguments of this statement were not recorded")
        }
        var values: [(any DatabaseValueConvertible)?] = []
        for text in written {
            guard let argument = QueryArgument(written: text) else {
                throw CatalogError(.invalidArgument, "the argument \(text) is not a value this catalog wrote")
            }
            switch argument {
            case .null: values.append(nil)
            case .integer(let value): values.append(value)
            case .real(let value): values.append(value)
            case .text(let value): values.append(value)
            case .blob(let count): values.append(Data(count: count))
            }
        }
        return try database.read { db in
            let rows = try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + statement.text, arguments: StatementArguments(values))
            var depth: [Int: Int] = [:]
            return rows.map { row in
                let id: Int = row["id"]
                let parent: Int = row["parent"]
                let level = parent == 0 ? 0 : (depth[parent] ?? 0) + 1
                depth[id] = level
                return String(repeating: "  ", count: level) + (row["detail"] as String)
            }
        }
    }

    /// Whether `sql` is a statement SQLite or GRDB runs on their own while a call's statement
    /// runs: FTS5 reading its index tables (`'main'.'movie_fts_idx'`), GRDB's
    /// `PRAGMA data_version`. The record keeps the repository's statements only.
    static func isInternal(_ sql: String) -> Bool {
        sql.hasPrefix("PRAGMA ") || sql.contains("'main'.'")
    }

    /// Runs `body` in a read, recording its statements (SQL, arguments, time), the rows it returns
    /// and its time under the current origin (``origin``).
    ///
    /// - Parameters:
    ///   - operation: The repository method, for the record.
    ///   - body: The reads.
    /// - Throws: ``CatalogError`` when the read fails (a failed call is not recorded).
    func recordingRead<T: RecordedRows>(_ operation: String, _ body: (Database) throws -> T) throws(CatalogError) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let (result, statements) = try database.read { db in
            var statements: [QueryRecorder.Statement] = []
            db.trace(options: .profile) { event in
                guard case .profile(let statement, let seconds) = event else { return }
                let sql = statement.sql
                guard !Self.isInternal(sql) else { return }
                statements.append(
                    QueryRecorder.Statement(
                        sql: sql, expanded: statement.expandedSQL, duration: .nanoseconds(Int64(seconds * 1e9))))
            }
            defer { db.trace(options: []) }
            return (try body(db), statements)
        }
        recorder.record(
            operation, origin: origin(), statements: statements, rows: result.recordedRowCount,
            duration: clock.now - start)
        return result
    }
}
