import GRDB
import MovieCatalog

/// The aggregate query behind ``SQLiteMovieRepository/statistics()`` (and, from the columns in
/// memory, ``SQLiteMovieRepository/statistics(matching:)``: see `CatalogStatisticsQuery+Columns.swift`).
///
/// One pass over the matches: SQLite groups them by decade, rating band, genre mask and MPAA
/// rating (a few thousand groups at most for the whole catalog), and the figures are added up from
/// the groups. A filter without search text is read from the `movie_by_budget` index alone: it
/// carries every column the figures need (year, rating, genres, MPAA, budget), so no table row is
/// read; search text narrows the movies through the FTS table first, once.
enum CatalogStatisticsQuery {
    /// The statistics of the whole catalog.
    static func fetch(_ db: Database) throws -> CatalogStatistics {
        try fetch(db, MovieQuerySQL(MovieQuery()))
    }

    /// The statistics of the movies `sql` matches (its order is ignored).
    static func fetch(_ db: Database, _ sql: MovieQuerySQL) throws -> CatalogStatistics {
        let source = sql.hasText ? "movie" : "movie INDEXED BY movie_by_budget"
        let statement = try db.cachedStatement(
            sql: """
                SELECT year / 10 * 10 AS decade, MIN(MAX(CAST(rating AS INTEGER), 1), 10) AS band, genres, mpaa,
                    COUNT(*), COUNT(budget), SUM(rating), MIN(year), MAX(year)
                FROM \(source) \(sql.whereClause)
                GROUP BY decade, band, genres, mpaa
                """)
        var count = 0
        var knownBudgets = 0
        var ratingSum = 0.0
        var years: ClosedRange<Int>?
        var perGenre = [Int](repeating: 0, count: Genres.all.count)
        var perDecade: [Int: Int] = [:]
        var perMPAA: [String: Int] = [:]
        var distribution = [Int](repeating: 0, count: 10)
        let rows = try Row.fetchCursor(statement, arguments: sql.arguments)
        while let row = try rows.next() {
            let movies: Int = row[4]
            count += movies
            knownBudgets += row[5] as Int
            ratingSum += row[6] as Double
            let (first, last): (Int, Int) = (row[7], row[8])
            years = years.map { min($0.lowerBound, first)...max($0.upperBound, last) } ?? first...last
            perDecade[row[0] as Int, default: 0] += movies
            distribution[(row[1] as Int) - 1] += movies
            let genres = Genres(rawValue: row[2])
            for (index, entry) in Genres.all.enumerated() where genres.contains(entry.genre) {
                perGenre[index] += movies
            }
            if let mpaa = row[3] as String? { perMPAA[mpaa, default: 0] += movies }
        }
        return CatalogStatistics(
            movieCount: count, years: years, knownBudgetCount: knownBudgets,
            meanRating: count == 0 ? nil : ratingSum / Double(count),
            moviesPerGenre: Genres.all.enumerated().map { (genre: $1.genre, count: perGenre[$0]) },
            moviesPerDecade: perDecade.keys.sorted().map { (decade: $0, count: perDecade[$0] ?? 0) },
            moviesPerMPAA: MPAARating.allCases.compactMap { mpaa in
                perMPAA[mpaa.rawValue].map { (mpaa: mpaa, count: $0) }
            },
            ratingDistribution: distribution)
    }
}
