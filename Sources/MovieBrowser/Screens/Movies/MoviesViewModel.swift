import MovieCatalog
import TerminalUI

/// What the movie table shows in one frame: plain values the presenter builds.
public struct MoviesViewModel: Sendable {
    /// One movie as a row of text.
    public struct Row: Hashable, Sendable {
        /// `◆` when the movie is marked for comparison, else `•` when it is on the watchlist.
        public var mark: String
        /// The title as a person writes it.
        public var title: String
        /// The year; a series' years (`2008–2013`, `2019–`).
        public var year: String
        /// `TV` for a series, `Mini` for a mini-series, empty for a movie.
        public var kind: String
        /// The length in minutes.
        public var minutes: String
        /// The rating, one decimal.
        public var rating: String
        /// The votes with thousands separators.
        public var votes: String
        /// The budget in dollars, or empty when unknown.
        public var budget: String
        /// The MPAA rating, or empty.
        public var mpaa: String
        /// The genres, comma-separated.
        public var genres: String

        /// The row of `movie`.
        ///
        /// - Parameter movie: The movie.
        /// - Parameter onWatchlist: Whether it is on the watchlist.
        /// - Parameter marked: Whether it is marked for comparison.
        public init(movie: Movie, onWatchlist: Bool, marked: Bool = false) {
            mark = marked ? "◆" : onWatchlist ? "•" : ""
            title = movie.title.display
            year = movie.years
            kind = MovieFormat.kind(movie.kind)
            minutes = movie.minutes.map(String.init) ?? ""
            rating = MovieFormat.rating(of: movie)
            votes = movie.votes.grouped
            budget = movie.budget.map { "$" + $0.grouped } ?? ""
            mpaa = movie.mpaa?.rawValue ?? ""
            genres = movie.genres.names.joined(separator: ", ")
        }
    }

    /// The order, for the header's arrow.
    public var sort: MovieSort
    /// The number of rows.
    public var rowCount: Int
    /// The first row the table shows.
    public var firstRow: Int = 0
    /// The rows the table shows, from ``firstRow``; `nil` for a row whose page could not be fetched.
    public var rows: [Row?] = []
    /// The search box.
    public var search: TextInputState
    /// Whether the search box has focus.
    public var isSearching: Bool
    /// The first bad term of the search box, shown under it; the table's query leaves it out.
    public var searchError: FieldQueryError?
    /// The active filters, as chips.
    public var chips: [String]
    /// `"1 of 58,788"`.
    public var position: String
    /// The filter panel's rows (label, facet count, value), when it is open.
    var filterLines: [FilterPanel.Line]?
    /// The highlighted row of the filter panel.
    public var filterSelection: Int
    /// The filter panel's key hints.
    public var filterHints: [Hint]
    /// Shown when no movie matches.
    public var emptyText: String
    /// The table's columns, in order.
    public var columns: [MovieColumn] = MovieColumn.standard
    /// Whether the table has listed a series: the Kind column shows, and the year column is wide
    /// enough for a series' years.
    public var showsKinds = false
    /// The columns panel's rows (label, check box), when it is open.
    public var columnLines: [(label: String, value: String)]?
    /// The highlighted row of the columns panel.
    public var columnSelection = 0
    /// The columns panel's key hints.
    public var columnHints: [Hint] = []
}

/// How the screens write a movie's numbers.
enum MovieFormat {
    /// A rating with one decimal: `9.1`, `10.0`.
    static func rating(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A movie's rating for a table cell: `9.1`, or `–` when nobody voted for it (IMDb gives such
    /// titles no rating; the catalog stores 0).
    static func rating(of movie: Movie) -> String {
        movie.isRated ? rating(movie.rating) : "–"
    }

    /// A kind for a table cell: `TV` for a series, `Mini` for a mini-series, empty for a movie.
    static func kind(_ kind: TitleKind) -> String {
        kind.shortName
    }

    /// A running time: `175 min`, or `unknown`.
    static func length(_ minutes: Int?) -> String {
        minutes.map { "\($0) min" } ?? "unknown"
    }
}
