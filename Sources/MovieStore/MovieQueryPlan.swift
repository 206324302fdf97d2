import GRDB
import MovieCatalog

/// Chooses how SQLite reads a page: along the sort index, or the matches first and then sorted.
///
/// SQLite cannot estimate how many movies a genre mask or a vote threshold keeps, and guessed wrong
/// often enough to take 20–60 ms. The repository knows: it counts the matches first (on the covering
/// `movie_filters` index, a millisecond or two), then walks the sort index when matches are dense
/// enough that `offset + limit` of them come within fewer rows than there are matches, and otherwise
/// reads the matches through `movie_filters` and sorts them.
enum MovieQueryPlan {
    /// The number of movies matching the query.
    static func count(_ db: Database, _ sql: MovieQuerySQL) throws -> Int {
        let source = sql.hasText ? "movie" : "movie INDEXED BY movie_filters"
        return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(source) \(sql.whereClause)", arguments: sql.arguments) ?? 0
    }

    /// The number of movies in the catalog.
    static func catalogSize(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie") ?? 0
    }

    /// The `SELECT` of one page, with `LIMIT ? OFFSET ?` as its last two parameters.
    ///
    /// - Parameter sql: The query's clauses.
    /// - Parameter offset: The page's offset.
    /// - Parameter limit: The page's size.
    /// - Parameter matches: How many movies match.
    /// - Parameter catalogSize: How many movies the catalog has.
    static func pageSQL(_ sql: MovieQuerySQL, offset: Int, limit: Int, matches: Int, catalogSize: Int) -> String {
        let source: String
        if sql.hasText {
            source = "movie"
        } else {
            // Rows read along the sort index to collect offset + limit matches, if matches are spread evenly.
            let rowsAlongSortIndex = matches == 0 ? catalogSize : (offset + limit) * catalogSize / matches
            source = rowsAlongSortIndex <= max(matches, 2_000) ? "movie INDEXED BY \(sql.sortIndex)" : "movie INDEXED BY movie_filters"
        }
        return "SELECT \(Movie.columns) FROM \(source) \(sql.whereClause) \(sql.orderClause) LIMIT ? OFFSET ?"
    }
}
