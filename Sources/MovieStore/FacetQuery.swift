import GRDB
import MovieCatalog

/// Counts the ``FacetCounts`` of a query in two statements over the movies its other filters keep.
///
/// Every facet changes one filter: genres add to the query, decades replace its years, MPAA ratings
/// replace its MPAA rating, runtime budgets replace its lengths. So both statements read the movies
/// matching the query without its years, MPAA rating and lengths (along the covering `movie_by_year`
/// index, or the search table's matches), and test those three filters per movie inside the sums:
/// the first sums, per genre, MPAA rating and budget, the movies that pass the filters that facet
/// keeps; the second groups the movies that pass the MPAA and length filters by decade. The values of
/// those three filters are whole numbers and MPAA constants, written into the SQL, never user text.
/// Counts are kept with the filter's other counts until the next import.
enum FacetQuery {
    static func fetch(_ db: Database, _ query: MovieQuery, cache: FilterCountCache) throws -> FacetCounts {
        let key = FilterCountCache.key(query)
        let size = try CatalogSize.fetch(db)
        let cached = size.generation.flatMap { cache.counts(for: key, generation: $0) }
        if let facets = cached?.facets { return facets }
        let facets = try count(db, query)
        if let generation = size.generation {
            var counts = cached ?? FilterCounts(total: facets.total, knownBudgets: nil)
            counts.facets = facets
            cache.store(counts, for: key, generation: generation)
        }
        return facets
    }

    private static func count(_ db: Database, _ query: MovieQuery) throws -> FacetCounts {
        var others = query
        (others.years, others.mpaa, others.lengths) = (nil, nil, nil)
        let sql = MovieQuerySQL(others)
        let source = sql.hasText ? "movie" : "movie INDEXED BY movie_by_year"
        let years = query.years.map { "movie.year BETWEEN \($0.lowerBound) AND \($0.upperBound)" } ?? "1"
        let mpaa = query.mpaa.map { "movie.mpaa = '\($0.rawValue)'" } ?? "1"
        let lengths = query.lengths.map { "movie.minutes BETWEEN \($0.lowerBound) AND \($0.upperBound)" } ?? "1"
        let all = "\(years) AND \(mpaa) AND \(lengths)"
        var sums = ["SUM(\(all))"]
        sums += Genres.all.map { "SUM(\(all) AND movie.genres & \($0.genre.rawValue) <> 0)" }
        sums += MPAARating.allCases.map { "SUM(\(years) AND \(lengths) AND movie.mpaa = '\($0.rawValue)')" }
        sums += FacetCounts.runtimeBudgets.map { "SUM(\(years) AND \(mpaa) AND movie.minutes <= \($0))" }
        let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT \(sums.joined(separator: ", ")) FROM \(source) \(sql.whereClause)"),
            arguments: sql.arguments)
        let values = (0..<sums.count).map { (row?[$0] as Int?) ?? 0 }
        var index = 1
        func next() -> Int {
            defer { index += 1 }
            return values[index]
        }
        let genres = Dictionary(uniqueKeysWithValues: Genres.all.map { ($0.genre, next()) })
        let ratings = Dictionary(uniqueKeysWithValues: MPAARating.allCases.map { ($0, next()) })
        let budgets = Dictionary(uniqueKeysWithValues: FacetCounts.runtimeBudgets.map { ($0, next()) })
        let decadeFilter = sql.adding("\(mpaa) AND \(lengths)", order: "")
        let decades = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT movie.year / 10 * 10, COUNT(*) FROM \(source) \(decadeFilter.whereClause)
                    GROUP BY movie.year / 10
                    """),
            arguments: sql.arguments)
        return FacetCounts(
            total: values[0], genres: genres,
            decades: Dictionary(decades.map { (($0[0] as Int), ($0[1] as Int)) }, uniquingKeysWith: +),
            mpaa: ratings, runtimeBudgets: budgets)
    }
}
