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

    /// Movies like the movie with id `id`: released within 10 years of it, with at least 20 votes,
    /// rated within 1.0 of it (any rating when it has no votes); those sharing its genres (its one
    /// genre, both of two, two of three or more) first, then those sharing one, each most voted first.
    ///
    /// Closeness of rating bounds the candidates and never orders them, so an average of a handful of
    /// voters cannot outrank a popular movie.
    ///
    /// - Parameter id: The catalog id of the reference movie (never part of the result).
    /// - Parameter limit: The largest number of movies returned.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when no movie has `id`.
    func similarMovies(to id: Int, limit: Int) throws(CatalogError) -> [Movie]

    /// The record of the statements this repository ran, or `nil` when it keeps none.
    var queryLog: (any QueryLog)? { get }

    /// Counts per genre, per decade and per rating over the movies matching `query` (its order and
    /// page are ignored): the one way the catalog's figures are counted, for a filtered table's
    /// Stats screen, the whole catalog's (`MovieQuery()`) and `reel stats`.
    ///
    /// - Parameter query: Text and filters; an empty query counts the whole catalog.
    /// - Throws: ``CatalogError`` when storage fails.
    func statistics(matching query: MovieQuery) throws(CatalogError) -> CatalogStatistics

    /// One movie picked from those matching `query` that are not in `excluded`, or `nil` when none
    /// qualifies.
    ///
    /// The candidates are counted, then `pick` chooses which one (an index below the count), so a
    /// seeded random source gives the same movie every time.
    ///
    /// - Parameter query: Text and filters (the order and page are ignored).
    /// - Parameter excluded: Ids never returned (the watchlist).
    /// - Parameter pick: Given the number of candidates (at least 1), the index of the one returned.
    /// - Throws: ``CatalogError`` when storage fails.
    func randomMovie(
        matching query: MovieQuery, excluding excluded: Set<Int>, pick: (_ count: Int) -> Int
    ) throws(CatalogError) -> Movie?

    /// For `query`, how many movies each choice of the filter panel would leave (see ``FacetCounts``).
    ///
    /// - Parameter query: The query whose filters are kept (its order and page are ignored).
    /// - Throws: ``CatalogError`` when storage fails.
    func facetCounts(matching query: MovieQuery) throws(CatalogError) -> FacetCounts

    /// The genres at least one movie of the whole catalog has: the shipped CSV's seven, up to IMDb's
    /// 28. The filter panel, the Stats screen and `reel stats` list these.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    func catalogGenres() throws(CatalogError) -> Genres
}

extension MovieRepository {
    /// No record: repositories that do not implement ``QueryLog`` keep none.
    public var queryLog: (any QueryLog)? { nil }

    /// The genres of the whole catalog, from its statistics; the SQLite repository keeps them with the
    /// catalog's columns instead, read once per catalog generation.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func catalogGenres() throws(CatalogError) -> Genres {
        try statistics(matching: MovieQuery()).genresWithMovies
    }

    /// How many movies each choice of the filter panel would leave, counted one query per choice.
    ///
    /// A correct but slow default (about 30 counts) for repositories that have no faster way; the
    /// SQLite repository counts them in one pass over columns kept in memory.
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
        for answer in [true, false] {
            facets.seen[answer] = try count { $0.seen = answer }
            facets.watchlist[answer] = try count { $0.onWatchlist = answer }
        }
        for kind in MovieQuery.listedKinds {
            facets.kinds[kind] = try count { $0.kinds = [kind] }
        }
        return FacetCounts(
            total: facets.total, genres: facets.genres, decades: facets.decades, mpaa: facets.mpaa,
            runtimeBudgets: facets.runtimeBudgets, seen: facets.seen, watchlist: facets.watchlist,
            kinds: facets.kinds)
    }
}
