import GRDB
import MovieCatalog

/// The aggregate queries behind ``SQLiteMovieRepository/statistics()`` and
/// ``SQLiteMovieRepository/statistics(matching:)``.
///
/// A filter without search text is read from the `movie_by_budget` index alone: it carries every
/// column the figures need (year, rating, genres, MPAA, budget), so no table row is read. Search
/// text narrows the movies through the FTS table first.
enum CatalogStatisticsQuery {
    /// The statistics of the whole catalog.
    static func fetch(_ db: Database) throws -> CatalogStatistics {
        try fetch(db, MovieQuerySQL(MovieQuery()))
    }

    /// The statistics of the movies `sql` matches (its order is ignored).
    static func fetch(_ db: Database, _ sql: MovieQuerySQL) throws -> CatalogStatistics {
        let source = sql.hasText || sql.conditions.isEmpty ? "movie" : "movie INDEXED BY movie_by_budget"
        let filter = sql.whereClause
        let genreSums = Genres.all.map { "SUM(genres & \($0.genre.rawValue) <> 0)" }.joined(separator: ", ")
        let totals = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT COUNT(*), MIN(year), MAX(year), COUNT(budget), AVG(rating), \(genreSums)
                    FROM \(source) \(filter)
                    """), arguments: sql.arguments)
        let count: Int = totals?[0] ?? 0
        let firstYear: Int? = totals?[1]
        let lastYear: Int? = totals?[2]
        let perGenre = Genres.all.enumerated().map { index, entry in
            (genre: entry.genre, count: (totals?[5 + index] as Int?) ?? 0)
        }
        let perDecade = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT year / 10 * 10 AS decade, COUNT(*) FROM \(source) \(filter) GROUP BY decade ORDER BY decade
                    """), arguments: sql.arguments
        ).map { (decade: $0[0] as Int, count: $0[1] as Int) }
        let known = sql.adding("movie.mpaa IS NOT NULL", order: "")
        let mpaaCounts = Dictionary(
            uniqueKeysWithValues: try Row.fetchAll(
                db.cachedStatement(sql: "SELECT mpaa, COUNT(*) FROM \(source) \(known.whereClause) GROUP BY mpaa"),
                arguments: known.arguments
            ).map { ($0[0] as String, $0[1] as Int) })
        let perMPAA = MPAARating.allCases.compactMap { mpaa in
            mpaaCounts[mpaa.rawValue].map { (mpaa: mpaa, count: $0) }
        }
        var distribution = Array(repeating: 0, count: 10)
        for row in try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT MIN(MAX(CAST(rating AS INTEGER), 1), 10) AS bucket, COUNT(*) FROM \(source) \(filter)
                    GROUP BY bucket
                    """), arguments: sql.arguments)
        {
            distribution[(row[0] as Int) - 1] = row[1]
        }
        return CatalogStatistics(
            movieCount: count,
            years: firstYear.flatMap { first in lastYear.map { first...max(first, $0) } },
            knownBudgetCount: totals?[3] ?? 0, meanRating: count == 0 ? nil : totals?[4],
            moviesPerGenre: perGenre, moviesPerDecade: perDecade, moviesPerMPAA: perMPAA,
            ratingDistribution: distribution)
    }
}
