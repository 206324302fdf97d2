import GRDB
import MovieCatalog

/// The aggregate queries behind ``SQLiteMovieRepository/statistics()``.
enum CatalogStatisticsQuery {
    static func fetch(_ db: Database) throws -> CatalogStatistics {
        let genreSums = Genres.all.map { "SUM(genres & \($0.genre.rawValue) <> 0)" }.joined(separator: ", ")
        let totals = try Row.fetchOne(
            db,
            sql: """
                SELECT COUNT(*), MIN(year), MAX(year), COUNT(budget), AVG(rating), \(genreSums) FROM movie
                """)
        let count: Int = totals?[0] ?? 0
        let firstYear: Int? = totals?[1]
        let lastYear: Int? = totals?[2]
        let perGenre = Genres.all.enumerated().map { index, entry in
            (genre: entry.genre, count: (totals?[5 + index] as Int?) ?? 0)
        }
        let perDecade = try Row.fetchAll(
            db,
            sql: """
                SELECT year / 10 * 10 AS decade, COUNT(*) FROM movie GROUP BY decade ORDER BY decade
                """
        ).map { (decade: $0[0] as Int, count: $0[1] as Int) }
        let mpaaCounts = Dictionary(
            uniqueKeysWithValues: try Row.fetchAll(
                db,
                sql: """
                    SELECT mpaa, COUNT(*) FROM movie WHERE mpaa IS NOT NULL GROUP BY mpaa
                    """
            ).map { ($0[0] as String, $0[1] as Int) })
        let perMPAA = MPAARating.allCases.compactMap { mpaa in
            mpaaCounts[mpaa.rawValue].map { (mpaa: mpaa, count: $0) }
        }
        var distribution = Array(repeating: 0, count: 10)
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT MIN(MAX(CAST(rating AS INTEGER), 1), 10) AS bucket, COUNT(*) FROM movie GROUP BY bucket
                """)
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
