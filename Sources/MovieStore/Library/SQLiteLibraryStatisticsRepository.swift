import GRDB
import MovieCatalog

/// The ``LibraryStatisticsRepository`` over a ``CatalogDatabase``: the user's statistics aggregated in
/// SQL from `library.viewing` and the catalog's `movie`, `credit` and `person`.
///
/// The viewings are read three times, whatever their number: grouped by film into a TEMP table
/// (``StatisticsScope/films``), from which every figure but the periods' is a small aggregate (one
/// row per film, or per genre set), and grouped by year and by month. The figures of a year count its dated viewings; the ratings of every year
/// count undated ones too (a film marked seen with a rating). Episodes are not films: viewings of the
/// catalog's episodes count in no figure (``EpisodeRow/notEpisode(_:)``).
public struct SQLiteLibraryStatisticsRepository: LibraryStatisticsRepository {
    /// The database read.
    public let database: CatalogDatabase
    /// How many directors, actors, rewatched and highest rated films the statistics keep.
    public static let topCount = 10

    /// Creates a repository over `database`.
    ///
    /// - Parameter database: An open catalog database.
    public init(database: CatalogDatabase) {
        self.database = database
    }

    /// The statistics of `year`, or of every year when `nil`.
    ///
    /// - Parameter year: The year in review, or `nil`.
    /// - Throws: ``CatalogError`` when storage fails.
    public func statistics(year: Int?) throws(CatalogError) -> LibraryStatistics {
        let scope = StatisticsScope(year: year)
        return try database.readWithScratch { db in
            try scope.makeTables(db)
            defer { scope.dropTables(db) }
            let totals = try Row.fetchOne(
                db,
                sql: """
                    SELECT COALESCE(SUM(n), 0), COALESCE(SUM(n > 0), 0), COALESCE(SUM(n * minutes), 0),
                        COALESCE(SUM(rewatches), 0)
                    FROM temp.stat_film
                    """)
            let ratings = try Self.ratings(db)
            return LibraryStatistics(
                year: year, viewings: totals?[0] ?? 0, films: totals?[1] ?? 0, minutes: totals?[2] ?? 0,
                rewatches: totals?[3] ?? 0, perYear: try Self.perYear(db), perMonth: try Self.perMonth(scope, db),
                myRatingCounts: ratings.counts, ratingPairs: ratings.pairs,
                directors: try Self.people(["director"], db),
                actors: try Self.people(["actor", "actress"], db), genres: try Self.genres(db),
                decades: try Self.decades(db), mostRewatched: try Self.mostRewatched(db),
                highestRated: try Self.highestRated(db))
        }
    }

    /// Films, viewings and minutes of every year with a dated viewing, oldest first.
    static func perYear(_ db: Database) throws -> [PeriodFigures] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT CAST(substr(viewing.watched_on, 1, 4) AS INTEGER) AS period,
                    COUNT(DISTINCT viewing.movie_id), COUNT(*), COALESCE(SUM(movie.minutes), 0)
                FROM library.viewing LEFT JOIN movie ON movie.id = viewing.movie_id
                WHERE viewing.watched_on IS NOT NULL AND \(EpisodeRow.notEpisode("viewing.movie_id"))
                GROUP BY period ORDER BY period
                """
        ).map { PeriodFigures(period: $0[0], films: $0[1], viewings: $0[2], minutes: $0[3]) }
    }

    /// The twelve months of the scope, January first, empty months included.
    static func perMonth(_ scope: StatisticsScope, _ db: Database) throws -> [PeriodFigures] {
        var months = (1...12).map { PeriodFigures(period: $0, films: 0, viewings: 0, minutes: 0) }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT CAST(substr(viewing.watched_on, 6, 2) AS INTEGER) AS period,
                    COUNT(DISTINCT viewing.movie_id), COUNT(*), COALESCE(SUM(movie.minutes), 0)
                FROM library.viewing LEFT JOIN movie ON movie.id = viewing.movie_id
                WHERE \(scope.dated.condition) AND \(EpisodeRow.notEpisode("viewing.movie_id")) GROUP BY period
                """, arguments: scope.dated.arguments)
        for row in rows {
            let month: Int = row[0]
            guard (1...12).contains(month) else { continue }
            months[month - 1] = PeriodFigures(period: month, films: row[1], viewings: row[2], minutes: row[3])
        }
        return months
    }

    /// The user's latest rating of each film rated in the scope: how many of each value, and beside
    /// IMDb's average for the films the catalog has with votes.
    static func ratings(_ db: Database) throws -> (counts: [Int], pairs: [RatingPair]) {
        var counts = Array(repeating: 0, count: 10)
        for row in try Row.fetchAll(
            db, sql: "SELECT rating, COUNT(*) FROM temp.stat_film WHERE rating IS NOT NULL GROUP BY rating")
        {
            let rating: Int = row[0]
            if PersonalRating.range.contains(rating) { counts[rating - 1] = row[1] }
        }
        var pairs: [RatingPair] = []
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT movie_id, rating, imdb FROM temp.stat_film
                WHERE rating IS NOT NULL AND known AND votes > 0 ORDER BY movie_id
                """)
        while let row = try rows.next() {
            guard let mine = PersonalRating(row[1]) else { continue }
            pairs.append(RatingPair(movieID: row[0], mine: mine, imdb: row[2]))
        }
        return (counts, pairs)
    }
}
