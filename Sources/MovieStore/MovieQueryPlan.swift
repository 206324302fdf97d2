import GRDB
import MovieCatalog

/// Chooses how SQLite reads a page: along the sort index, or the matches first and then sorted.
///
/// SQLite cannot estimate how many movies a genre mask or a vote threshold keeps, and guessed wrong
/// often enough to take 20–60 ms. The repository knows: it counts the matches first (on the covering
/// `movie_by_year` index, about a millisecond), then walks the sort index when matches are dense
/// enough that `offset + limit` of them come within fewer entries than there are matches, and
/// otherwise reads the matches and sorts them. Every index carries the filter columns, so walking
/// one reads the table only for the movies returned. The count of a filter is kept in a
/// ``FilterCountCache`` until the next import, so the next pages of the same filter, in any order,
/// skip it; a filter with terms on the user's library (``LibraryFilterSQL``) is found on the
/// columns, like title words, and its count is never kept. Statements are prepared once per connection (GRDB's statement cache): the SQL of a page
/// depends only on which filters are set, the kind of text search and the order; values are arguments.
enum MovieQueryPlan {
    /// The movies of one page of `sql`, and the number of movies matching it.
    ///
    /// - Parameter cache: Counts of filters already counted in this catalog; the counts this page
    ///   makes are added to it.
    /// - Parameter filter: The key of the query's filter in `cache` (``FilterCountCache/key(_:)``).
    static func page(
        _ db: Database, _ sql: MovieQuerySQL, sort: MovieSort, offset: Int, limit: Int,
        cache: FilterCountCache, filter: MovieQuery, columns: CatalogColumnsCache? = nil,
        matches: SearchMatchCache? = nil
    ) throws -> MoviePage {
        // Read in this transaction: the generation is that of the catalog the rows below come from.
        let size = try CatalogSize.fetch(db)
        // The counts of library terms change with the library, not with the catalog: never kept.
        let countGeneration = filter.hasLibraryFilters ? nil : size.generation
        // Text is matched on the columns, read now if need be: stored with the catalog, they are a
        // few blobs (see SearchBitmaps).
        // So is a kind (no index holds it): a pass over the kinds array, not a walk of the table.
        if sql.hasSearch || sort.field == .divisive || filter.filtersKinds, let columns,
            let page = try textPage(
                db, sql, sort: sort, offset: offset, limit: limit, filter: filter,
                columns: columns.columns(
                    generation: size.generation, needing: textPageArrays(filter, sort: sort)
                ) { try CatalogColumns.load(db, $0) },
                matches: matches)
        {
            if let generation = countGeneration, cache.counts(for: filter, generation: generation) == nil {
                cache.store(FilterCounts(total: page.total, knownBudgets: nil), for: filter, generation: generation)
            }
            return page
        }
        let cached = countGeneration.flatMap { cache.counts(for: filter, generation: $0) }
        // The whole catalog's count is the import's: counting it walked the 700,000 entries of an index
        // (20 MB of pages) before the first frame over IMDb's datasets.
        let unfiltered = sql.conditions.isEmpty && !sql.hasSearch
        var counts =
            try cached
            ?? FilterCounts(
                total: unfiltered
                    ? size.movies
                    : (sql.hasSearch ? nil : keptCount(filter, columns: columns?.kept(generation: size.generation)))
                        ?? count(db, sql),
                knownBudgets: unfiltered ? size.knownBudgets : nil)
        defer {
            if let generation = countGeneration, counts != cached {
                cache.store(counts, for: filter, generation: generation)
            }
        }
        let total = counts.total
        guard let column = MovieQuerySQL.nullableColumn(sort.field), !sql.hasSearch else {
            let population = sql.conditions.isEmpty ? total : size.movies
            // A page in the second half (End) is read from the other end of the order and turned
            // round: OFFSET 705,400 walked that many index entries (91 ms); from the end it walks 100.
            if offset > total / 2, offset < total, let reversed = sql.reversingOrder() {
                let count = min(limit, total - offset)
                let movies = try fetch(
                    db, reversed, offset: total - offset - count, limit: count, matches: total, population: population)
                return MoviePage(movies: movies.reversed(), total: total, offset: offset)
            }
            let movies = try fetch(db, sql, offset: offset, limit: limit, matches: total, population: population)
            return MoviePage(movies: movies, total: total, offset: offset)
        }
        // Unknown values last in both directions: known values in order, then the unknown by id.
        let direction = sort.descending ? "DESC" : "ASC"
        let known = sql.adding(
            "\(column) IS NOT NULL", order: "ORDER BY \(column) \(direction), movie.id \(direction)")
        let unknown = sql.adding("\(column) IS NULL", order: "ORDER BY \(column), movie.id \(direction)")
        let isBudget = sort.field == .budget
        // Known budgets are the few (the index range of known values is counted); unknown spreads are the
        // few (movies without any vote share: none in the shipped catalog), so their range is counted.
        let knownCount =
            try (isBudget ? counts.knownBudgets : counts.knownSpreads)
            ?? (isBudget
                ? count(db, known, index: sql.sortIndex) : total - count(db, unknown, index: sql.sortIndex))
        if isBudget { counts.knownBudgets = knownCount } else { counts.knownSpreads = knownCount }
        // The import counts known budgets; spreads are unknown only for movies without any vote share.
        let (catalogSize, catalogKnown) = (size.movies, isBudget ? size.knownBudgets : size.movies)
        var movies: [Movie] = []
        if offset < knownCount {
            movies = try fetch(
                db, known, offset: offset, limit: min(limit, knownCount - offset), matches: knownCount,
                population: catalogKnown)
        }
        if movies.count < limit {
            movies += try fetch(
                db, unknown, offset: max(0, offset - knownCount), limit: limit - movies.count,
                matches: total - knownCount, population: max(catalogSize - catalogKnown, 0))
        }
        return MoviePage(movies: movies, total: total, offset: offset)
    }

