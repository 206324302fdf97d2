import GRDB
import MovieCatalog

/// The viewings the statistics of a year (or of every year) count, and the scratch table they are
/// read into, once per call.
struct StatisticsScope {
    /// The year in review, or `nil` for every year.
    let year: Int?

    /// The condition keeping the dated viewings of the scope (on an unqualified `watched_on`).
    var dated: (condition: String, arguments: StatementArguments) { ViewingRow.days(year) }

    /// The condition keeping the viewings whose ratings count: the dated ones of the year, or all.
    var rated: (condition: String, arguments: StatementArguments) { year == nil ? ("1", []) : dated }

    /// `temp.stat_film`: one row per film with a viewing in the scope. `n` is its dated viewings of
    /// the scope, `rewatches` those marked so; `rated_id`, `rating`, `rated_on` and `rated_at` are its
    /// latest rated viewing (latest day, then latest logged), read backwards along the viewings' movie
    /// index; then its catalog figures, and the year and title its viewings keep when the catalog
    /// lacks it. Episodes are not films: a viewing of an episode of the catalog is in no row (the
    /// diary lists it; the statistics count films).
    var films: (sql: String, arguments: StatementArguments) {
        let (dated, rated) = (self.dated, self.rated)
        let sql = """
            CREATE TEMP TABLE stat_film AS
            SELECT f.movie_id AS movie_id, f.n AS n, f.rewatches AS rewatches, movie.id IS NOT NULL AS known,
                COALESCE(movie.minutes, 0) AS minutes, COALESCE(movie.genres, 0) AS genres,
                COALESCE(movie.year, (
                    SELECT year FROM library.viewing WHERE movie_id = f.movie_id AND year IS NOT NULL LIMIT 1
                )) AS year,
                COALESCE(movie.display_title, (
                    SELECT title FROM library.viewing WHERE movie_id = f.movie_id AND title IS NOT NULL LIMIT 1
                ), '#' || f.movie_id) AS title,
                movie.rating AS imdb, movie.votes AS votes, f.rated_id AS rated_id, r.rating AS rating,
                r.watched_on AS rated_on, r.logged_at AS rated_at
            FROM (
                SELECT v.movie_id AS movie_id, SUM(\(dated.condition)) AS n,
                    SUM(v.rewatch AND (\(dated.condition))) AS rewatches,
                    (SELECT l.id FROM library.viewing AS l
                     WHERE l.movie_id = v.movie_id AND l.rating IS NOT NULL AND \(rated.condition)
                     ORDER BY l.watched_on DESC, l.logged_at DESC, l.id DESC LIMIT 1) AS rated_id
                FROM library.viewing AS v WHERE \(rated.condition) AND \(EpisodeRow.notEpisode("v.movie_id"))
                GROUP BY v.movie_id
            ) AS f
            LEFT JOIN movie ON movie.id = f.movie_id
            LEFT JOIN library.viewing AS r ON r.id = f.rated_id
            """
        return (sql, dated.arguments + dated.arguments + rated.arguments + rated.arguments)
    }

    /// Makes the scratch table (dropping one a failed call left).
    func makeTables(_ db: Database) throws {
        dropTables(db)
        let films = self.films
        try db.execute(sql: films.sql, arguments: films.arguments)
    }

    /// Drops the scratch table.
    func dropTables(_ db: Database) {
        try? db.execute(sql: "DROP TABLE IF EXISTS temp.stat_film")
    }
}
