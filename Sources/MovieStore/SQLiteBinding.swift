import GRDB
import GRDBSQLite
import MovieCatalog

/// The raw SQLite calls both importers' row writers make for every row: binding values and stepping an
/// insert. Imports bind millions of values; GRDB's `StatementArguments` (one existential box per
/// value) took about a quarter of an import's time.
enum SQLiteBinding {
    /// The movie columns both importers insert, in the order `bindMovie` binds them; the
    /// `weighted_rating` is computed after the rows are in.
    static let movieColumns = """
        title, display_title, sort_title, year, minutes, budget, rating, votes,
            r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, mpaa, genres, spread, weighted_rating
        """
    /// The placeholders of ``movieColumns``.
    static let movieValues = "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0"

    /// Binds a movie's values to the parameters of ``movieColumns``, the first at `index`.
    ///
    /// The ten shares of votes by stars are bound when there are ten, else all null.
    static func bindMovie(
        _ statement: SQLiteStatement, from index: Int32, title: MovieTitle, year: Int, minutes: Int?, budget: Int?,
        rating: Double, votes: Int, shares: [Double], mpaa: MPAARating?, genres: Genres
    ) {
        bind(statement, index, title.catalog)
        bind(statement, index + 1, title.display)
        bind(statement, index + 2, title.sortKey)
        sqlite3_bind_int64(statement, index + 3, Int64(year))
        bind(statement, index + 4, minutes)
        bind(statement, index + 5, budget)
        sqlite3_bind_double(statement, index + 6, rating)
        sqlite3_bind_int64(statement, index + 7, Int64(votes))
        for offset in 0..<10 {
            if shares.count == 10 {
                sqlite3_bind_double(statement, index + 8 + Int32(offset), shares[offset])
            } else {
                sqlite3_bind_null(statement, index + 8 + Int32(offset))
            }
        }
        if let mpaa {
            bind(statement, index + 18, mpaa.rawValue)
        } else {
            sqlite3_bind_null(statement, index + 18)
        }
        sqlite3_bind_int64(statement, index + 19, Int64(genres.rawValue))
        if let spread = RatingSpread.of(shares: shares) {
            sqlite3_bind_double(statement, index + 20, spread)
        } else {
            sqlite3_bind_null(statement, index + 20)
        }
    }

    /// Binds `value` to parameter `index`, or null.
    static func bind(_ statement: SQLiteStatement, _ index: Int32, _ value: Int?) {
        if let value {
            sqlite3_bind_int64(statement, index, Int64(value))
        } else {
            sqlite3_bind_null(statement, index)
        }
    }

    /// Binds `text` to parameter `index`; SQLite copies the bytes before the call returns.
    static func bind(_ statement: SQLiteStatement, _ index: Int32, _ text: String) {
        var text = text
        // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        // Safe because the bytes are read only during the call, and SQLite copies them (SQLITE_TRANSIENT).
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else {
                _ = sqlite3_bind_text(statement, index, "", 0, transient)
                return
            }
            _ = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                sqlite3_bind_text(statement, index, characters, Int32(bytes.count), transient)
            }
        }
    }

    /// Runs an insert prepared as `owner` once, throwing GRDB's error with the statement's SQL when
    /// it does not complete.
    static func step(_ statement: SQLiteStatement, _ owner: Statement, in db: Database) throws {
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                sql: owner.sql)
        }
    }
}
