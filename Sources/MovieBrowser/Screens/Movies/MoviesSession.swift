import DIContainer
import MovieCatalog
import TerminalUI

/// How the session state keeps the movie table: at the bottom of every stack, with its query (as
/// field-query text), selection and scroll from the ``ScreenMemory``, and the columns chosen with
/// the `c` panel from the ``ColumnChoice``.
enum MoviesSession {
    /// The encoding.
    static let encoding = SessionEncoding.withoutArgument.remembering(
        MoviesScreen.SavedPlace.self, save: save, restore: restore)

    @MainActor
    static func save(_ app: Container) -> MoviesScreen.SavedPlace? {
        var state = MoviesScreen.SavedPlace()
        if let movies = (try? app.resolve(ScreenMemory.self))?.movies {
            state.query = FieldQuery.format(movies.query)
            state.list = SessionSnapshot.ListPosition(movies.list)
        }
        if let choice = try? app.resolve(ColumnChoice.self), choice.movies != choice.configured {
            state.columns = choice.movies.map(\.rawValue)
            state.configuredColumns = choice.configured.map(\.rawValue)
        }
        return state == MoviesScreen.SavedPlace() ? nil : state
    }

    @MainActor
    static func restore(_ state: MoviesScreen.SavedPlace, into app: Container) -> [String] {
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

extension MoviesScreen {
    /// The movie table's place as the session state keeps it under `"movies"`: its query as
    /// field-query text, its selection and scroll, and the columns chosen with `c`.
    ///
    /// ```json
    /// {"query": "godf g:drama sort:-rating", "list": {"selected": 3, "offset": 0},
    ///  "columns": ["year", "title"], "configuredColumns": ["title", "year"]}
    /// ```
    public struct SavedPlace: Codable, Hashable, Sendable {
        /// The query as field-query text, read back by `FieldQuery.parse`.
        public var query: String?
        /// The selection and scroll.
        public var list: SessionSnapshot.ListPosition?
        /// The columns chosen for the session (the `c` panel), by name, in order.
        public var columns: [String]?
        /// The configured columns that choice was made over; the choice is restored only while
        /// the configuration still has them.
        public var configuredColumns: [String]?

        /// Creates a place.
        ///
        /// - Parameters:
        ///   - query: The query's text.
        ///   - list: The selection and scroll.
        ///   - columns: The columns chosen for the session.
        ///   - configuredColumns: The configured columns that choice was made over.
        public init(
            query: String? = nil, list: SessionSnapshot.ListPosition? = nil, columns: [String]? = nil,
            configuredColumns: [String]? = nil
        ) {
            self.query = query
            self.list = list
            self.columns = columns
            self.configuredColumns = configuredColumns
        }
    }
}
