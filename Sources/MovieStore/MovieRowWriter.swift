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
            sql: """
                INSERT INTO movie (id, title, display_title, sort_title, year, minutes, budget, rating, votes,
                    r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, mpaa, genres, spread, weighted_rating)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
                """)
    }

    func insert(_ row: CatalogRow) throws {
        let statement = movie.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, Int64(row.id))
        bind(statement, 2, row.title.catalog)
        bind(statement, 3, row.title.display)
        bind(statement, 4, row.title.sortKey)
        sqlite3_bind_int64(statement, 5, Int64(row.year))
        sqlite3_bind_int64(statement, 6, Int64(row.minutes))
        if let budget = row.budget {
            sqlite3_bind_int64(statement, 7, Int64(budget))
        } else {
            sqlite3_bind_null(statement, 7)
        }
        sqlite3_bind_double(statement, 8, row.rating)
        sqlite3_bind_int64(statement, 9, Int64(row.votes))
        for (offset, share) in row.shares.enumerated() {
            sqlite3_bind_double(statement, Int32(10 + offset), share)
        }
        if let mpaa = row.mpaa {
            bind(statement, 20, mpaa.rawValue)
        } else {
            sqlite3_bind_null(statement, 20)
        }
        sqlite3_bind_int64(statement, 21, Int64(row.genres.rawValue))
        if let spread = RatingSpread.of(shares: row.shares) {
            sqlite3_bind_double(statement, 22, spread)
        } else {
            sqlite3_bind_null(statement, 22)
        }
        try step(statement, movie)
    }

    /// Indexes every display title for search, in one statement once the rows are in.
    func indexTitles() throws {
        try db.execute(sql: "INSERT INTO movie_fts (rowid, title) SELECT id, display_title FROM movie")
    }

    private func bind(_ statement: SQLiteStatement, _ index: Int32, _ text: String) {
        SQLiteBinding.bind(statement, index, text)
    }

    private func step(_ statement: SQLiteStatement, _ owner: Statement) throws {
        try SQLiteBinding.step(statement, owner, in: db)
    }
}
