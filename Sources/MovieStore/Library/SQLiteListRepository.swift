import GRDB
import MovieCatalog

/// The ``ListRepository`` over a ``CatalogDatabase``: lists in `library.list`, their entries in
/// `library.list_entry` with dense positions 1…n, each entry keeping its movie's IMDb id, title and year
/// (re-linked after a catalog switch, ``LibraryRelink``).
///
/// A smart list stores no entries: its members are the catalog's movies matching its saved field
/// query, read through ``SQLiteMovieRepository``. Each change is one write transaction and stamps the
/// list's `updated_at` with the injected clock.
public struct SQLiteListRepository: ListRepository {
    /// The database read and written.
    public let database: CatalogDatabase
    let now: @Sendable () -> Timestamp

    /// Creates a repository over `database`.
    ///
    /// - Parameter database: An open catalog database.
    /// - Parameter now: The clock stamping changes; the system clock by default.
    public init(database: CatalogDatabase, now: @escaping @Sendable () -> Timestamp = SystemClock.now) {
        self.database = database
        self.now = now
    }

    /// Every list, by name (ignoring case), with its progress.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func lists() throws(CatalogError) -> [MovieList] {
        let rows = try database.read { db in
            try ListRow.fetch(db, where: "1", arguments: [], order: "list.name COLLATE NOCASE, list.id")
        }
        return try rows.map(withProgress)
    }

    /// The list with id `id`, or `nil`.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func list(id: Int64) throws(CatalogError) -> MovieList? {
        try database.read { db in try ListRow.fetch(db, where: "list.id = ?", arguments: [id]) }.first
            .map(withProgress)
    }

    /// The list named `name` (ignoring case and the spaces around it), or `nil`.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func list(named name: String) throws(CatalogError) -> MovieList? {
        let name = ListRow.trimmed(name)
        return try database.read { db in try ListRow.fetch(db, where: "list.name = ?", arguments: [name]) }.first
            .map(withProgress)
    }

    /// Makes a list.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for an empty, too long or
    ///   taken name, or a smart query that does not parse.
    @discardableResult
    public func create(_ details: ListDetails) throws(CatalogError) -> MovieList {
        let details = try ListRow.checked(details)
        let stamp = now().millisecondsSince1970
        let id = try database.write { db in
            try ListRow.checkNameFree(details.name, except: nil, db)
            try db.execute(
                sql: """
                    INSERT INTO library.list (name, description, ranked, smart_query, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [details.name, details.description, details.isRanked, details.smartQuery, stamp, stamp])
            return db.lastInsertedRowID
        }
        return try existing(id)
    }

    /// Changes a list's name, description, ranking or query; a list made smart loses its entries.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when there is no such list,
    ///   ``CatalogError/Code/invalidArgument`` as ``create(_:)``.
    @discardableResult
    public func update(listID: Int64, _ details: ListDetails) throws(CatalogError) -> MovieList {
        let details = try ListRow.checked(details)
        let stamp = now().millisecondsSince1970
        try database.write { db in
            try ListRow.checkNameFree(details.name, except: listID, db)
            try db.execute(
                sql: """
                    UPDATE library.list SET name = ?, description = ?, ranked = ?, smart_query = ?, updated_at = ?
                    WHERE id = ?
                    """,
                arguments: [details.name, details.description, details.isRanked, details.smartQuery, stamp, listID])
            guard db.changesCount > 0 else { throw ListRow.noList(listID) }
            if details.smartQuery != nil {
                try db.execute(sql: "DELETE FROM library.list_entry WHERE list_id = ?", arguments: [listID])
            }
        }
        return try existing(listID)
    }

    /// Deletes a list and its entries; `false` when there was none.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    public func delete(listID: Int64) throws(CatalogError) -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM library.list_entry WHERE list_id = ?", arguments: [listID])
            try db.execute(sql: "DELETE FROM library.list WHERE id = ?", arguments: [listID])
            return db.changesCount > 0
        }
    }

    /// Adds movie `movieID` (or the episode of that id) at the end of the list; a movie already on it
    /// keeps its place (and its note, unless `note` is given).
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound``, ``CatalogError/Code/notFound``
    ///   for no such list, ``CatalogError/Code/invalidArgument`` for a smart list or a note too long.
    @discardableResult
    public func add(movieID: Int, toList listID: Int64, note: String?) throws(CatalogError) -> ListEntry {
        let note = note.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        if let note, note.count > ViewingDetails.maximumNoteLength {
            throw CatalogError(
                .invalidArgument,
                "the note has \(note.count) characters; at most \(ViewingDetails.maximumNoteLength) are kept")
        }
        let stamp = now().millisecondsSince1970
        return try database.write { db in
            let list = try ListRow.plain(listID, db)
            try db.execute(
                sql: """
                    INSERT INTO library.list_entry (list_id, movie_id, position, imdb_id, title, year, note, added_at)
                    SELECT ?, id,
                        (SELECT COALESCE(MAX(position), 0) + 1 FROM library.list_entry WHERE list_id = ?),
                        imdb_id, display_title, year, ?, ?
                    FROM movie WHERE id = ? AND id > 0
                    ON CONFLICT (list_id, movie_id) DO UPDATE SET note = COALESCE(excluded.note, note)
                    """,
                arguments: [listID, listID, note, stamp, movieID])
            if db.changesCount == 0, let episode = try EpisodeRow.kept(db, id: movieID) {
                try db.execute(
                    sql: """
                        INSERT INTO library.list_entry (list_id, movie_id, position, imdb_id, title, year, note, added_at)
                        SELECT ?, ?, COALESCE(MAX(position), 0) + 1, ?, ?, ?, ?, ?
                        FROM library.list_entry WHERE list_id = ?
                        ON CONFLICT (list_id, movie_id) DO UPDATE SET note = COALESCE(excluded.note, note)
                        """,
                    arguments: [
                        listID, movieID, episode.imdbID, episode.title, episode.year, note, stamp, listID,
                    ])
            }
            guard db.changesCount > 0 else {
                throw CatalogError(
                    .movieNotFound,
                    "no movie has id \(movieID) to add to the list \"\(list.name)\"; find ids with `reel search`")
            }
            try ListRow.touch(listID, stamp, db)
            guard let entry = try ListRow.entries(db, listID: listID, where: "e.movie_id = ?", [movieID]).first else {
                throw ListRow.notOnList(movieID, list.name)
            }
            return entry
        }
    }

    /// Takes movie `movieID` off the list, closing the gap; `false` when it was not on it.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when there is no such list.
    @discardableResult
    public func remove(movieID: Int, fromList listID: Int64) throws(CatalogError) -> Bool {
        let stamp = now().millisecondsSince1970
        return try database.write { db in
            _ = try ListRow.plain(listID, db)
            guard
                let position = try Int.fetchOne(
                    db, sql: "DELETE FROM library.list_entry WHERE list_id = ? AND movie_id = ? RETURNING position",
                    arguments: [listID, movieID])
            else { return false }
            try db.execute(
                sql: "UPDATE library.list_entry SET position = position - 1 WHERE list_id = ? AND position > ?",
                arguments: [listID, position])
            try ListRow.touch(listID, stamp, db)
            return true
        }
    }

    /// Moves movie `movieID` to `position` (clamped to 1…n), shifting the entries between.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when there is no such list or the
    ///   movie is not on it.
    public func move(movieID: Int, inList listID: Int64, to position: Int) throws(CatalogError) {
        let stamp = now().millisecondsSince1970
        try database.write { db in
            let list = try ListRow.plain(listID, db)
            guard
                let from = try Int.fetchOne(
                    db, sql: "SELECT position FROM library.list_entry WHERE list_id = ? AND movie_id = ?",
                    arguments: [listID, movieID])
            else { throw ListRow.notOnList(movieID, list.name) }
            let count =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM library.list_entry WHERE list_id = ?", arguments: [listID])
                ?? 1
            let to = min(max(position, 1), count)
            guard to != from else { return }
            let (shift, low, high) = to > from ? (-1, from + 1, to) : (1, to, from - 1)
            try db.execute(
                sql: """
                    UPDATE library.list_entry SET position = position + ?
                    WHERE list_id = ? AND position BETWEEN ? AND ?
                    """,
                arguments: [shift, listID, low, high])
            try db.execute(
                sql: "UPDATE library.list_entry SET position = ? WHERE list_id = ? AND movie_id = ?",
                arguments: [to, listID, movieID])
            try ListRow.touch(listID, stamp, db)
        }
    }

    /// The entries at `offset..<offset+limit`, in the list's order, each with whether it is seen; a
    /// smart list's are its query's matches, in the query's order.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when there is no such list,
    ///   ``CatalogError/Code/invalidArgument`` for a negative offset or limit.
    public func entries(listID: Int64, offset: Int, limit: Int) throws(CatalogError) -> [ListEntry] {
        guard offset >= 0, limit >= 0 else {
            throw CatalogError(.invalidArgument, "the offset and limit must be 0 or more, not \(offset) and \(limit)")
        }
        guard
            let row = try database.read({ db in try ListRow.fetch(db, where: "list.id = ?", arguments: [listID]) })
                .first
        else { throw ListRow.noList(listID) }
        if let query = row.smartQuery {
            return try SmartList(database: database, name: row.name, query: query).entries(offset: offset, limit: limit)
        }
        return try database.read { db in
            try ListRow.entries(db, listID: listID, where: "1", [], limit: limit, offset: offset)
        }
    }

    /// The plain lists holding movie `movieID`, by name.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func lists(containing movieID: Int) throws(CatalogError) -> [MovieList] {
        let rows = try database.read { db in
            try ListRow.fetch(
                db,
                where:
                    "list.id IN (SELECT list_id FROM library.list_entry WHERE movie_id = ?) AND list.smart_query IS NULL",
                arguments: [movieID], order: "list.name COLLATE NOCASE, list.id")
        }
        return try rows.map(withProgress)
    }

    private func existing(_ id: Int64) throws(CatalogError) -> MovieList {
        guard let list = try list(id: id) else { throw ListRow.noList(id) }
        return list
    }

    /// The list of `row` with its progress: one query for a plain list, the query's count and the
    /// seen among its matches for a smart one.
    private func withProgress(_ row: ListRow) throws(CatalogError) -> MovieList {
        let progress: ListProgress
        if let query = row.smartQuery {
            progress = try SmartList(database: database, name: row.name, query: query).progress()
        } else {
            progress = try database.read { db in try ListRow.progress(listID: row.id, db) }
        }
        return row.list(progress: progress)
    }
}
