import MovieCatalog
import Synchronization

/// What a ``SQLiteMovieRepository`` remembers of its calls: the last call of each origin (of the
/// 32 origins that called last), and the last call of all.
///
/// Shared by the copies of a repository, like its filter counts; recording takes one lock and
/// keeps no rows, only the statements' text (as written and as expanded by SQLite) and times. The
/// arguments are read back from the expanded text when a call is asked for, not when it runs.
final class QueryRecorder: Sendable {
    /// A statement as recorded: its SQL, the SQL with the values in place, and SQLite's time.
    struct Statement: Sendable {
        var sql: String
        var expanded: String
        var duration: Duration
    }

    /// A call as recorded.
    private struct Call: Sendable {
        var sequence: Int
        var origin: String?
        var operation: String
        var statements: [Statement]
        var rows: Int
        var duration: Duration

        var recorded: RecordedQuery {
            RecordedQuery(
                sequence: sequence, origin: origin, operation: operation,
                statements: statements.map { statement in
                    RecordedStatement(
                        text: statement.sql,
                        arguments: ExpandedSQL.arguments(sql: statement.sql, expanded: statement.expanded)?
                            .map(\.description),
                        duration: statement.duration)
                }, rows: rows, duration: duration)
        }
    }

    /// How many screens' last calls are kept (details are one screen per movie).
    static let originsKept = 32

    private struct State {
        var sequence = 0
        var last: Call?
        var byOrigin: [String: Call] = [:]
        var origins: [String] = []
    }

    private let state = Mutex(State())

    /// Files a call under its origin.
    ///
    /// - Parameters:
    ///   - operation: The repository method.
    ///   - origin: The screen it ran for.
    ///   - statements: The statements it ran.
    ///   - rows: The rows it returned.
    ///   - duration: The time it took.
    func record(_ operation: String, origin: String?, statements: [Statement], rows: Int, duration: Duration) {
        state.withLock { state in
            state.sequence += 1
            let call = Call(
                sequence: state.sequence, origin: origin, operation: operation, statements: statements, rows: rows,
                duration: duration)
            state.last = call
            if let origin, state.byOrigin.updateValue(call, forKey: origin) == nil {
                state.origins.append(origin)
                if state.origins.count > Self.originsKept {
                    state.byOrigin[state.origins.removeFirst()] = nil
                }
            }
        }
    }

    /// The last call of `origin`, or of all when `nil`.
    func last(from origin: String?) -> RecordedQuery? {
        let call = state.withLock { state in origin.map { state.byOrigin[$0] } ?? state.last }
        return call?.recorded
    }
}
