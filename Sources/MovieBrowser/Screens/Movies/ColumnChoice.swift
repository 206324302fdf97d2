/// The movie table's columns for this session: the configuration's choice at start, then what the
/// `c` panel applies.
///
/// A singleton of the app container, so the choice outlives the table's container (the detail
/// pushed over it, the table pushed again).
@MainActor
public final class ColumnChoice {
    /// The columns shown, in order; never empty.
    public private(set) var movies: [MovieColumn]

    /// Creates the choice.
    ///
    /// - Parameter movies: The columns, in order; the default set when empty.
    public init(movies: [MovieColumn] = MovieColumn.standard) {
        self.movies = movies.isEmpty ? MovieColumn.standard : movies
    }

    /// Replaces the columns; an empty list is ignored (the table always has a column).
    ///
    /// - Parameter columns: The columns, in order.
    public func set(_ columns: [MovieColumn]) {
        guard !columns.isEmpty else { return }
        movies = columns
    }
}
