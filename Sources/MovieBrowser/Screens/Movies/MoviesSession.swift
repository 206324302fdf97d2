import DIContainer
import MovieCatalog
import TerminalUI

/// How the session state keeps the movie table: at the bottom of every stack, with its query (as
/// field-query text), selection and scroll from the ``ScreenMemory``, and the columns chosen with
/// the `c` panel from the ``ColumnChoice``.
enum MoviesSession {
    /// The encoding.
    static let encoding = SessionEncoding.withoutArgument.remembering(save: save, restore: restore)

    @MainActor
    static func save(_ app: Container) -> SessionSnapshot.ScreenState? {
        var state = SessionSnapshot.ScreenState()
        if let movies = (try? app.resolve(ScreenMemory.self))?.movies {
            state.query = FieldQuery.format(movies.query)
            state.list = SessionSnapshot.ListPosition(movies.list)
        }
        if let choice = try? app.resolve(ColumnChoice.self), choice.movies != choice.configured {
            state.columns = choice.movies.map(\.rawValue)
            state.configuredColumns = choice.configured.map(\.rawValue)
        }
        return state == SessionSnapshot.ScreenState() ? nil : state
    }

    @MainActor
    static func restore(_ state: SessionSnapshot.ScreenState, into app: Container) -> [String] {
        var problems: [String] = []
        if let memory = try? app.resolve(ScreenMemory.self), state.query != nil || state.list != nil {
            let parsed = FieldQuery.parseLeaving(state.query ?? "")
            memory.movies = (parsed.query, state.list?.listState ?? ListState())
            problems += parsed.errors.map { "the movie table's \($0.description)" }
        }
        if let names = state.columns, let choice = try? app.resolve(ColumnChoice.self) {
            let columns = names.compactMap(MovieColumn.init(rawValue:))
            if let unknown = names.first(where: { MovieColumn(rawValue: $0) == nil }) {
                problems.append("no column named \"\(unknown)\"")
            }
            if state.configuredColumns != choice.configured.map(\.rawValue) {
                problems.append("the columns chosen with c were left: config.toml's columns changed")
            } else {
                choice.set(columns)
            }
        }
        return problems
    }
}
