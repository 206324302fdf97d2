/// Read access to the movie catalog: the protocol the screens and commands depend on.
///
/// Implementations answer every call from storage without loading the whole catalog; a page holds at
/// most ``MovieQuery/limit`` movies. Calls are synchronous and fast (milliseconds); call them off the
/// render loop if a screen must never wait.
public protocol MovieRepository: Sendable {
    /// The page of movies matching `query`, with the total number of matches.
    ///
    /// - Parameter query: Text, filters, order and page.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for a negative offset or
    ///   limit, or a database code when storage fails.
    func movies(matching query: MovieQuery) throws(CatalogError) -> MoviePage

    /// The movie with id `id`, or `nil` when there is none.
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    func movie(id: Int) throws(CatalogError) -> Movie?

    /// Movies like the movie with id `id`: sharing its genres, close in year and rating, popular first.
    ///
    /// - Parameter id: The catalog id of the reference movie (never part of the result).
    /// - Parameter limit: The largest number of movies returned.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when no movie has `id`.
    func similarMovies(to id: Int, limit: Int) throws(CatalogError) -> [Movie]

    /// Counts per genre, per decade and per rating over the whole catalog.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    func statistics() throws(CatalogError) -> CatalogStatistics

    /// For `query`, how many movies each choice of the filter panel would leave (see ``FacetCounts``).
    ///
    /// - Parameter query: The query whose filters are kept (its order and page are ignored).
    /// - Throws: ``CatalogError`` when storage fails.
    func facetCounts(matching query: MovieQuery) throws(CatalogError) -> FacetCounts
}

extension MovieRepository {
    /// How many movies each choice of the filter panel would leave, counted one query per choice.
    ///
    /// A correct but slow default (about 30 counts) for repositories that have no faster way; the
    /// SQLite repository counts everything in two statements.
    ///
    /// - Parameter query: The query whose filters are kept (its order and page are ignored).
    /// - Throws: ``CatalogError`` when storage fails.
    public func facetCounts(matching query: MovieQuery) throws(CatalogError) -> FacetCounts {
        var base = query
        base.offset = 0
        base.limit = 0
        func count(_ change: (inout MovieQuery) -> Void) throws(CatalogError) -> Int {
            var changed = base
            change(&changed)
            return try movies(matching: changed).total
        }
        var facets = FacetCounts(total: try count { _ in })
        for (_, genre) in Genres.all {
            facets.genres[genre] = try count { $0.genres.insert(genre) }
        }
        for decade in stride(from: 1850, through: 2100, by: 10) {
            facets.decades[decade] = try count { $0.years = decade...(decade + 9) }
        }
        for rating in MPAARating.allCases {
            facets.mpaa[rating] = try count { $0.mpaa = rating }
        }
        for minutes in FacetCounts.runtimeBudgets {
            facets.runtimeBudgets[minutes] = try count { $0.lengths = 0...minutes }
        }
        return FacetCounts(
            total: facets.total, genres: facets.genres, decades: facets.decades, mpaa: facets.mpaa,
            runtimeBudgets: facets.runtimeBudgets)
    }
}
