import Foundation
import GRDB
import MovieCatalog

extension SQLiteLibraryImportRepository {
    /// The rows waiting for review, oldest first, each with its candidates in the current catalog.
    ///
    /// - Throws: ``CatalogError`` when storage fails, or a kept row cannot be read.
    public func pending() throws(CatalogError) -> [PendingImport] {
        try database.read { db in
            var matcher = ImportMatcher(db)
            let rows = try Row.fetchAll(db, sql: "SELECT id, record FROM library.import_pending ORDER BY id")
            return try rows.map { row in
                let record = try Self.record(row[1], id: row[0])
                let ids = try matcher.candidates(for: record).map(\.id)
                return PendingImport(id: row[0], record: record, candidates: try Self.movies(ids, db))
            }
        }
    }

    /// Imports the pending row as movie `movieID`, and drops it from the review; importing its export
    /// again takes the same movie.
    ///
    /// - Parameter pendingID: The row's id.
    /// - Parameter movieID: A catalog movie (a candidate or any other).
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when no row has that id,
    ///   ``CatalogError/Code/movieNotFound`` when the catalog has no such movie.
    public func resolve(pendingID: Int64, movieID: Int) throws(CatalogError) {
        let stamp = now()
        try database.write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT record, source, source_key FROM library.import_pending WHERE id = ?",
                    arguments: [pendingID])
            else { throw Self.missing(pendingID) }
            let record = try Self.record(row[0], id: pendingID)
            guard let movie = try ImportMatcher(db).movie(id: movieID) else {
                throw CatalogError(.movieNotFound, "no movie has id \(movieID); find ids with `reel search`")
            }
            var writer = ImportWriter(db, stamp: stamp)
            _ = try writer.write(record, movie: movie, key: row[2])
            try Self.decide(row[2], movie.imdbID.map { IMDbID($0).text } ?? "#\(movie.id)", db)
            try db.execute(sql: "DELETE FROM library.import_pending WHERE id = ?", arguments: [pendingID])
        }
    }

    /// Drops the pending row without importing it; importing its export again leaves it out.
    ///
    /// - Parameter pendingID: The row's id.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when no row has that id.
    public func skip(pendingID: Int64) throws(CatalogError) {
        try database.write { db in
            guard
                let key = try String.fetchOne(
                    db, sql: "SELECT source_key FROM library.import_pending WHERE id = ?", arguments: [pendingID])
            else { throw Self.missing(pendingID) }
            try db.execute(sql: "DELETE FROM library.import_pending WHERE id = ?", arguments: [pendingID])
            try Self.decide(key, Self.skipped, db)
        }
    }

    private static func missing(_ id: Int64) -> CatalogError {
        CatalogError(.notFound, "no import row waits for review with id \(id); list them with `reel import --review`")
    }

    /// The record a pending row keeps as JSON.
    static func record(_ json: String, id: Int64) throws -> ImportRecord {
        do {
            return try JSONDecoder().decode(ImportRecord.self, from: Data(json.utf8))
        } catch {
            throw CatalogError(.databaseFailure, "the import row \(id) waiting for review cannot be read: \(error)")
        }
    }

    /// The movies of `ids`, in that order.
    static func movies(_ ids: [Int], _ db: Database) throws -> [Movie] {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let rows = try Row.fetchAll(
            db, sql: "SELECT \(Movie.columns) FROM movie WHERE id IN (\(marks))", arguments: StatementArguments(ids))
        let byID = Dictionary(rows.map { (Movie(row: $0).id, Movie(row: $0)) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }
}
