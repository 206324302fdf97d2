import TerminalUI

/// What the browser remembers between runs: the screens on the stack and each screen's place
/// (the table's query, selection and scroll; the watchlist's order and selection).
///
/// A plain `Codable` value: the browser builds it from its ``ScreenMemory`` and its stack, each
/// screen through the ``SessionEncoding`` of its descriptor, and a ``SessionStore`` writes it
/// (`state.json` under `$XDG_STATE_HOME/reel/`). Names, not numbers, identify screens and sort
/// fields, and a query is kept as the text of its field query, so a name or term this version does
/// not know is reported and dropped, never guessed.
///
/// ```json
/// {"version": 2, "stack": [{"screen": "movies"}, {"screen": "detail", "movieID": 20545}],
///  "screens": {"movies": {"query": "godf g:drama sort:-rating", "list": {"selected": 3, "offset": 0}}}}
/// ```
public struct SessionSnapshot: Codable, Hashable, Sendable {
    /// The format version this browser writes and reads (2: queries kept as field-query text).
    public static let currentVersion = 2

    /// The format version of the file.
    public var version: Int
    /// The full-screen screens on the stack, bottom first (overlays such as the help are not kept).
    public var stack: [ScreenEntry]
    /// The places screens keep between pushes, by screen name (`"movies"`, `"watchlist"`).
    public var screens: [String: ScreenState]

    /// Creates a snapshot of the current version.
    ///
    /// - Parameter stack: The screens, bottom first.
    /// - Parameter screens: The screens' places, by screen name.
    public init(stack: [ScreenEntry], screens: [String: ScreenState] = [:]) {
        version = Self.currentVersion
        self.stack = stack
        self.screens = screens
    }

    /// One screen of the stack: its name and its argument.
    public struct ScreenEntry: Codable, Hashable, Sendable {
        /// The screen's name: `"movies"`, `"detail"`, `"watchlist"`, `"stats"`, `"compare"`, `"person"`.
        public var screen: String
        /// The movie of a screen that shows one (a detail).
        public var movieID: Int?
        /// The movies of a screen that shows several (a comparison), in order.
        public var movieIDs: [Int]?
        /// The screen's own list (a detail's similar movies), when it has one.
        public var list: ListPosition?
        /// The words of a search screen (the People results' `coppola`).
        public var search: String?
        /// The IMDb id of the person a person screen shows (`"nm0000008"`).
        public var personID: String?

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - screen: The screen's name.
        ///   - movieID: The movie of a detail.
        ///   - movieIDs: The movies of a comparison.
        ///   - list: The screen's list position.
        ///   - search: The words of a search screen.
        ///   - personID: The person of a person screen.
        public init(
            screen: String, movieID: Int? = nil, movieIDs: [Int]? = nil, list: ListPosition? = nil,
            search: String? = nil, personID: String? = nil
        ) {
            self.screen = screen
            self.movieID = movieID
            self.movieIDs = movieIDs
            self.list = list
            self.search = search
            self.personID = personID
        }
    }

    /// The place a screen keeps between pushes: each screen uses the fields it needs.
    public struct ScreenState: Codable, Hashable, Sendable {
        /// The query as field-query text (`"godf g:drama sort:-rating"`), read back by `FieldQuery.parse`.
        public var query: String?
        /// The sort field's name (`"added"`), for a screen with its own orders.
        public var sort: String?
        /// Whether that order is reversed.
        public var descending: Bool?
        /// The selection and scroll.
        public var list: ListPosition?
        /// The columns chosen for the session (the movie table's `c` panel), by name, in order.
        public var columns: [String]?
        /// The configured columns that choice was made over; the choice is restored only while
        /// the configuration still has them.
        public var configuredColumns: [String]?

        /// Creates a screen's state.
        ///
        /// - Parameters:
        ///   - query: The query's text.
        ///   - sort: The sort field's name.
        ///   - descending: Whether the order is reversed.
        ///   - list: The place in the screen's list.
        ///   - columns: The columns chosen for the session.
        ///   - configuredColumns: The configured columns that choice was made over.
        public init(
            query: String? = nil, sort: String? = nil, descending: Bool? = nil, list: ListPosition? = nil,
            columns: [String]? = nil, configuredColumns: [String]? = nil
        ) {
            self.query = query
            self.sort = sort
            self.descending = descending
            self.list = list
            self.columns = columns
            self.configuredColumns = configuredColumns
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

        /// The position of a list's state.
        ///
        /// - Parameter list: The list's state.
        public init(_ list: ListState) {
            self.init(selected: list.selected, offset: list.offset)
        }

        /// The list state at this position (negative numbers count as 0).
        public var listState: ListState { ListState(selected: selected, offset: offset) }
    }
}
