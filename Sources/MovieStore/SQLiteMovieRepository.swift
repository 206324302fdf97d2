import GRDB
import MovieCatalog

/// The ``MovieRepository`` over a ``CatalogDatabase``.
///
/// Every call is one read transaction; a page reads at most `limit` rows plus one `COUNT`, so memory
/// stays the same whatever the size of the catalog. The count of a filter (a query without its order
/// and page) is remembered until the catalog is imported again, by this process or any other, so the
/// next pages of a filter, or the same filter in another order, cost no count. Copies of a repository
/// share what it remembers; create one per database and keep it.
public struct SQLiteMovieRepository: MovieRepository {
    /// The largest page size accepted.
    public static let maximumLimit = 10_000

    /// The database read from.
    public let database: CatalogDatabase
    /// The counts of recent filters in the current catalog.
    let filterCounts = FilterCountCache()
    /// The last calls, for the inspector (``QueryLog``).
    let recorder = QueryRecorder()
    /// Who a call runs for, read as each call is recorded (the browser's current screen).
    let origin: @Sendable () -> String?

    /// Creates a repository reading from `database`.
    ///
    /// - Parameters:
    ///   - database: An open catalog database.
    ///   - origin: Who each call runs for, read when it is recorded (``QueryLog/lastQuery(from:)``
    ///     finds calls by it); `nil` by default.
    public init(database: CatalogDatabase, origin: @escaping @Sendable () -> String? = { nil }) {
        self.database = database
        self.origin = origin
    }

    /// The page of movies matching `query`, with the total number of matches.
    ///
    /// - Parameter query: Text, filters, order and page.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for a negative offset, a
    ///   limit outside 0...10,000 or an empty year range, or a database code when storage fails.
    public func movies(matching query: MovieQuery) throws(CatalogError) -> MoviePage {
        guard query.offset >= 0 else {
            throw CatalogError(.invalidArgument, "the offset must be 0 or more, not \(query.offset)")
        }
        guard (0...SQLiteMovieRepository.maximumLimit).contains(query.limit) else {
            throw CatalogError(.invalidArgument, "the limit must be between 0 and 10000, not \(query.limit)")
        }
        let sql = MovieQuerySQL(query)
        return try recordingRead("movies(matching:)") { db in
            try MovieQueryPlan.page(
                db, sql, sort: query.sort, offset: query.offset, limit: query.limit,
                cache: filterCounts, filter: FilterCountCache.key(query), columns: database.filterColumns,
                matches: database.searchMatches)
        }
    }

    /// The movie with id `id`, or `nil` when there is none.
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func movie(id: Int) throws(CatalogError) -> Movie? {
        try recordingRead("movie(id:)") { db in
            try Row.fetchOne(db, sql: "SELECT \(Movie.columns) FROM movie WHERE id = ?", arguments: [id])
                .map { Movie(row: $0) }
        }
    }

    /// Movies like movie `id`: released within 10 years of it, with at least 20 votes, rated within 1.0
    /// of it; those sharing its genres first, then those sharing one of them, each most voted first
    /// (the rule in full is ``SimilarMoviesSQL``'s).
    ///
    /// - Parameter id: The catalog id of the reference movie.
    /// - Parameter limit: The largest number of movies returned (0...100).
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when no movie has `id`.
    public func similarMovies(to id: Int, limit: Int) throws(CatalogError) -> [Movie] {
        guard (0...100).contains(limit) else {
            throw CatalogError(.invalidArgument, "the limit of similar movies must be between 0 and 100, not \(limit)")
        }
        guard let reference = try movie(id: id) else {
            throw CatalogError(.movieNotFound, "no movie has id \(id); find ids with `reel search`")
        }
        return try recordingRead("similarMovies(to:limit:)") { db in
            var movies: [Movie] = []
            for condition in SimilarMoviesSQL.tiers(of: reference.genres) where movies.count < limit {
                let arguments = SimilarMoviesSQL.arguments(reference: reference, limit: limit - movies.count)
                movies += try Row.fetchAll(db, sql: SimilarMoviesSQL.statement(genres: condition), arguments: arguments)
                    .map { Movie(row: $0) }
            }
            return movies
        }
    }

