import Foundation
import GRDB
import MovieCatalog

/// The SQLite database holding the catalog, with the user's library attached.
///
/// The catalog file, in WAL mode, holds catalog tables (`movie`, `movie_fts`, `catalog_import`,
/// `catalog_column` and `search_bitmap`, see ``SearchBitmaps``, and `letter_set`, see ``LetterSets``),
/// replaced as a whole by each import inside one transaction. The user's tables (the watchlist, the
/// diary, lists) live in the library file, attached to every connection as `library`, which imports
/// only re-link (``LibraryRelink``). A catalog the process cannot write is opened read-only
/// (``isReadOnly``) while the library stays writable. Open it once and share it; the repositories and
/// the importer all take a `CatalogDatabase`.
///
/// ```swift
/// let database = try CatalogDatabase(path: "/home/me/.local/share/reel/reel.sqlite")
/// if try !database.isCatalogImported() {
///     try CatalogImporter(database: database).importCatalog(from: "Resources/movies.csv")
/// }
/// let movies = SQLiteMovieRepository(database: database)
/// ```
public final class CatalogDatabase: Sendable {
    /// The path of the database file.
    public let path: String
    /// The path of the user's library file, attached to every connection as `library`.
    public let libraryPath: String
    /// How many watchlist entries this open moved from the catalog file into the library (a catalog
    /// made before the library existed keeps its watchlist; it moves once, on its first open).
    public let movedWatchlistEntries: Int
    /// Whether the catalog is read-only: its file, or its directory, cannot be written. It is then
    /// read as a file that never changes (no migration, no cache rebuilt, no import), while the
    /// library stays writable.
    public let isReadOnly: Bool
    let connection: CatalogConnection
    /// The filter columns facet counts read (``CatalogColumns``), kept per catalog generation for every
    /// repository over this database.
    let filterColumns = CatalogColumnsCache()
    /// The matches of the last search words (``SearchMatches``), kept per catalog generation.
    let searchMatches = SearchMatchCache()

