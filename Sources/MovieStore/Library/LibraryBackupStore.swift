import Foundation
import GRDB
import MovieCatalog

/// Reads the whole library into a ``LibraryBackup`` and puts one back exactly.
///
/// A backup holds every row of the library's tables with its ids, dates and source keys; a restore
/// replaces the library's contents with it in one transaction, so a restore that fails halfway
/// leaves the library as it was, and a backup of the restored library equals the one restored.
///
/// ```swift
/// let store = LibraryBackupStore(database: database)
/// let json = try store.json()
/// try store.restore(try LibraryBackupStore.decode(json))
/// ```
public struct LibraryBackupStore: Sendable {
    /// The database read and written.
    public let database: CatalogDatabase

    /// Creates a store over `database`.
    ///
    /// - Parameter database: An open catalog database, its library attached.
    public init(database: CatalogDatabase) {
        self.database = database
    }

    /// The whole library.
    ///
    /// - Throws: ``CatalogError`` when storage fails or a kept import row cannot be read.
    public func backup() throws(CatalogError) -> LibraryBackup {
        try database.read { db in
            LibraryBackup(
                watchlist: try Self.watchlist(db), viewings: try Self.viewings(db), lists: try Self.lists(db),
                pending: try Self.pending(db),
                notes: Dictionary(
                    try Row.fetchAll(db, sql: "SELECT key, value FROM library.library_note").map { ($0[0], $0[1]) },
                    uniquingKeysWith: { first, _ in first }))
        }
    }

    /// The backup as JSON: keys sorted, indented, so the same library gives the same text.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func json() throws(CatalogError) -> String {
        let backup = try backup()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(backup), as: UTF8.self) + "\n"
        } catch {
            throw CatalogError(.exportFailed, "cannot write the library's backup as JSON: \(error)")
        }
    }

    /// Reads a backup written by ``json()``.
    ///
    /// - Parameter data: The JSON.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/importUnreadable`` naming what is wrong.
    public static func decode(_ data: Data) throws(CatalogError) -> LibraryBackup {
        let backup: LibraryBackup
        do {
            backup = try JSONDecoder().decode(LibraryBackup.self, from: data)
        } catch let error as DecodingError {
            throw CatalogError(.importUnreadable, "the backup cannot be read: \(error.summary(whole: "the file"))")
        } catch {
            throw CatalogError(.importUnreadable, "the backup is not reel's: \(error)")
        }
        guard backup.format <= LibraryBackup.currentFormat else {
            throw CatalogError(
                .importUnreadable,
                "the backup's format \(backup.format) is newer than this reel reads (\(LibraryBackup.currentFormat))")
        }
        return backup
    }

    /// Replaces the library's contents with `backup`, in one transaction.
    ///
    /// - Parameter backup: The library to put back.
    /// - Throws: ``CatalogError`` when storage fails (a row the library refuses: a rating out of
    ///   range, two lists of one name); the library is then as it was.
    public func restore(_ backup: LibraryBackup) throws(CatalogError) {
        try database.write { db in
            for table in [
                "viewing_tag", "viewing", "list_entry", "list", "watchlist", "import_pending", "library_note",
            ] {
                try db.execute(sql: "DELETE FROM library.\(table)")
            }
            try Self.insert(backup, db)
        }
    }
}
