/// The movie table's columns for this session: the configuration's choice at start, then what the
/// `c` panel applies.
///
/// A singleton of the app container, so the choice outlives the table's container (the detail
/// pushed over it, the table pushed again).
@MainActor
public final class ColumnChoice {
    /// The columns shown, in order; never empty.
    public private(set) var movies: [MovieColumn]
    /// The columns the configuration asks for (or the default set): what ``movies`` starts as.
    public let configured: [MovieColumn]

    /// Creates the choice.
    ///
    /// - Parameter movies: The configured columns, in order; the default set when empty.
    public init(movies: [MovieColumn] = MovieColumn.standard) {
        configured = movies.isEmpty ? MovieColumn.standard : movies
        self.movies = configured
    }

    /// Replaces the columns; an empty list is ignored (the table always has a column).
    ///
    /// - Parameter columns: The columns, in order.
    public func set(_ columns: [MovieColumn]) {
        guard !columns.isEmpty else { return }
        movies = columns
    }
}
