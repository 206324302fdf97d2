/// Everything that can go wrong in the catalog, as one error type with a reason, a message and context.
///
/// The ``message`` is a full sentence for the user: it names the file, line or id at fault and, where
/// there is one, what to do. ``file``, ``line`` and ``sql`` carry the context for logs and tests.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the operation failed.
    public enum Code: String, Sendable, Hashable {
        /// The catalog CSV is missing or cannot be read.
        case csvUnreadable
        /// The catalog CSV does not have the expected columns.
        case csvMalformed
        /// The database file cannot be opened or created (missing or read-only directory, permissions).
        case databaseUnavailable
        /// The database file exists but is not an SQLite database (or is corrupt).
        case notADatabase
        /// The disk is full.
        case diskFull
        /// The catalog has not been imported into the database yet.
        case catalogNotImported
        /// Any other database failure.
        case databaseFailure
        /// No movie has the given id.
        case movieNotFound
        /// No person has the given id.
        case personNotFound
        /// The movie is not on the watchlist.
        case notOnWatchlist
        /// An argument is out of range (a rating outside 1...10, a note too long, a negative page size).
        case invalidArgument
        /// A file the user asked for (an export) cannot be written.
        case exportFailed
        /// A service the operation needs could not be made (a wiring error; the message has why).
        case serviceUnavailable
        /// An IMDb dataset file is missing or cannot be read to its end (a truncated or corrupt `.gz`).
        case datasetUnreadable
        /// An IMDb dataset file does not have the expected columns.
        case datasetMalformed
        /// A viewing, a list or a row waiting for review does not exist.
        case notFound
        /// An export to import (Letterboxd's, IMDb's, a backup) is missing, unreadable or unsafe.
        case importUnreadable
        /// The catalog is read-only and the operation would change it.
        case catalogReadOnly
    }

    /// Why the operation failed.
    public let code: Code
    /// A sentence for the user naming what failed and what to do.
    public let message: String
    /// The file involved (the CSV or the database), if any.
    public let file: String?
    /// The line of the CSV involved, if any.
    public let line: Int?
    /// The SQL statement that failed, if any.
    public let sql: String?

    /// Creates an error.
    ///
    /// - Parameter code: Why the operation failed.
    /// - Parameter message: A sentence for the user.
    /// - Parameter file: The file involved.
    /// - Parameter line: The CSV line involved.
    /// - Parameter sql: The failing SQL statement.
    public init(_ code: Code, _ message: String, file: String? = nil, line: Int? = nil, sql: String? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.sql = sql
    }

    /// The message, as shown to the user.
    public var description: String { message }
}
