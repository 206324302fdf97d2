import GRDB

/// What the catalog stores besides its rows, computed from them by Swift code: the filter columns,
/// order ranks and search sets (``SearchBitmaps``, ``OrderRanks``) and the letter sets
/// (``LetterSets``).
///
/// They are a cache, not schema. Each import writes them with its rows; a migration never computes
/// them (it would run whatever code the app has at the time, not the code of its version). A migration
/// that changes what they hold creates or empties their tables instead, `catalog_column` included,
/// and opening the database rebuilds them with today's code (``rebuildIfMissing(_:)``), as the
/// import would have written them.
enum CatalogCaches {
    /// Whether the catalog has movies but no stored columns of its own: none at all (a migration
    /// emptied them), or others than the catalog's (another number of movies, another last id, an
    /// array missing; see ``SearchBitmaps/storedColumns(_:movies:arrays:)``).
    static func areMissing(_ db: Database) throws -> Bool {
        #if _endian(big)
            // The stored columns are little-endian: this host reads the tables instead.
            return false
        #else
            let movies = try CatalogSize.fetch(db).movies
            guard movies > 0 else { return false }
            return try SearchBitmaps.storedColumns(db, movies: movies, arrays: []) == nil
        #endif
    }

    /// Writes every cache of the catalog again from its rows, as an import does.
    static func rebuild(_ db: Database) throws {
        try SearchBitmaps.rebuild(db)
        try LetterSets.rebuild(db)
    }

    /// Rebuilds the caches in one transaction when ``areMissing(_:)``.
    ///
    /// A read-only file keeps them missing, and so does a file another process is writing for longer
    /// than the busy timeout (an import, which writes them itself): the queries then read the tables
    /// (``CatalogColumns``, the full-text index), slower but with the same results.
    ///
    /// - Parameter writer: The database's connection.
    /// - Returns: Whether they were rebuilt.
    @discardableResult
    static func rebuildIfMissing(_ writer: any DatabaseWriter) throws -> Bool {
        guard try writer.read(areMissing) else { return false }
        do {
            return try writer.write { db in
                // Another process may have rebuilt them since the read.
                guard try areMissing(db) else { return false }
                try rebuild(db)
                return true
            }
        } catch let error as DatabaseError where [.SQLITE_READONLY, .SQLITE_BUSY].contains(error.resultCode) {
            return false
        }
    }
}
