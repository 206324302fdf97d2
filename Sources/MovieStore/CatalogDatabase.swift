import GRDB
import MovieCatalog

/// The SQLite database holding the catalog and the user's watchlist.
///
/// One file, in WAL mode, with two kinds of tables: catalog tables (`movie`, `movie_fts`, `catalog_import`,
/// `catalog_column` and `search_bitmap`, see ``SearchBitmaps``),
/// replaced as a whole by each import inside one transaction, and user tables (`watchlist`), which imports
/// never touch. Open it once and share it; the repositories and the importer all take a `CatalogDatabase`.
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
    let pool: DatabasePool
    /// The filter columns facet counts read (``CatalogColumns``), kept per catalog generation for every
    /// repository over this database.
    let filterColumns = CatalogColumnsCache()
    /// The matches of the last search words (``SearchMatches``), kept per catalog generation.
    let searchMatches = SearchMatchCache()

    /// Opens the database at `path`, creating it and its tables if needed.
    ///
    /// The directory must exist. Opening never changes the catalog or the watchlist of an existing file;
    /// it only adds tables a newer version of reel needs.
    ///
    /// - Parameter path: The database file.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notADatabase`` when the file is not SQLite,
    ///   ``CatalogError/Code/databaseUnavailable`` when it cannot be opened or created.
    public init(path: String) throws(CatalogError) {
        self.path = path
        var configuration = Configuration()
        configuration.label = "reel"
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // Read pages straight from the OS page cache: row lookups cost a third as much. The whole
            // file is mapped (SQLite caps it at 2 GB): pages past the map are read with one system
            // call each, and the stored columns of a large catalog lie past 256 MB. Mapping reads
            // nothing until a page is touched.
            try db.execute(sql: "PRAGMA mmap_size = 2147418112")
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            try CatalogSchema.migrator.migrate(pool)
        } catch {
            throw CatalogError(database: error, path: path, action: "open")
        }
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

    /// Runs `sql` on the writer connection (for maintenance and tests: `PRAGMA max_page_count`).
    func execute(_ sql: String) throws(CatalogError) {
        try write { db in try db.execute(sql: sql) }
    }

    /// The first column of the first row of `sql`, as an integer.
    func fetchInt(_ sql: String) throws(CatalogError) -> Int? {
        try write { db in try Int.fetchOne(db, sql: sql) }
    }

    /// Runs `body` in a read-only access, turning database errors into ``CatalogError``.
    func read<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try pool.read(body)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(database: error, path: path, action: "read")
        }
    }

    /// Runs `body` in a write transaction, turning database errors into ``CatalogError``.
    func write<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try pool.write(body)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(database: error, path: path, action: "write")
        }
    }
}