    /// Opens the database at `path`, creating it and its tables if needed.
    ///
    /// The directory must exist. Opening never changes the catalog or the watchlist of an existing file;
    /// it only adds tables a newer version of reel needs, and writes again what the catalog stores
    /// besides its rows when a migration emptied it (``CatalogCaches``).
    ///
    /// - Parameter path: The database file.
    /// - Parameter library: The user's library file (watchlist, diary, lists), made when missing and
    ///   attached as `library`; by default `reel.library.sqlite` beside `reel.sqlite`.
    /// - Parameter willUpgrade: Called before the tables of an existing file are changed for this version
    ///   (once per new version; over IMDb's datasets it takes seconds, with the caches rebuilt after),
    ///   so the caller can say so; not called for a new file.
    /// - Parameter access: ``Access/shared`` (the default) for a process that reads from several
    ///   threads at once (the browser, an import); ``Access/single`` for a command that runs one
    ///   statement after another and exits.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notADatabase`` when the file is not SQLite,
    ///   ``CatalogError/Code/databaseUnavailable`` when it cannot be opened or created.
    public init(
        path: String, library: String? = nil, access: Access = .shared, willUpgrade: (() -> Void)? = nil
    ) throws(CatalogError) {
        self.path = path
        let libraryPath = library ?? LibraryFile.defaultPath(besideCatalog: path)
        self.libraryPath = libraryPath
        // A library that cannot be made beside a catalog that cannot be made either (no directory, a
        // read-only one) leaves the catalog's own error to be thrown below; a library named apart, or
        // beside a catalog that opens, reports its own.
        var libraryError: CatalogError?
        do {
            try LibraryFile.prepare(path: libraryPath)
        } catch {
            guard library == nil else { throw error }
            libraryError = error
        }
        var configuration = Configuration()
        configuration.label = "reel"
        configuration.busyMode = .timeout(5)
        let fileSize = Self.fileSize(path)
        let mapSize = Self.mapSize(fileSize: fileSize)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA mmap_size = \(mapSize)")
            try LibraryFile.attach(db, path: libraryPath)
        }
        let readOnly = Self.isReadOnly(path)
        isReadOnly = readOnly
        do {
            if readOnly {
                // Nothing of the catalog can be written, not even the WAL's files beside it: SQLite reads
                // it as a file that never changes, and the library, attached, takes every write.
                connection = .single(try DatabaseQueue(path: Self.immutableURI(path), configuration: configuration))
            } else {
                // A new file is made by a pool, which puts it in WAL mode: the mode is kept in the file,
                // so a single connection opened later uses it too, and the browser and a command can read
                // and write the same file at once.
                connection =
                    access == .single && fileSize > 0
                    ? .single(try DatabaseQueue(path: path, configuration: configuration))
                    : .pool(try DatabasePool(path: path, configuration: configuration))
            }
            let migrator = CatalogSchema.migrator
            // What every open asks, in one read: whether the schema is this version's, and whether the
            // caches are there. A current catalog (every start but the first of a version) then takes
            // no write transaction at all.
            let state = try connection.read { db in
                try migrator.hasCompletedMigrations(db)
                    ? (current: true, cachesMissing: try CatalogCaches.areMissing(db))
                    : (current: false, cachesMissing: true)
            }
            if readOnly, !state.current || state.cachesMissing {
                throw CatalogError(
                    .catalogReadOnly,
                    "the catalog \(path) is read-only and was written by an older version of reel; open it once "
                        + "with write access to update it, or choose another catalog with --database.",
                    file: path)
            }
            if !state.current {
                if fileSize > 0 { willUpgrade?() }
                try migrator.migrate(connection.writer)
            }
            if state.cachesMissing { try CatalogCaches.rebuildIfMissing(connection.writer) }
            if let libraryError { throw libraryError }
            movedWatchlistEntries = try LibraryFile.moveCatalogWatchlist(
                connection.writer, catalogPath: path, catalogIsReadOnly: readOnly)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(database: error, path: path, action: "open")
        }
    }

    /// How the process uses the database: see ``init(path:access:willUpgrade:)``.
    public enum Access: Sendable {
        /// Readers beside one writer, for a process that reads from several threads at once.
        case shared
        /// One connection, for a command that runs one statement after another.
        case single
    }

    /// The largest file read through a memory map: ``mapSize(fileSize:)``.
    static let mappedFileLimit = 256 << 20

    /// How much of the file SQLite maps into memory: all of a file up to 256 MB (the shipped catalog's
    /// is 76 MB), nothing of a larger one.
    ///
    /// A mapped page is read straight from the OS page cache, so row lookups cost a third as much; but
    /// a page fault on a file not yet in the page cache reads the pages around it too, as much as the
    /// device's read-ahead (8 MB on some virtual disks): a first start over IMDb's datasets (a 1 GB
    /// file) read 550 MB of it through the map to show 20 rows, and 65 MB without. A small catalog is
    /// read whole at little cost; a large one is read a page at a time, as queries need it.
    ///
    /// - Parameter fileSize: The database file's size in bytes (0 for a new file).
    static func mapSize(fileSize: Int) -> Int {
        fileSize <= mappedFileLimit ? mappedFileLimit : 0
    }

    /// Whether `path` is a catalog this process cannot write: the file exists, and it or its directory
    /// (where SQLite makes the WAL's files) is not writable.
    static func isReadOnly(_ path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        let directory = (path as NSString).deletingLastPathComponent
        return access(path, W_OK) != 0 || access(directory.isEmpty ? "." : directory, W_OK) != 0
    }

    /// The URI opening `path` as a file that never changes: `file:<path>?immutable=1`, the path
    /// percent-encoded.
    static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        return "file:" + (absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute) + "?immutable=1"
    }

    /// The size of the file at `path`, 0 when it does not exist yet.
    private static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Whether a catalog import has completed in this database.
    ///
    /// An import interrupted halfway (the process killed, the disk full) leaves this `false`: its
    /// transaction never committed, so the next run imports again.
    ///
    /// - Throws: ``CatalogError`` when the database cannot be read.
    public func isCatalogImported() throws(CatalogError) -> Bool {
        try read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM catalog_import)") ?? false }
    }

    /// Throws when the catalog is read-only (``isReadOnly``): what an import calls first.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/catalogReadOnly`` naming the file.
    func checkWritable() throws(CatalogError) {
        guard isReadOnly else { return }
        throw CatalogError(
            .catalogReadOnly,
            "the catalog \(path) is read-only: nothing can be imported into it. Choose a catalog you can write "
                + "with --database, or make this one writable.",
            file: path)
    }

    /// Runs `sql` on the writer connection (for maintenance and tests: `PRAGMA max_page_count`).
    func execute(_ sql: String) throws(CatalogError) {
        try write { db in try db.execute(sql: sql) }
    }

    /// The first column of the first row of `sql`, as an integer.
    func fetchInt(_ sql: String) throws(CatalogError) -> Int? {
        try write { db in try Int.fetchOne(db, sql: sql) }
    }

    /// SQLite's `PRAGMA data_version` on the writer's connection: it changes when another connection
    /// commits, never for this process's writes (they go through that connection).
    func dataVersion() throws(CatalogError) -> Int {
        do {
            // Both files: a commit to the catalog (an import) or to the library (a viewing logged).
            return try connection.writeWithoutTransaction { db in
                let catalog = try Int.fetchOne(db, sql: "PRAGMA main.data_version") ?? 0
                let library = try Int.fetchOne(db, sql: "PRAGMA library.data_version") ?? 0
                return catalog &* 1_000_003 &+ library
            }
        } catch {
            throw CatalogError(database: error, path: path, action: "read")
        }
    }

    /// Runs `body` in a read-only access, turning database errors into ``CatalogError``.
    func read<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try connection.read(body)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(database: error, path: path, action: "read")
        }
    }

    /// Runs `body` in a deferred transaction on the writer's connection, where it may make TEMP tables
    /// (a reader's connection is read-only): reads that build scratch tables, such as the statistics.
    /// Nothing of the catalog or the library is written, so no other process waits on it.
    func readWithScratch<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try connection.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.deferred) {
                    result = try body(db)
                    return .commit
                }
                guard let result else { throw CatalogError(.databaseFailure, "the statistics read nothing") }
                return result
            }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(database: error, path: path, action: "read")
        }
    }

    /// Runs `body` in a write transaction, turning database errors into ``CatalogError``.
    func write<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try connection.write(body)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(database: error, path: path, action: "write")
        }
    }
}
