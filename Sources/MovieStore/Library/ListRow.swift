import GRDB
import MovieCatalog

/// A row of `library.list`, and the queries and checks ``SQLiteListRepository`` shares.
struct ListRow {
    let id: Int64
    let name: String
    let description: String?
    let isRanked: Bool
    let smartQuery: String?
    let createdAt: Int64
    let updatedAt: Int64

    /// The list with its progress.
    func list(progress: ListProgress) -> MovieList {
        MovieList(
            id: id, name: name, description: description, isRanked: isRanked, smartQuery: smartQuery,
            createdAt: Timestamp(millisecondsSince1970: createdAt),
            updatedAt: Timestamp(millisecondsSince1970: updatedAt), progress: progress)
    }

    /// The lists passing `condition`, in `order`.
    static func fetch(
        _ db: Database, where condition: String, arguments: StatementArguments, order: String = "list.id"
    ) throws -> [ListRow] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, name, description, ranked, smart_query, created_at, updated_at FROM library.list
                WHERE \(condition) ORDER BY \(order)
                """, arguments: arguments
        ).map { row in
            ListRow(
                id: row[0], name: row[1], description: row[2], isRanked: row[3], smartQuery: row[4], createdAt: row[5],
                updatedAt: row[6])
        }
    }

    /// The plain (not smart) list `id`.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when there is none,
    ///   ``CatalogError/Code/invalidArgument`` for a smart list, whose entries follow its query.
    static func plain(_ id: Int64, _ db: Database) throws -> ListRow {
        guard let list = try fetch(db, where: "list.id = ?", arguments: [id]).first else { throw noList(id) }
        if let query = list.smartQuery {
            throw CatalogError(
                .invalidArgument,
                "the list \"\(list.name)\" is a smart list: its movies are those of `\(query)`, not chosen one by one")
        }
        return list
    }

    /// "Seen 23 of 95" of a plain list, in one query on the viewings' movie index.
    static func progress(listID: Int64, _ db: Database) throws -> ListProgress {
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT COUNT(*), COALESCE(SUM(EXISTS (
                        SELECT 1 FROM library.viewing WHERE viewing.movie_id = list_entry.movie_id)), 0)
                    FROM library.list_entry WHERE list_id = ?
                    """), arguments: [listID])
        return ListProgress(seen: row?[1] ?? 0, total: row?[0] ?? 0)
    }

    /// The entries of plain list `listID` passing `condition` (on `e`, the entry), in place order; an
    /// entry naming an episode reads it as ``EpisodeRow`` does.
    static func entries(
        _ db: Database, listID: Int64, where condition: String, _ arguments: StatementArguments, limit: Int = -1,
        offset: Int = 0
    ) throws -> [ListEntry] {
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT e.position, e.movie_id, e.imdb_id, e.title, e.year, e.note,
                        EXISTS (SELECT 1 FROM library.viewing WHERE viewing.movie_id = e.movie_id),
                        movie.id IS NOT NULL, \(Movie.columns), \(EpisodeRow.columns)
                    FROM library.list_entry AS e LEFT JOIN movie ON movie.id = e.movie_id
                        \(EpisodeRow.joins(on: "e.movie_id"))
                    WHERE e.list_id = ? AND \(condition) ORDER BY e.position LIMIT ? OFFSET ?
                    """),
            arguments: [listID] + arguments + [limit, offset])
        var entries: [ListEntry] = []
        let episodeStart = 8 + Movie.RowColumn.allCases.count
        while let row = try rows.next() {
            let hasMovie: Bool = row[7]
            entries.append(
                ListEntry(
                    position: row[0], movieID: row[1],
                    movie: hasMovie ? Movie(row: row, from: 8) : EpisodeRow.movie(row, from: episodeStart),
                    note: row[5],
                    isSeen: row[6], imdbID: (row[2] as Int?).map(IMDbID.init), title: row[3], year: row[4]))
        }
        return entries
    }

    /// Stamps the list as changed.
    static func touch(_ listID: Int64, _ stamp: Int64, _ db: Database) throws {
        try db.execute(sql: "UPDATE library.list SET updated_at = ? WHERE id = ?", arguments: [stamp, listID])
    }

    /// `name` without the spaces around it.
    static func trimmed(_ name: String) -> String {
        String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// `details` with its name trimmed and its text fields empty as `nil`, checked.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for an empty or too long
    ///   name, or a smart query that does not parse (naming the term).
    static func checked(_ details: ListDetails) throws(CatalogError) -> ListDetails {
        var details = details
        details.name = trimmed(details.name)
        details.description = details.description.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        details.smartQuery = details.smartQuery.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
        guard !details.name.isEmpty else { throw CatalogError(.invalidArgument, "a list needs a name") }
        guard details.name.count <= ListDetails.maximumNameLength else {
            throw CatalogError(
                .invalidArgument,
                "the list's name has \(details.name.count) characters; at most \(ListDetails.maximumNameLength) are kept"
            )
        }
        if let query = details.smartQuery {
            do {
                _ = try FieldQuery.parse(query)
            } catch {
                throw CatalogError(
                    .invalidArgument, "the smart list \"\(details.name)\" has a query that does not read: \(error)")
            }
        }
        return details
    }

    /// Throws when another list than `except` has the name, ignoring case.
    static func checkNameFree(_ name: String, except: Int64?, _ db: Database) throws {
        let taken = try String.fetchOne(
            db, sql: "SELECT name FROM library.list WHERE name = ? AND id IS NOT ?", arguments: [name, except])
        if let taken {
            throw CatalogError(.invalidArgument, "a list named \"\(taken)\" already exists; choose another name")
        }
    }

    /// The error for a list that does not exist.
    static func noList(_ id: Int64) -> CatalogError {
        CatalogError(.notFound, "no list has id \(id); see your lists with `reel list ls`")
    }

    /// The error for a movie not on the list.
    static func notOnList(_ movieID: Int, _ name: String) -> CatalogError {
        CatalogError(.notFound, "movie \(movieID) is not on the list \"\(name)\"")
    }
}
