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
    private let episode: Statement

    init(_ db: Database) throws {
        self.db = db
        movie = try db.makeStatement(
            sql: """
                INSERT INTO movie (id, imdb_id, kind, end_year, \(SQLiteBinding.movieColumns))
                VALUES (?, ?, ?, ?, \(SQLiteBinding.movieValues))
                """)
        credit = try db.makeStatement(
            sql: """
                INSERT OR IGNORE INTO credit (movie_id, ordering, person_id, category, job, characters)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
        person = try db.makeStatement(
            sql: "INSERT INTO person (id, name, birth_year, death_year, professions) VALUES (?, ?, ?, ?, ?)")
        episode = try db.makeStatement(
            sql: """
                INSERT INTO episode (id, series_id, season, number, title, year, minutes, rating, votes)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
    }

    func insert(_ row: IMDbMovieRecord) throws {
        let statement = movie.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, Int64(row.id))
        sqlite3_bind_int64(statement, 2, Int64(row.id))
        sqlite3_bind_int64(statement, 3, Int64(row.kind.rawValue))
        SQLiteBinding.bind(statement, 4, row.endYear)
        SQLiteBinding.bindMovie(
            statement, from: 5, title: row.title, year: row.year, minutes: row.minutes, budget: row.match?.budget,
            rating: row.rating, votes: row.votes, shares: row.match?.shares ?? [], mpaa: row.match?.mpaa,
            genres: row.genres)
        try step(statement, movie)
    }

    func insert(_ row: IMDbEpisodeRecord) throws {
        let statement = episode.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, Int64(row.id))
        sqlite3_bind_int64(statement, 2, Int64(row.series))
        SQLiteBinding.bind(statement, 3, row.season)
        SQLiteBinding.bind(statement, 4, row.number)
        SQLiteBinding.bind(statement, 5, row.title)
        SQLiteBinding.bind(statement, 6, row.year)
        SQLiteBinding.bind(statement, 7, row.minutes)
        sqlite3_bind_double(statement, 8, row.rating)
        sqlite3_bind_int64(statement, 9, Int64(row.votes))
        try step(statement, episode)
    }

    /// Inserts the credits of `batch`; returns how many were new (a credit listed twice is stored once).
    func insert(_ batch: CreditBatch) throws -> Int {
        let statement = credit.sqliteStatement
        var inserted = 0
        // Safe because the text is bound SQLITE_STATIC only while this call keeps the batch alive.
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
        // Safe because the text is bound SQLITE_STATIC only while this call keeps the batch alive.
        try batch.text.bytes.withUnsafeBufferPointer { text in
            for row in batch.rows {
                sqlite3_reset(statement)
                sqlite3_bind_int64(statement, 1, Int64(row.id))
                bind(statement, 2, row.name, in: text)
                SQLiteBinding.bind(statement, 3, row.birthYear < 0 ? nil : Int(row.birthYear))
                SQLiteBinding.bind(statement, 4, row.deathYear < 0 ? nil : Int(row.deathYear))
                if row.professions.count < 0 {
                    _ = sqlite3_bind_text(statement, 5, "", 0, nil)
                } else {
                    bind(statement, 5, row.professions, in: text)
                }
                try step(statement, person)
            }
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
        // Safe because a slice lies inside its batch's text, which outlives the step (see above).
        _ = UnsafeRawPointer(base + Int(slice.start)).withMemoryRebound(to: CChar.self, capacity: Int(slice.count)) {
            sqlite3_bind_text(statement, index, $0, slice.count, nil)
        }
    }

    private func step(_ statement: SQLiteStatement, _ owner: Statement) throws {
        try SQLiteBinding.step(statement, owner, in: db)
    }
}
