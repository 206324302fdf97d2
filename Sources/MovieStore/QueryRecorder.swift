import MovieCatalog
import Synchronization

/// What a ``SQLiteMovieRepository`` remembers of its calls: the last call of each screen (of the
/// 32 screens that called last), and the last call of all.
///
/// Shared by the copies of a repository, like its filter counts; recording takes one lock and
/// keeps no rows, only the statements' text, arguments and times.
final class QueryRecorder: Sendable {
    /// How many screens' last calls are kept (details are one screen per movie).
    static let originsKept = 32

    private struct State {
        var sequence = 0
        var last: RecordedQuery?
        var byOrigin: [String: RecordedQuery] = [:]
        var origins: [String] = []
    }

    private let state = Mutex(State())

    /// Files a call under its origin and returns it numbered.
    ///
    /// - Parameters:
    ///   - operation: The repository method.
    ///   - origin: The screen it ran for.
    ///   - statements: The statements it ran.
    ///   - rows: The rows it returned.
    ///   - duration: The time it took.
    @discardableResult
    func record(
        _ operation: String, origin: String?, statements: [RecordedStatement], rows: Int, duration: Duration
    ) -> RecordedQuery {
        state.withLock { state in
            state.sequence += 1
            let call = RecordedQuery(
                sequence: state.sequence, origin: origin, operation: operation, statements: statements, rows: rows,
                duration: duration)
            state.last = call
            if let origin {
                if state.byOrigin.updateValue(call, forKey: origin) == nil {
                    state.origins.append(origin)
                    if state.origins.count > Self.originsKept {
                        state.byOrigin[state.origins.removeFirst()] = nil
                    }
                }
            }
            return call
        }
    }

    /// The last call of `origin`, or of all when `nil`.
    func last(from origin: String?) -> RecordedQuery? {
        state.withLock { state in origin.map { state.byOrigin[$0] } ?? state.last }
    }
}
