import Foundation
import GRDB
import MovieCatalog

/// Loads the catalog CSV into a ``CatalogDatabase``, atomically, keeping the user's watchlist.
///
/// The whole import is one write transaction: the old catalog is deleted and the new one inserted, and
/// nothing is visible until it commits. Killed halfway, the database still holds the previous catalog
/// (or, on a first import, no catalog, so ``CatalogDatabase/isCatalogImported()`` stays `false` and the
/// next run imports again). The watchlist is never emptied: its entries are re-linked to the new
/// catalog in the same transaction (`LibraryRelink`). Bad records are skipped and reported
/// with their line numbers in the ``ImportReport``. A second thread parses the CSV while this one
/// inserts, so the two halves of the work overlap.
///
/// ```swift
/// let report = try CatalogImporter(database: database).importCatalog(from: "Resources/movies.csv") { done, total in
///     print("\(done)/\(total)")
/// }
/// print(report.summary)   // "58,788 imported, 0 skipped"
/// ```
public struct CatalogImporter: Sendable {
    /// Called now and then during an import with the records read so far and the expected total.
    public typealias Progress = (_ processed: Int, _ expectedTotal: Int) -> Void

    /// The database imported into.
    public let database: CatalogDatabase
    /// The clock that stamps the import.
    let now: @Sendable () -> Timestamp
    /// The number of matches above which a search word's matches are stored (``SearchBitmaps``).
    var searchSetThreshold = SearchBitmaps.defaultThreshold

    /// Creates an importer.
    ///
    /// - Parameter database: The database to import into.
    /// - Parameter now: The clock used to stamp the import; the system clock by default.
    public init(database: CatalogDatabase, now: @escaping @Sendable () -> Timestamp = SystemClock.now) {
        self.database = database
        self.now = now
    }

    /// Imports the CSV at `path`, replacing the catalog and re-linking the watchlist to it.
    ///
    /// - Parameter path: The catalog CSV (its columns: shared/data/README.md).
    /// - Parameter progress: Called every 1,000 records with the count so far and the expected total.
    /// - Returns: How many movies were stored and which lines were skipped, with the reason.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/csvUnreadable`` when the file is missing or
    ///   unreadable, ``CatalogError/Code/csvMalformed`` when its header is not the catalog's, or a
    ///   database code when writing fails; in every case the database keeps its previous contents.
    @discardableResult
    public func importCatalog(from path: String, progress: Progress? = nil) throws(CatalogError) -> ImportReport {
        try database.checkWritable()
        let text = try CatalogImporter.readText(path)
        let expectedTotal = max(ByteCount.of(10, in: text) - 1, 1)
        guard CatalogParser.hasCatalogHeader(text) else {
            throw CatalogError(
                .csvMalformed,
                "\(path) line 1: the header is not the catalog's (expected \"\","
                    + CatalogRow.header.dropFirst().joined(separator: ",") + ")",
                file: path, line: 1)
        }
        let stamp = now()
        let channel = CatalogParser.start(text)
        defer { channel.cancel() }
        return try database.write { db in
            // A page cache big enough for the whole catalog: no page is written twice before the commit.
            try db.execute(sql: "PRAGMA cache_size = -131072")
            defer { try? db.execute(sql: "PRAGMA cache_size = -2000") }
            // One more than the catalog it replaces: cached counts of the old catalog stop matching.
            let generation = (try Int.fetchOne(db, sql: "SELECT generation FROM catalog_import WHERE id = 1") ?? 0) + 1
            try db.execute(sql: CatalogIndex.drop(CatalogIndex.movie))
            try db.execute(
                sql:
                    """
                    DELETE FROM movie; INSERT INTO movie_fts(movie_fts) VALUES('delete-all');
                    DELETE FROM credit; DELETE FROM person; INSERT INTO person_fts(person_fts) VALUES('delete-all');
                    DELETE FROM episode; DELETE FROM catalog_import
                    """)
            let writer = try MovieRowWriter(db)
            var skipped: [ImportReport.SkippedLine] = []
            var seen = Set<Int>()
            var imported = 0
            var processed = 0
            while let batch = channel.receive() {
                for record in batch {
                    switch record {
                    case .skipped(let line):
                        skipped.append(line)
                    case .movie(let row, let line):
                        guard seen.insert(row.id).inserted else {
                            skipped.append(.init(line: line, reason: "id \(row.id) appears on an earlier line"))
                            continue
                        }
                        try writer.insert(row)
                        imported += 1
                    }
                }
                let before = processed
                processed += batch.count
                if processed / 1_000 > before / 1_000 { progress?(processed, max(processed, expectedTotal)) }
            }
            if let failure = try channel.outcome() {
                throw CatalogError(.csvUnreadable, "cannot read \(path) \(failure)", file: path)
            }
            try writer.indexTitles()
            try DerivedColumns.updateWeightedRating(db)
            try db.execute(sql: CatalogIndex.create(CatalogIndex.movie))
            let watchlist = try LibraryRelink.run(db)
            try SearchBitmaps.rebuild(db, threshold: searchSetThreshold)
            try LetterSets.rebuild(db)
            try db.execute(
                sql: """
                    INSERT INTO catalog_import
                        (id, imported_at, source, movie_count, skipped_count, known_budget_count, generation)
                    VALUES (1, ?, ?, ?, ?, (SELECT COUNT(budget) FROM movie), ?)
                    """,
                arguments: [stamp.millisecondsSince1970, path, imported, skipped.count, generation])
            progress?(processed, max(processed, expectedTotal))
            return ImportReport(
                source: path, imported: imported, skipped: skipped, watchlistNotInCatalog: watchlist.unmatched)
        }
    }

    /// The file's bytes, or `nil` when it cannot be opened or read. FileHandle, not
    /// `FileManager.contents(atPath:)`: on Linux that leaks a 4 KB buffer for an empty file.
    private static func contents(of path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            return nil
        }
    }

    static func readText(_ path: String) throws(CatalogError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogError(
                .csvUnreadable,
                "the catalog CSV \(path) does not exist. Pass its path with --csv or REEL_CATALOG_CSV.",
                file: path)
        }
        guard !isDirectory.boolValue, let data = contents(of: path) else {
            throw CatalogError(
                .csvUnreadable,
                "cannot read the catalog CSV \(path) (\(isDirectory.boolValue ? "it is a directory" : "permission denied?")). "
                    + "Check the file, or pass another path with --csv or REEL_CATALOG_CSV.",
                file: path)
        }
        if let text = String(validating: data, as: UTF8.self) {
            return text
        }
        if let invalid = UTF8Check.firstInvalidByte(in: data) {
            throw CatalogError(
                .csvMalformed,
                "\(path) line \(invalid.line): byte \(invalid.offset) is not UTF-8 text; save the file as UTF-8 and import again.",
                file: path, line: invalid.line)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
