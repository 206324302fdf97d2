import GRDB
import GRDBSQLite
import MovieCatalog

/// The prepared statements an IMDb import runs for every movie, credit and person, bound with the SQLite
/// C API directly (as ``MovieRowWriter`` does): millions of rows, and no value boxed on the way.
struct IMDbRowWriter {
    private let db: Database
    private let movie: Statement
    private let credit: Statement
    private let person: Statement

    init(_ db: Database) throws {
        self.db = db
        movie = try db.makeStatement(
            sql: """
                INSERT INTO movie (id, imdb_id, title, display_title, sort_title, year, minutes, budget, rating, votes,
                    r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, mpaa, genres, spread, weighted_rating)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
                """)
        credit = try db.makeStatement(
            sql: """
                INSERT OR IGNORE INTO credit (movie_id, ordering, person_id, category, job, characters)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
        person = try db.makeStatement(
            sql: "INSERT INTO person (id, name, birth_year, death_year, professions) VALUES (?, ?, ?, ?, ?)")
    }

    func insert(_ row: IMDbMovieRecord) throws {
        let statement = movie.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, Int64(row.id))
        sqlite3_bind_int64(statement, 2, Int64(row.id))
        bind(statement, 3, row.title.catalog)
        bind(statement, 4, row.title.display)
        bind(statement, 5, row.title.sortKey)
        sqlite3_bind_int64(statement, 6, Int64(row.year))
        bindOptional(statement, 7, row.minutes)
        bindOptional(statement, 8, row.match?.budget)
        sqlite3_bind_double(statement, 9, row.rating)
        sqlite3_bind_int64(statement, 10, Int64(row.votes))
        if let shares = row.match?.shares, shares.count == 10 {
            for (offset, share) in shares.enumerated() {
                sqlite3_bind_double(statement, Int32(11 + offset), share)
            }
        } else {
            for offset in 0..<10 { sqlite3_bind_null(statement, Int32(11 + offset)) }
        }
        if let mpaa = row.match?.mpaa {
            bind(statement, 21, mpaa.rawValue)
        } else {
            sqlite3_bind_null(statement, 21)
        }
        sqlite3_bind_int64(statement, 22, Int64(row.genres.rawValue))
        if let shares = row.match?.shares, let spread = RatingSpread.of(shares: shares) {
            sqlite3_bind_double(statement, 23, spread)
        } else {
            sqlite3_bind_null(statement, 23)
        }
        try step(statement, movie)
    }

    /// Inserts the credits of `batch`; returns how many were new (a credit listed twice is stored once).
    func insert(_ batch: CreditBatch) throws -> Int {
        let statement = credit.sqliteStatement
        var inserted = 0
        try batch.text.bytes.withUnsafeBufferPointer { text in
            for row in batch.rows {
                sqlite3_reset(statement)
                sqlite3_bind_int64(statement, 1, Int64(row.movie))
                sqlite3_bind_int64(statement, 2, Int64(row.ordering))
                sqlite3_bind_int64(statement, 3, Int64(row.person))
                bind(statement, 4, row.category, in: text)
                bind(statement, 5, row.job, in: text)
                bind(statement, 6, row.characters, in: text)
                try step(statement, credit)
                inserted += Int(sqlite3_changes(db.sqliteConnection))
            }
        }
        return inserted
    }

    func insert(_ batch: PersonBatch) throws {
        let statement = person.sqliteStatement
        try batch.text.bytes.withUnsafeBufferPointer { text in
            for row in batch.rows {
                sqlite3_reset(statement)
                sqlite3_bind_int64(statement, 1, Int64(row.id))
                bind(statement, 2, row.name, in: text)
                bindOptional(statement, 3, row.birthYear < 0 ? nil : Int(row.birthYear))
                bindOptional(statement, 4, row.deathYear < 0 ? nil : Int(row.deathYear))
                if row.professions.count < 0 {
                    _ = sqlite3_bind_text(statement, 5, "", 0, nil)
                } else {
                    bind(statement, 5, row.professions, in: text)
                }
                try step(statement, person)
            }
        }
    }

    private func bindOptional(_ statement: SQLiteStatement, _ index: Int32, _ value: Int?) {
        if let value {
            sqlite3_bind_int64(statement, index, Int64(value))
        } else {
            sqlite3_bind_null(statement, index)
        }
    }

    /// Binds a slice of a batch's text; SQLITE_STATIC (no destructor): the batch outlives the statement's
    /// step, and the next reset rebinds.
    private func bind(
        _ statement: SQLiteStatement, _ index: Int32, _ slice: TextSlice, in text: UnsafeBufferPointer<UInt8>
    ) {
        guard slice.count >= 0 else {
            sqlite3_bind_null(statement, index)
            return
        }
        guard let base = text.baseAddress else {
            _ = sqlite3_bind_text(statement, index, "", 0, nil)
            return
        }
        _ = UnsafeRawPointer(base + Int(slice.start)).withMemoryRebound(to: CChar.self, capacity: Int(slice.count)) {
            sqlite3_bind_text(statement, index, $0, slice.count, nil)
        }
    }

    private func bind(_ statement: SQLiteStatement, _ index: Int32, _ text: String) {
        SQLiteBinding.bind(statement, index, text)
    }

    private func step(_ statement: SQLiteStatement, _ owner: Statement) throws {
        try SQLiteBinding.step(statement, owner, in: db)
    }
}
