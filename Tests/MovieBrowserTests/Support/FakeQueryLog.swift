import MovieBrowser
import MovieCatalog
import Synchronization

/// The fake catalog's ``QueryLog``: each page query as the SQL it stands for (over the in-memory
/// fixtures), with its arguments, rows and a fixed time, filed under the current screen; its plan
/// is a fixed scan, or an error for a statement without arguments.
final class FakeQueryLog: QueryLog {
    private struct State {
        var sequence = 0
        var last: RecordedQuery?
        var byOrigin: [String: RecordedQuery] = [:]
    }

    private let state = Mutex(State())
    /// How many plans were asked for.
    private let explains = Mutex(0)

    /// The number of ``plan(of:)`` calls so far.
    var explainCount: Int { explains.withLock { $0 } }

    func record(_ query: MovieQuery, rows: Int) {
        var conditions: [String] = []
        var arguments: [String] = []
        if let text = query.text {
            conditions.append("title MATCH ?")
            arguments.append("'" + text + "'")
        }
        if !query.genres.isEmpty {
            conditions.append("genres & ? = ?")
            arguments += [String(query.genres.rawValue), String(query.genres.rawValue)]
        }
        arguments += [String(query.limit), String(query.offset)]
        let sql =
            "SELECT * FROM fixtures" + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
            + " ORDER BY \(query.sort.field.rawValue) \(query.sort.descending ? "DESC" : "ASC") LIMIT ? OFFSET ?"
        let statement = RecordedStatement(text: sql, arguments: arguments, duration: .milliseconds(2))
        state.withLock { state in
            state.sequence += 1
            let call = RecordedQuery(
                sequence: state.sequence, origin: QueryOrigin.screen, operation: "movies(matching:)",
                statements: [statement], rows: rows, duration: .microseconds(2_345))
            state.last = call
            if let origin = call.origin { state.byOrigin[origin] = call }
        }
    }

    func lastQuery(from origin: String?) -> RecordedQuery? {
        state.withLock { state in origin.map { state.byOrigin[$0] } ?? state.last }
    }

    func plan(of statement: RecordedStatement) throws(CatalogError) -> [String] {
        explains.withLock { $0 += 1 }
        return ["SCAN fixtures", "  USE TEMP B-TREE FOR ORDER BY"]
    }
}

extension FakeMovieRepository {
    var queryLog: (any QueryLog)? { log }
}