    /// The number of movies passing the filters of `query` (which has no search), counted on
    /// `columns` when they hold the arrays its filters read, or `nil`.
    ///
    /// In SQL the count walks `movie_by_year` whole for a filter SQLite cannot narrow by year (a
    /// genre: 40–100 ms at 720,000 movies, on every toggle of the filter panel); on the columns, which
    /// the browser reads after its first frame, it is a pass over a few arrays.
    private static func keptCount(_ query: MovieQuery, columns: CatalogColumns?) -> Int? {
        guard let columns, columns.arrays.isSuperset(of: CatalogColumns.Arrays(filtersOf: query)) else { return nil }
        var total = 0
        for position in 0..<columns.count where columns.passesFilters(position, query) { total += 1 }
        return total
    }

    private static func count(_ db: Database, _ sql: MovieQuerySQL, index: String = "movie_by_year") throws -> Int {
        let source = sql.hasSearch ? "movie" : "movie INDEXED BY \(index)"
        let statement = try db.cachedStatement(sql: "SELECT COUNT(*) FROM \(source) \(sql.whereClause)")
        return try Int.fetchOne(statement, arguments: sql.arguments) ?? 0
    }

    /// Fetches a page, walking the sort index when that reads fewer entries than there are matches.
    ///
    /// - Parameter population: How many index entries the walk can cover (the catalog, or a budget range).
    private static func fetch(
        _ db: Database, _ sql: MovieQuerySQL, offset: Int, limit: Int, matches: Int, population: Int
    ) throws -> [Movie] {
        guard limit > 0 else { return [] }
        var source = "movie"
        if !sql.hasSearch {
            // Index entries read to collect offset + limit matches, if matches are spread evenly.
            let entriesAlongSortIndex = matches == 0 ? population : (offset + limit) * population / matches
            if entriesAlongSortIndex <= max(matches, 2_000) {
                source = "movie INDEXED BY \(sql.sortIndex)"
            }
        }
        var arguments = sql.arguments
        _ = arguments.append(contentsOf: sql.orderArguments)
        _ = arguments.append(contentsOf: [limit, offset])
        let select = "SELECT \(Movie.columns) FROM \(source) \(sql.whereClause) \(sql.orderClause) LIMIT ? OFFSET ?"
        return try Row.fetchAll(db.cachedStatement(sql: select), arguments: arguments).map { Movie(row: $0) }
    }
}
