import MovieCatalog

/// The statistics screen's use case: the figures of the movies a query matches, or of the whole
/// catalog from the app's ``StatisticsCache`` (counted once, recounted on request).
public final class StatsInteractor: Sendable {
    private let cache: StatisticsCache
    private let movies: any MovieRepository

    /// Creates the interactor.
    ///
    /// - Parameter cache: The app's statistics cache over the catalog.
    /// - Parameter movies: The catalog, for the figures of a filtered query.
    public init(cache: StatisticsCache, movies: any MovieRepository) {
        self.cache = cache
        self.movies = movies
    }

    /// Whether `query` has no text and no filter (its order and page do not count).
    ///
    /// - Parameter query: The query.
    public static func isWholeCatalog(_ query: MovieQuery) -> Bool {
        var normalized = query
        normalized.sort = MovieQuery().sort
        normalized.offset = 0
        normalized.limit = MovieQuery().limit
        if normalized.text?.isEmpty == true { normalized.text = nil }
        return normalized == MovieQuery()
    }

    /// Counts per decade, rating and genre, and the totals, of the movies `query` matches.
    ///
    /// - Parameter query: The movie table's query, or `nil` for the whole catalog; a query without
    ///   text or filters is the whole catalog too, and its figures come from the cache.
    /// - Parameter recount: `true` to count again instead of using kept figures.
    /// - Throws: ``CatalogError`` when storage fails.
    public func statistics(
        matching query: MovieQuery? = nil, recount: Bool = false
    ) throws(CatalogError)
        -> CatalogStatistics
    {
        guard let query, !Self.isWholeCatalog(query) else { return try cache.statistics(recount: recount) }
        return try movies.statistics(matching: query)
    }

    /// The genres the charts list for `statistics`, counted for `query`: the whole catalog's genres
    /// (the shipped CSV's seven, up to IMDb's 28), so a filter leaves a genre at 0 rather than hiding it.
    ///
    /// The whole catalog's statistics have them already; for a filtered query the repository keeps them
    /// with the catalog's columns, which counting the query has just read.
    ///
    /// - Parameter statistics: The figures counted for `query`.
    /// - Parameter query: The movie table's query, or `nil` for the whole catalog.
    /// - Throws: ``CatalogError`` when storage fails.
    public func catalogGenres(
        of statistics: CatalogStatistics, matching query: MovieQuery? = nil
    ) throws(CatalogError) -> Genres {
        guard let query, !Self.isWholeCatalog(query) else { return statistics.genresWithMovies }
        return try movies.catalogGenres()
    }
}
