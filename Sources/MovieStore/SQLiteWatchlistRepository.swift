import GRDB
import MovieCatalog

/// The ``WatchlistRepository`` over a ``CatalogDatabase``.
///
/// Entries live in the `watchlist` table, which catalog imports never empty: each entry keeps the movie's
/// IMDb id, title and year, and an import re-links it to the new catalog (`LibraryRelink`). Each
/// change is one write transaction and stamps ``WatchlistEntry/updatedAt`` with the injected clock.
public struct SQLiteWatchlistRepository: WatchlistRepository {
    /// The database read and written.
    public let database: CatalogDatabase
    private let now: @Sendable () -> Timestamp

    /// Creates a repository over `database`.
    ///
    /// - Parameter database: An open catalog database.
    /// - Parameter now: The clock stamping changes; the system clock by default.
    public init(database: CatalogDatabase, now: @escaping @Sendable () -> Timestamp = SystemClock.now) {
        self.database = database
        self.now = now
    }

    /// The entry's columns, then whether its movie is in the catalog, then the movie's from
    /// ``movieStart``, then the episode's (``EpisodeRow``) when the entry names one.
    static let select = """
        SELECT watchlist.movie_id, watchlist.personal_rating, watchlist.note, watchlist.added_at,
            watchlist.updated_at, watchlist.imdb_id, watchlist.title, watchlist.year,
            movie.id IS NOT NULL, \(Movie.columns), \(EpisodeRow.columns)
        FROM library.watchlist LEFT JOIN movie ON movie.id = watchlist.movie_id
            \(EpisodeRow.joins(on: "watchlist.movie_id"))
        """

