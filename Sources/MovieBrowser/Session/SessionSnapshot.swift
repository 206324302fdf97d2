/// What the browser remembers between runs: the screens on the stack and each screen's place
/// (the table's query, sort, selection and scroll; the watchlist's order and selection).
///
/// A plain `Codable` value: the browser builds it from its ``ScreenMemory`` and its stack, and a
/// ``SessionStore`` writes it (`state.json` under `$XDG_STATE_HOME/reel/`). Names, not numbers,
/// identify screens, sort fields and genres, so a file from another version is read field by field
/// and a name this version does not know is reported and dropped, never guessed.
///
/// ```json
/// {"version": 1, "stack": [{"screen": "movies"}, {"screen": "detail", "movieID": 20545}],
///  "movies": {"query": {"text": "godf", "genres": ["Drama"], "sort": "rating", "descending": true},
///             "list": {"selected": 3, "offset": 0}}}
/// ```
public struct SessionSnapshot: Codable, Hashable, Sendable {
    /// The format version this browser writes and reads.
    public static let currentVersion = 1

    /// The format version of the file.
    public var version: Int
    /// The full-screen screens on the stack, bottom first (overlays such as the help are not kept).
    public var stack: [ScreenEntry]
    /// The movie table's query and place, if it was ever shown.
    public var movies: MoviesState?
    /// The watchlist's order and place, if it was ever shown.
    public var watchlist: WatchlistState?

    /// Creates a snapshot of the current version.
    ///
    /// - Parameters:
    ///   - stack: The screens, bottom first.
    ///   - movies: The movie table's state.
    ///   - watchlist: The watchlist's state.
    public init(stack: [ScreenEntry], movies: MoviesState? = nil, watchlist: WatchlistState? = nil) {
        version = Self.currentVersion
        self.stack = stack
        self.movies = movies
        self.watchlist = watchlist
    }

    /// One screen of the stack: its name and its argument.
    public struct ScreenEntry: Codable, Hashable, Sendable {
        /// The screen's name: `"movies"`, `"detail"`, `"watchlist"`, `"stats"`.
        public var screen: String
        /// The movie of a `"detail"` screen.
        public var movieID: Int?
        /// The screen's own list (a detail's similar movies), when it has one.
        public var list: ListPosition?

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - screen: The screen's name.
        ///   - movieID: The movie of a detail.
        ///   - list: The screen's list position.
        public init(screen: String, movieID: Int? = nil, list: ListPosition? = nil) {
            self.screen = screen
            self.movieID = movieID
            self.list = list
        }
    }

    /// A list's selected row and first visible row.
    public struct ListPosition: Codable, Hashable, Sendable {
        /// The selected row.
        public var selected: Int
        /// The first visible row.
        public var offset: Int

        /// Creates a position.
        ///
        /// - Parameter selected: The selected row.
        /// - Parameter offset: The first visible row.
        public init(selected: Int, offset: Int) {
            self.selected = selected
            self.offset = offset
        }
    }

    /// The movie table: its query and its place.
    public struct MoviesState: Codable, Hashable, Sendable {
        /// The search text, filters and sort.
        public var query: QueryState
        /// The selection and scroll.
        public var list: ListPosition

        /// Creates the table's state.
        ///
        /// - Parameter query: The query.
        /// - Parameter list: The place in the result.
        public init(query: QueryState, list: ListPosition) {
            self.query = query
            self.list = list
        }
    }

    /// The watchlist: its order and its place.
    public struct WatchlistState: Codable, Hashable, Sendable {
        /// The sort field: `"title"`, `"added"` or `"rating"`.
        public var sort: String
        /// Whether the order is reversed.
        public var descending: Bool
        /// The selection and scroll.
        public var list: ListPosition

        /// Creates the watchlist's state.
        ///
        /// - Parameters:
        ///   - sort: The sort field's name.
        ///   - descending: Whether the order is reversed.
        ///   - list: The place in the table.
        public init(sort: String, descending: Bool, list: ListPosition) {
            self.sort = sort
            self.descending = descending
            self.list = list
        }
    }
}