    /// Counts per genre, per decade, per MPAA rating and per rating over the movies matching `query`.
    ///
    /// Added up from the catalog's filter columns kept in memory (read once per catalog generation,
    /// as the filter panel's counts read them); search text and people terms narrow the movies through the search
    /// table first. An empty query counts the whole catalog.
    ///
    /// - Parameter query: Text and filters (the order and page are ignored).
    /// - Throws: ``CatalogError`` when storage fails.
    public func statistics(matching query: MovieQuery) throws(CatalogError) -> CatalogStatistics {
        try database.read { db in
            let columns = try database.filterColumns.columns(db, needing: .values)
            return try CatalogStatisticsQuery.fetch(db, query, columns: columns, matches: database.searchMatches)
        }
    }

    /// The genres any movie of the catalog has, kept with the catalog's filter columns: read once per
    /// catalog generation, then answered from memory.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func catalogGenres() throws(CatalogError) -> Genres {
        try database.read { db in
            let columns = try database.filterColumns.columns(db, needing: .genres)
            return Genres(rawValue: Int(columns.allGenres))
        }
    }

    /// One movie picked from the matches of `query` that are not in `excluded`, or `nil`.
    ///
    /// No `ORDER BY RANDOM()`: the candidates are found on the catalog's filter columns kept in
    /// memory (read once per catalog generation, as the filter panel's counts read them; search
    /// text narrows them through the search table first), in id order, and the `pick`-th one is
    /// read.
    ///
    /// - Parameter query: Text and filters.
    /// - Parameter excluded: Ids never returned (the watchlist).
    /// - Parameter pick: Given the number of candidates, the index of the one returned.
    /// - Throws: ``CatalogError`` when storage fails.
    public func randomMovie(
        matching query: MovieQuery, excluding excluded: Set<Int>, pick: (_ count: Int) -> Int
    ) throws(CatalogError) -> Movie? {
        try database.read { db in
            let columns = try database.filterColumns.columns(
                db, needing: CatalogColumns.Arrays(filtersOf: query).union(.ids))
            // The candidates as a bit a position, the watchlist's taken out a word at a time: a hash
            // lookup of each of 700,000 ids took 10 ms, and listing them as much again.
            var candidates =
                try FacetQuery.searchSet(db, query, columns, cache: database.searchMatches)
                ?? PositionSet.all(capacity: columns.count)
            candidates.subtract(columns.positionSet(of: Array(excluded)))
            if !CatalogColumns.Arrays(filtersOf: query).isEmpty {
                var passing = PositionSet(capacity: columns.count)
                candidates.forEach { if columns.passesFilters($0, query) { passing.insert($0) } }
                candidates = passing
            }
            let count = candidates.count
            guard count > 0, let position = candidates.position(atRank: min(max(0, pick(count)), count - 1)) else {
                return nil
            }
            let id = Int(columns.ids[position])
            return try Row.fetchOne(db, sql: "SELECT \(Movie.columns) FROM movie WHERE id = ?", arguments: [id])
                .map { Movie(row: $0) }
        }
    }

    /// For `query`, how many movies each choice of the filter panel would leave, counted in memory
    /// (see ``FacetCounts``); the counts are kept with the filter's other counts until the next import.
    ///
    /// - Parameter query: The query whose filters are kept (its order and page are ignored).
    /// - Throws: ``CatalogError`` when storage fails.
    public func facetCounts(matching query: MovieQuery) throws(CatalogError) -> FacetCounts {
        try database.read { db in
            try FacetQuery.fetch(
                db, query, cache: filterCounts, columns: database.filterColumns, matches: database.searchMatches)
        }
    }
}
