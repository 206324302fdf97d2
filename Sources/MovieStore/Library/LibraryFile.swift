import Foundation
import GRDB
import MovieCatalog

/// The user's library file: made readable by its owner only, in WAL mode, and migrated to this
/// version's schema (``LibrarySchema``) before a catalog attaches it.
enum LibraryFile {
    /// The schema name the catalog's connections attach the library as.
    static let schema = "library"

    /// The library beside a catalog when none is named: `reel.sqlite` → `reel.library.sqlite`.
    ///
    /// - Parameter catalogPath: The catalog file.
    static func defaultPath(besideCatalog catalogPath: String) -> String {
        (catalogPath as NSString).deletingPathExtension + ".library.sqlite"
    }

    /// Creates the file at `path` (mode 0600) when missing, and brings its schema to this version.
    ///
    /// - Parameter path: The library file; its directory must exist.
    /// - Throws: ``CatalogError`` when the file cannot be made, opened or migrated.
    static func prepare(path: String) throws(CatalogError) {
        // O_EXCL: made here with the owner's permissions only, or already there (kept as it is).
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            let reason = String(cString: strerror(errno))
            throw CatalogError(
                .databaseUnavailable,
                "cannot create the library \(path): \(reason). Choose another place with --library or REEL_LIBRARY.",
                file: path)
        }
        do {
            var configuration = Configuration()
            configuration.label = "reel library"
            configuration.busyMode = .timeout(5)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let migrator = LibrarySchema.migrator
            let current = try queue.read { db in try migrator.hasCompletedMigrations(db) }
            if !current {
                try queue.writeWithoutTransaction { db in
                    if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                        try db.execute(sql: "PRAGMA journal_mode = WAL")
                    }
                }
                try migrator.migrate(queue)
            }
            try queue.close()
        } catch {
            throw CatalogError(database: error, path: path, action: "open")
        }
    }

    /// Attaches the library at `path` to `db` as ``schema``.
    static func attach(_ db: Database, path: String) throws {
        try db.execute(sql: "ATTACH DATABASE ? AS \(schema)", arguments: [path])
    }

    /// Moves the watchlist a catalog file kept (before the library existed) into the library, in
    /// one transaction: entries the library already has keep the library's, and the catalog's table
    /// is dropped, so the move happens once.
    ///
    /// A read-only catalog keeps its table: its entries are copied once, and the library notes it
    /// (`watchlist moved from <catalog path>` in `library_note`), so an entry removed later does not
    /// come back at the next open.
    ///
    /// - Returns: The number of entries moved (0 when the catalog has no watchlist table).
    static func moveCatalogWatchlist(
        _ writer: any DatabaseWriter, catalogPath: String, catalogIsReadOnly: Bool
    ) throws -> Int {
        let exists = try writer.read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = 'watchlist')")
                ?? false
        }
        guard exists else { return 0 }
        let note = "watchlist moved from " + URL(fileURLWithPath: catalogPath).standardizedFileURL.path
        return try writer.write { db in
            if catalogIsReadOnly {
                let done = try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM library.library_note WHERE key = ?)", arguments: [note])
                guard done != true else { return 0 }
            }
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO library.watchlist
                        (movie_id, added_at, updated_at, personal_rating, note, imdb_id, title, year)
                    SELECT movie_id, added_at, updated_at, personal_rating, note, imdb_id, title, year
                    FROM main.watchlist
                    """)
            let moved = db.changesCount
            if catalogIsReadOnly {
                try db.execute(
                    sql: "INSERT INTO library.library_note (key, value) VALUES (?, ?)",
                    arguments: [note, String(moved)])
            } else {
                try db.execute(sql: "DROP TABLE main.watchlist")
            }
            return moved
        }
    }
}
