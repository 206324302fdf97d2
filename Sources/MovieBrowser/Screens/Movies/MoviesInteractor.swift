import MovieCatalog

/// The movie table's use cases: pages of the catalog for a query, and the watchlist toggle.
///
/// It talks to the catalog's repository protocols only; the live SQLite ones come from the app
/// container, fakes from the tests.
public final class MoviesInteractor: Sendable {
    private let movies: any MovieRepository
    private let watchlist: any WatchlistRepository
    private let people: (any PeopleRepository)?

    /// Creates the interactor.
    ///
    /// - Parameter movies: The catalog.
    /// - Parameter watchlist: The user's watchlist.
    /// - Parameter people: The catalog's people, which an IMDb id in the search box is looked up in;
    ///   without them the box says the id cannot be looked up.
    public init(movies: any MovieRepository, watchlist: any WatchlistRepository, people: (any PeopleRepository)? = nil)
    {
        self.movies = movies
        self.watchlist = watchlist
        self.people = people
    }

    /// The movie with IMDb id `imdbID`, or `nil` when the catalog has none.
    ///
    /// - Parameter imdbID: The IMDb title id typed in the search box.
    /// - Throws: ``CatalogError`` when storage fails, or when the app has no people repository to
    ///   look ids up in.
    public func movie(imdbID: IMDbID) throws(CatalogError) -> Movie? {
        guard let people else {
            throw CatalogError(.invalidArgument, "IMDb ids cannot be looked up here: the browser has no people catalog")
        }
        return try people.movie(imdbID: imdbID)
    }

    /// One page of the movies matching `query`, with the total.
    ///
    /// - Parameter query: The query, with its page's offset and limit.
    /// - Throws: ``CatalogError`` when storage fails.
    public func page(_ query: MovieQuery) throws(CatalogError) -> MoviePage {
        try movies.movies(matching: query)
    }

    /// Which of `ids` are on the watchlist, in one query: the marks of a page of the table.
    ///
    /// - Parameter ids: The movies of the page.
    /// - Throws: ``CatalogError`` when storage fails.
    public func onWatchlist(_ ids: [Int]) throws(CatalogError) -> Set<Int> {
        try watchlist.onWatchlist(ids: ids)
    }

    /// The ids of every movie on the watchlist, which "surprise me" leaves out.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func watchlistIDs() throws(CatalogError) -> Set<Int> {
        try watchlist.movieIDs()
    }

    /// Adds the movie to the watchlist, or removes it when it is on it; written at once.
    ///
    /// - Parameter id: The movie's id.
    /// - Returns: Whether the movie is on the watchlist now.
    /// - Throws: ``CatalogError`` when storage fails.
    public func toggleWatchlist(_ id: Int) throws(CatalogError) -> Bool {
        if try watchlist.remove(movieID: id) { return false }
        try watchlist.add(movieID: id)
        return true
    }

    /// A random movie among those matching `query` that are not on the watchlist, or `nil`.
    ///
    /// - Parameter query: The table's text and filters.
    /// - Parameter random: The random source.
    /// - Throws: ``CatalogError`` when storage fails.
    public func surprise(_ query: MovieQuery, random: RandomSource) throws(CatalogError) -> Movie? {
        try movies.randomMovie(matching: query, excluding: try watchlistIDs()) { random.index(below: $0) }
    }
}

extension MoviesInteractor {
    /// The genres the catalog's movies have: the filter panel's genre rows.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func catalogGenres() throws(CatalogError) -> Genres {
        try movies.catalogGenres()
    }

    /// How many movies each choice of the filter panel would leave, for `query`'s filters.
    ///
    /// - Parameter query: The query (its order and page are ignored).
    /// - Throws: ``CatalogError`` when storage fails.
    public func facets(_ query: MovieQuery) throws(CatalogError) -> FacetCounts {
        try movies.facetCounts(matching: query)
    }
}
