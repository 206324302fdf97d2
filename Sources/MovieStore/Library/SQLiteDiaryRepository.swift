import GRDB
import MovieCatalog

/// The ``DiaryRepository`` over a ``CatalogDatabase``: viewings in `library.viewing`, their tags in
/// `library.viewing_tag` (in the order given), each viewing's movie joined from the catalog.
///
/// Like a watchlist entry, a viewing keeps the movie's IMDb id, title and year, and follows the movie
/// across catalog switches (``LibraryRelink``). Each change is one write transaction; the injected
/// clock stamps when a viewing is logged.
public struct SQLiteDiaryRepository: DiaryRepository {
    /// The database read and written.
    public let database: CatalogDatabase
    private let now: @Sendable () -> Timestamp

    /// Creates a repository over `database`.
    ///
    /// - Parameter database: An open catalog database.
    /// - Parameter now: The clock stamping when a viewing is logged; the system clock by default.
    public init(database: CatalogDatabase, now: @escaping @Sendable () -> Timestamp = SystemClock.now) {
        self.database = database
        self.now = now
    }

    /// Logs a viewing of movie `movieID` (or of the episode of that id), keeping its IMDb id, title
    /// and year with it (an episode's title as `Breaking Bad · S05E14 · Ozymandias`).
    ///
    /// - Parameters:
    ///   - movieID: The catalog id, or an episode's.
    ///   - details: The day, rating, rewatch flag, note and tags.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when the catalog has no such
    ///   movie, ``CatalogError/Code/invalidArgument`` for a note too long.
    @discardableResult
    public func log(movieID: Int, _ details: ViewingDetails) throws(CatalogError) -> Viewing {
        try Self.check(details)
        let stamp = now().millisecondsSince1970
        return try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO library.viewing
                        (movie_id, imdb_id, title, year, watched_on, rating, rewatch, note, logged_at)
                    SELECT id, imdb_id, display_title, year, ?, ?, ?, ?, ? FROM movie WHERE id = ? AND id > 0
                    """,
                arguments: [
                    details.date?.iso, details.rating?.value, details.isRewatch, details.note, stamp, movieID,
                ])
            if db.changesCount == 0, let episode = try EpisodeRow.kept(db, id: movieID) {
                try db.execute(
                    sql: """
                        INSERT INTO library.viewing
                            (movie_id, imdb_id, title, year, watched_on, rating, rewatch, note, logged_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        movieID, episode.imdbID, episode.title, episode.year, details.date?.iso,
                        details.rating?.value, details.isRewatch, details.note, stamp,
                    ])
            }
            guard db.changesCount > 0 else {
                throw CatalogError(.movieNotFound, "no movie has id \(movieID); find ids with `reel search`")
            }
            let id = db.lastInsertedRowID
            try Self.writeTags(details.tags, viewingID: id, db)
            return try Self.fetch(db, id: id)
        }
    }

    /// Replaces the day, rating, rewatch flag, note and tags of viewing `viewingID`.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when there is no such viewing,
    ///   ``CatalogError/Code/invalidArgument`` for a note too long.
    @discardableResult
    public func update(viewingID: Int64, _ details: ViewingDetails) throws(CatalogError) -> Viewing {
        try Self.check(details)
        return try database.write { db in
            try db.execute(
                sql: "UPDATE library.viewing SET watched_on = ?, rating = ?, rewatch = ?, note = ? WHERE id = ?",
                arguments: [details.date?.iso, details.rating?.value, details.isRewatch, details.note, viewingID])
            guard db.changesCount > 0 else { throw Self.noViewing(viewingID) }
            try Self.writeTags(details.tags, viewingID: viewingID, db)
            return try Self.fetch(db, id: viewingID)
        }
    }

    /// Deletes viewing `viewingID` and its tags; `false` when there was none.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    public func delete(viewingID: Int64) throws(CatalogError) -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM library.viewing_tag WHERE viewing_id = ?", arguments: [viewingID])
            try db.execute(sql: "DELETE FROM library.viewing WHERE id = ?", arguments: [viewingID])
            return db.changesCount > 0
        }
    }

    /// The viewing with id `id`, or `nil`.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func viewing(id: Int64) throws(CatalogError) -> Viewing? {
        try database.read { db in
            try Row.fetchOne(db, sql: ViewingRow.select + " WHERE viewing.id = ?", arguments: [id]).map(
                ViewingRow.viewing)
        }
    }

    /// The viewings of movie `movieID`, latest first, undated ones last.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func viewings(movieID: Int) throws(CatalogError) -> [Viewing] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: ViewingRow.select + " WHERE viewing.movie_id = ? ORDER BY " + ViewingRow.latestFirst,
                arguments: [movieID]
            ).map(ViewingRow.viewing)
        }
    }

    /// The dated viewings of `year` (every year when `nil`), latest day first, then latest logged.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for a negative offset or limit.
    public func viewings(year: Int?, offset: Int, limit: Int) throws(CatalogError) -> [Viewing] {
        guard offset >= 0, limit >= 0 else {
            throw CatalogError(.invalidArgument, "the offset and limit must be 0 or more, not \(offset) and \(limit)")
        }
        let range = ViewingRow.days(year)
        return try database.read { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: ViewingRow.select + " WHERE " + range.condition + " ORDER BY " + ViewingRow.latestFirst
                        + " LIMIT ? OFFSET ?"),
                arguments: range.arguments + [limit, offset])
            var viewings: [Viewing] = []
            while let row = try rows.next() { viewings.append(ViewingRow.viewing(row)) }
            return viewings
        }
    }

    /// The months with dated viewings in `year` (every year when `nil`), latest first, with counts.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func months(year: Int?) throws(CatalogError) -> [DiaryMonth] {
        let range = ViewingRow.days(year)
        return try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT CAST(substr(watched_on, 1, 4) AS INTEGER), CAST(substr(watched_on, 6, 2) AS INTEGER),
                        COUNT(*)
                    FROM library.viewing WHERE \(range.condition)
                    GROUP BY substr(watched_on, 1, 7) ORDER BY substr(watched_on, 1, 7) DESC
                    """, arguments: range.arguments
            ).map { DiaryMonth(year: $0[0], month: $0[1], count: $0[2]) }
        }
    }

    /// The number of dated viewings in `year` (every year when `nil`).
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func count(year: Int?) throws(CatalogError) -> Int {
        let range = ViewingRow.days(year)
        return try database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM library.viewing WHERE " + range.condition, arguments: range.arguments)
                ?? 0
        }
    }

    /// Which of `ids` have a viewing (dated or not): one `IN` query per 500 ids, on the movie index.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func seen(ids: [Int]) throws(CatalogError) -> Set<Int> {
        guard !ids.isEmpty else { return [] }
        return try database.read { db in
            var found = Set<Int>()
            for chunk in ViewingRow.chunks(ids) {
                let statement = try db.cachedStatement(
                    sql: "SELECT DISTINCT movie_id FROM library.viewing WHERE movie_id IN (\(ViewingRow.marks(chunk)))")
                let rows = try Int.fetchCursor(statement, arguments: StatementArguments(chunk))
                while let id = try rows.next() { found.insert(id) }
            }
            return found
        }
    }

    /// The rating of the latest rated viewing (latest day, then latest logged) of each of `ids`.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func myRatings(ids: [Int]) throws(CatalogError) -> [Int: PersonalRating] {
        guard !ids.isEmpty else { return [:] }
        return try database.read { db in
            var ratings: [Int: PersonalRating] = [:]
            for chunk in ViewingRow.chunks(ids) {
                let statement = try db.cachedStatement(
                    sql: """
                        SELECT movie_id, rating FROM (
                            SELECT movie_id, rating, ROW_NUMBER() OVER (
                                PARTITION BY movie_id ORDER BY \(ViewingRow.latestFirst)) AS place
                            FROM library.viewing
                            WHERE movie_id IN (\(ViewingRow.marks(chunk))) AND rating IS NOT NULL)
                        WHERE place = 1
                        """)
                let rows = try Row.fetchCursor(statement, arguments: StatementArguments(chunk))
                while let row = try rows.next() {
                    if let rating = PersonalRating(row[1]) { ratings[row[0]] = rating }
                }
            }
            return ratings
        }
    }

    /// Every tag used, with its number of viewings, most used first, then by name.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func tags() throws(CatalogError) -> [TagCount] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT tag, COUNT(*) FROM library.viewing_tag GROUP BY tag ORDER BY 2 DESC, tag"
            ).map { TagCount(tag: $0[0], count: $0[1]) }
        }
    }

    private static func check(_ details: ViewingDetails) throws(CatalogError) {
        if let note = details.note, note.count > ViewingDetails.maximumNoteLength {
            throw CatalogError(
                .invalidArgument,
                "the note has \(note.count) characters; at most \(ViewingDetails.maximumNoteLength) are kept")
        }
    }

    private static func noViewing(_ id: Int64) -> CatalogError {
        CatalogError(.notFound, "no viewing has id \(id); see the diary with `reel diary`")
    }

    private static func writeTags(_ tags: [String], viewingID: Int64, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM library.viewing_tag WHERE viewing_id = ?", arguments: [viewingID])
        for (place, tag) in tags.enumerated() {
            try db.execute(
                sql: "INSERT INTO library.viewing_tag (viewing_id, tag, place) VALUES (?, ?, ?)",
                arguments: [viewingID, tag, place])
        }
    }

    private static func fetch(_ db: Database, id: Int64) throws -> Viewing {
        guard let row = try Row.fetchOne(db, sql: ViewingRow.select + " WHERE viewing.id = ?", arguments: [id]) else {
            throw noViewing(id)
        }
        return ViewingRow.viewing(row)
    }
}
