import MovieCatalog

/// The comparison screen's use case: two movies, their credits and their watchlist entries.
public final class CompareInteractor: Sendable {
    private let movies: any MovieRepository
    private let watchlist: any WatchlistRepository
    private let people: any PeopleRepository

    /// Creates the interactor.
    ///
    /// - Parameter movies: The catalog.
    /// - Parameter watchlist: The user's watchlist (for the user's ratings).
    /// - Parameter people: The catalog's people and credits.
    public init(movies: any MovieRepository, watchlist: any WatchlistRepository, people: any PeopleRepository) {
        self.movies = movies
        self.watchlist = watchlist
        self.people = people
    }

    /// The movie with id `id`, its watchlist entry and its credits; the movie is `nil` when the
    /// catalog has none, the credits are empty in a catalog without people. An episode marked on the
    /// watchlist is the ``Movie`` of kind ``TitleKind/episode`` its entry reads back.
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func side(_ id: Int) throws(CatalogError) -> CompareSide {
        let entry = try watchlist.entry(movieID: id)
        guard let movie = try movies.movie(id: id) ?? entry?.movie else { return CompareSide() }
        return CompareSide(movie: movie, entry: entry, credits: try people.credits(movieID: id))
    }
}

/// One movie of a comparison as the catalog has it.
public struct CompareSide: Sendable {
    /// The movie, or `nil` when the catalog has none with the id.
    public var movie: Movie?
    /// Its watchlist entry, if it is on the watchlist.
    public var entry: WatchlistEntry?
    /// Its credits; none in a catalog without people.
    public var credits: MovieCredits = .none

    /// Creates a side.
    ///
    /// - Parameters:
    ///   - movie: The movie, `nil` when missing.
    ///   - entry: Its watchlist entry.
    ///   - credits: Its credits.
    public init(movie: Movie? = nil, entry: WatchlistEntry? = nil, credits: MovieCredits = .none) {
        self.movie = movie
        self.entry = entry
        self.credits = credits
    }
}
