import GRDB
import GRDBSQLite
import MovieCatalog

/// The prepared statement an import runs for every movie; the search entries follow in one statement.
///
/// Values are bound with the SQLite C API directly: an import binds 1.3 million values, and going
/// through `StatementArguments` (one existential box per value) took about a quarter of its time.
struct MovieRowWriter {
    private let movie: Statement
    private let db: Database

    init(_ db: Database) throws {
        self.db = db
        movie = try db.makeStatement(
            sql: "INSERT INTO movie (id, \(SQLiteBinding.movieColumns)) VALUES (?, \(SQLiteBinding.movieValues))")
    }

    func insert(_ row: CatalogRow) throws {
        let statement = movie.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, Int64(row.id))
        SQLiteBinding.bindMovie(
            statement, from: 2, title: row.title, year: row.year, minutes: row.minutes, budget: row.budget,
            rating: row.rating, votes: row.votes, shares: row.shares, mpaa: row.mpaa, genres: row.genres)
        try SQLiteBinding.step(statement, movie, in: db)
    }

    /// Indexes every display title for search, in one statement once the rows are in.
    func indexTitles() throws {
        try db.execute(sql: "INSERT INTO movie_fts (rowid, title) SELECT id, display_title FROM movie")
    }
}
