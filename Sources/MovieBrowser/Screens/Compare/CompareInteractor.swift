import MovieCatalog

/// The comparison screen's use case: two movies and their watchlist entries.
public final class CompareInteractor: Sendable {
    private let movies: any MovieRepository
    private let watchlist: any WatchlistRepository

    /// Creates the interactor.
    ///
    /// - Parameter movies: The catalog.
    /// - Parameter watchlist: The user's watchlist (for the user's ratings).
    public init(movies: any MovieRepository, watchlist: any WatchlistRepository) {
        self.movies = movies
        self.watchlist = watchlist
    }

    /// The movie with id `id` and its watchlist entry; the movie is `nil` when the catalog has none.
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func side(_ id: Int) throws(CatalogError) -> (movie: Movie?, entry: WatchlistEntry?) {
        guard let movie = try movies.movie(id: id) else { return (nil, nil) }
        return (movie, try watchlist.entry(movieID: id))
    }
}
