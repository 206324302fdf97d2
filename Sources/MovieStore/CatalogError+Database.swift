import GRDB
import MovieCatalog

extension CatalogError {
    /// Translates a GRDB error into a message that names the database file and what to do.
    ///
    /// - Parameter error: The error GRDB threw.
    /// - Parameter path: The database file.
    /// - Parameter action: What was being done ("open", "read", "write", "import into").
    init(database error: any Error, path: String, action: String) {
        guard let error = error as? DatabaseError else {
            self.init(.databaseFailure, "cannot \(action) the database \(path): \(error)", file: path)
            return
        }
        let sql = error.sql
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            self.init(
                .notADatabase,
                "\(path) is not a reel database (SQLite says: \(error.message ?? "file is not a database")). "
                    + "Move it away or choose another file with --database; it was left untouched.",
                file: path, sql: sql)
        case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
            self.init(
                .databaseUnavailable,
                "cannot \(action) the database \(path): \(error.message ?? "permission denied"). "
                    + "Check that its directory exists and is writable, or choose another file with --database.",
                file: path, sql: sql)
        case .SQLITE_FULL, .SQLITE_IOERR:
            self.init(
                .diskFull,
                "cannot \(action) the database \(path): \(error.message ?? "disk I/O error") (is the disk full?). "
                    + "Free some space and try again; the previous contents are unchanged.",
                file: path, sql: sql)
        default:
            self.init(
                .databaseFailure,
                "cannot \(action) the database \(path): \(error.message ?? "\(error)")",
                file: path, sql: sql)
        }
    }
}
