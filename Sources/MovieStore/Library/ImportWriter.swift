import Foundation
import GRDB
import MovieCatalog

/// Writes matched import records into the library's tables, inside the import's transaction.
///
/// - A viewing (`diary.csv`) is a row of `viewing` with its tags, keyed by its source key: written
///   once, however often the export is imported.
/// - A rating is a viewing without a day carrying the rating, unless a viewing of the film already
///   has that rating; a film marked watched is a viewing without a day, unless the film has a viewing.
/// - A watchlist row is the movie on the watchlist; a list row is the movie on the list of that name
///   (made when missing), after its last entry.
struct ImportWriter {
    /// What writing one record did.
    enum Effect {
        /// The library gained the record.
        case added
        /// The library already had it from an earlier import (or the user's own logging).
        case alreadyThere
        /// Another record of this import holds it already (a rating beside its diary viewing).
        case folded
    }

    private let db: Database
    private let stamp: Int64
    /// The movies given a viewing by this import.
    private var viewedNow = Set<Int>()
    /// The lists by lowercased name, with the next free place.
    private var lists: [String: (id: Int64, next: Int)] = [:]

    init(_ db: Database, stamp: Timestamp) {
        self.db = db
        self.stamp = stamp.millisecondsSince1970
    }

    /// Writes `record` as movie `movie`.
    mutating func write(_ record: ImportRecord, movie: ImportMatcher.Candidate, key: String) throws -> Effect {
        switch record.kind {
        case .viewing:
            return try insertViewing(record.details, movie: movie, key: key)
        case .rating:
            let rating = record.details.rating?.value
            let covered = try Bool.fetchOne(
                db.cachedStatement(
                    sql: "SELECT EXISTS (SELECT 1 FROM library.viewing WHERE movie_id = ? AND rating IS ?)"),
                arguments: [movie.id, rating])
            if covered == true { return viewedNow.contains(movie.id) ? .folded : .alreadyThere }
            return try insertViewing(ViewingDetails(date: nil, rating: record.details.rating), movie: movie, key: key)
        case .watched:
            let covered = try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM library.viewing WHERE movie_id = ?)"),
                arguments: [movie.id])
            if covered == true { return viewedNow.contains(movie.id) ? .folded : .alreadyThere }
            return try insertViewing(ViewingDetails(date: nil), movie: movie, key: key)
        case .watchlist:
            let added = record.addedOn.map { Int64($0.daysSince1970) * 86_400_000 } ?? stamp
            try db.cachedStatement(
                sql: """
                    INSERT INTO library.watchlist (movie_id, added_at, updated_at, imdb_id, title, year)
                    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                    """
            ).execute(arguments: [movie.id, added, stamp, movie.imdbID, movie.title, movie.year])
            return db.changesCount > 0 ? .added : .alreadyThere
        case .listEntry:
            let list = try listID(record.list ?? ImportedList(name: record.file))
            try db.cachedStatement(
                sql: """
                    INSERT INTO library.list_entry (list_id, movie_id, position, imdb_id, title, year, note, added_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                    """
            ).execute(
                arguments: [
                    list.id, movie.id, list.next, movie.imdbID, movie.title, movie.year, record.details.note, stamp,
                ])
            guard db.changesCount > 0 else { return .alreadyThere }
            lists[list.name]?.next += 1
            try db.cachedStatement(sql: "UPDATE library.list SET updated_at = ? WHERE id = ?").execute(
                arguments: [stamp, list.id])
            return .added
        }
    }

    private mutating func insertViewing(
        _ details: ViewingDetails, movie: ImportMatcher.Candidate, key: String
    ) throws
        -> Effect
    {
        let note = details.note.map { String($0.prefix(ViewingDetails.maximumNoteLength)) }
        try db.cachedStatement(
            sql: """
                INSERT INTO library.viewing
                    (movie_id, imdb_id, title, year, watched_on, rating, rewatch, note, logged_at, source_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (source_key) DO NOTHING
                """
        ).execute(
            arguments: [
                movie.id, movie.imdbID, movie.title, movie.year, details.date?.iso, details.rating?.value,
                details.isRewatch, note, stamp, key,
            ])
        guard db.changesCount > 0 else { return .alreadyThere }
        let viewing = db.lastInsertedRowID
        let tag = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO library.viewing_tag (viewing_id, tag, place) VALUES (?, ?, ?)")
        for (place, name) in details.tags.enumerated() {
            try tag.execute(arguments: [viewing, name, place])
        }
        viewedNow.insert(movie.id)
        return .added
    }

    /// The list named `list.name` (ignoring case), made with its description and ranking when missing.
    private mutating func listID(_ list: ImportedList) throws -> (id: Int64, next: Int, name: String) {
        let name = list.name.lowercased()
        if let known = lists[name] { return (known.id, known.next, name) }
        let id: Int64
        if let existing = try Int64.fetchOne(
            db, sql: "SELECT id FROM library.list WHERE name = ?", arguments: [list.name])
        {
            id = existing
        } else {
            try db.execute(
                sql: """
                    INSERT INTO library.list (name, description, ranked, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [
                    String(list.name.prefix(ListDetails.maximumNameLength)), list.description, list.isRanked, stamp,
                    stamp,
                ])
            id = db.lastInsertedRowID
        }
        let last = try Int.fetchOne(
            db, sql: "SELECT MAX(position) FROM library.list_entry WHERE list_id = ?", arguments: [id])
        lists[name] = (id, (last ?? 0) + 1)
        return (id, (last ?? 0) + 1, name)
    }
}