    /// Adds movie `movieID` (or the episode of that id) with its IMDb id, title and year; an entry
    /// already there keeps its rating, note and date added.
    ///
    /// - Parameter movieID: The catalog id, or an episode's.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when the catalog has no such
    ///   movie nor episode.
    @discardableResult
    public func add(movieID: Int) throws(CatalogError) -> WatchlistEntry {
        let stamp = now().millisecondsSince1970
        return try database.write { db in
            let isMovie =
                try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM movie WHERE id = ?)", arguments: [movieID])
                == true
            let episode = isMovie ? nil : try EpisodeRow.kept(db, id: movieID)
            guard movieID > 0, isMovie || episode != nil else {
                throw CatalogError(.movieNotFound, "no movie has id \(movieID); find ids with `reel search`")
            }
            if let episode {
                try db.execute(
                    sql: """
                        INSERT INTO library.watchlist (movie_id, added_at, updated_at, imdb_id, title, year)
                        VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                        """, arguments: [movieID, stamp, stamp, episode.imdbID, episode.title, episode.year])
            } else {
                try db.execute(
                    sql: """
                        INSERT INTO library.watchlist (movie_id, added_at, updated_at, imdb_id, title, year)
                        SELECT id, ?, ?, imdb_id, display_title, year FROM movie WHERE id = ?
                        ON CONFLICT DO NOTHING
                        """,
                    arguments: [stamp, stamp, movieID])
            }
            return try SQLiteWatchlistRepository.fetchEntry(db, movieID: movieID)
        }
    }

    /// Removes movie `movieID`; returns `false` when it was not on the watchlist.
    ///
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    public func remove(movieID: Int) throws(CatalogError) -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM library.watchlist WHERE movie_id = ?", arguments: [movieID])
            return db.changesCount > 0
        }
    }

    /// Whether movie `movieID` is on the watchlist.
    ///
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func contains(movieID: Int) throws(CatalogError) -> Bool {
        try entry(movieID: movieID) != nil
    }

    /// Which of `ids` are on the watchlist: one `IN` query (per 500 ids) on the primary key.
    ///
    /// The statement is the connection's cached one for that many ids (a page of the movie table
    /// has 100), so SQLite parses it once, not for every page.
    ///
    /// - Parameter ids: The catalog ids to look up.
    /// - Returns: The ids of `ids` that are on the watchlist.
    /// - Throws: ``CatalogError`` when storage fails.
    public func onWatchlist(ids: [Int]) throws(CatalogError) -> Set<Int> {
        guard !ids.isEmpty else { return [] }
        return try database.read { db in
            var found = Set<Int>()
            for start in stride(from: 0, to: ids.count, by: 500) {
                let chunk = ids[start..<min(start + 500, ids.count)]
                let marks = String(repeating: "?,", count: chunk.count - 1) + "?"
                let statement = try db.cachedStatement(
                    sql: "SELECT movie_id FROM library.watchlist WHERE movie_id IN (\(marks))")
                let rows = try Int.fetchCursor(statement, arguments: StatementArguments(chunk))
                while let id = try rows.next() { found.insert(id) }
            }
            return found
        }
    }

    /// The entry for `movieID`, or `nil` when the movie is not on the watchlist.
    ///
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func entry(movieID: Int) throws(CatalogError) -> WatchlistEntry? {
        try database.read { db in
            try Row.fetchOne(
                db, sql: SQLiteWatchlistRepository.select + " WHERE watchlist.movie_id = ?", arguments: [movieID]
            )
            .map(SQLiteWatchlistRepository.entry(row:))
        }
    }

    /// The entries, most recently added first.
    ///
    /// - Parameter offset: How many entries to skip (0 or more).
    /// - Parameter limit: The largest number of entries returned (0 or more).
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for a negative offset or limit.
    public func entries(offset: Int, limit: Int) throws(CatalogError) -> [WatchlistEntry] {
        guard offset >= 0, limit >= 0 else {
            throw CatalogError(.invalidArgument, "the offset and limit must be 0 or more, not \(offset) and \(limit)")
        }
        return try database.read { db in
            // Each row decoded where the cursor stands, not copied first: 4,918 entries of 29 columns.
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: SQLiteWatchlistRepository.select
                        + " ORDER BY watchlist.added_at DESC, watchlist.movie_id DESC LIMIT ? OFFSET ?"),
                arguments: [limit, offset])
            var entries: [WatchlistEntry] = []
            while let row = try rows.next() { entries.append(SQLiteWatchlistRepository.entry(row: row)) }
            return entries
        }
    }

    /// The ids of the movies on the watchlist: the table's keys alone, not its entries with their
    /// movies (4,918 entries took 40 ms to read whole for `R`).
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func movieIDs() throws(CatalogError) -> Set<Int> {
        try database.read { db in Set(try Int.fetchAll(db, sql: "SELECT movie_id FROM library.watchlist")) }
    }

    /// The number of entries.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func count() throws(CatalogError) -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM library.watchlist") ?? 0 }
    }

    /// Sets or clears the personal rating of movie `movieID`.
    ///
    /// - Parameter rating: The rating, or `nil` to clear it.
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notOnWatchlist`` when the movie is not on it.
    @discardableResult
    public func setRating(_ rating: PersonalRating?, movieID: Int) throws(CatalogError) -> WatchlistEntry {
        try update(movieID: movieID, column: "personal_rating", value: rating?.value)
    }

    /// Sets or clears the note of movie `movieID`; an empty or blank note clears it.
    ///
    /// - Parameter note: The note, at most ``WatchlistEntry/maximumNoteLength`` characters.
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for a note too long, or
    ///   ``CatalogError/Code/notOnWatchlist`` when the movie is not on it.
    @discardableResult
    public func setNote(_ note: String?, movieID: Int) throws(CatalogError) -> WatchlistEntry {
        let kept = note.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        if let kept, kept.count > WatchlistEntry.maximumNoteLength {
            throw CatalogError(
                .invalidArgument,
                "the note has \(kept.count) characters; at most \(WatchlistEntry.maximumNoteLength) are kept")
        }
        return try update(movieID: movieID, column: "note", value: kept)
    }

    private func update(
        movieID: Int, column: String, value: (any DatabaseValueConvertible)?
    ) throws(CatalogError) -> WatchlistEntry {
        let stamp = now().millisecondsSince1970
        return try database.write { db in
            try db.execute(
                sql: "UPDATE library.watchlist SET \(column) = ?, updated_at = ? WHERE movie_id = ?",
                arguments: [value, stamp, movieID])
            guard db.changesCount > 0 else {
                throw CatalogError(
                    .notOnWatchlist,
                    "movie \(movieID) is not on the watchlist; add it with `reel watchlist add \(movieID)`")
            }
            return try SQLiteWatchlistRepository.fetchEntry(db, movieID: movieID)
        }
    }

    private static func fetchEntry(_ db: Database, movieID: Int) throws -> WatchlistEntry {
        guard let row = try Row.fetchOne(db, sql: select + " WHERE watchlist.movie_id = ?", arguments: [movieID]) else {
            throw CatalogError(.notOnWatchlist, "movie \(movieID) is not on the watchlist")
        }
        return entry(row: row)
    }

    /// The index of the movie's first column in the rows of ``select``.
    static let movieStart = 9

    /// The index of the episode's first column in the rows of ``select``.
    static let episodeStart = movieStart + Movie.RowColumn.allCases.count

    private static func entry(row: Row) -> WatchlistEntry {
        let hasMovie: Bool = row[movieStart - 1]
        return WatchlistEntry(
            movieID: row[0],
            movie: hasMovie ? Movie(row: row, from: movieStart) : EpisodeRow.movie(row, from: episodeStart),
            personalRating: (row[1] as Int?).flatMap(PersonalRating.init), note: row[2],
            addedAt: Timestamp(millisecondsSince1970: row[3]), updatedAt: Timestamp(millisecondsSince1970: row[4]),
            imdbID: (row[5] as Int?).map(IMDbID.init), title: row[6], year: row[7])
    }
}
