import MovieCatalog
import Synchronization

/// The ``ChangeMonitor`` of a ``CatalogDatabase``: SQLite's `PRAGMA data_version`, which changes
/// when another connection (another process) commits, and not for this process's own writes.
public final class SQLiteChangeMonitor: ChangeMonitor {
    private let database: CatalogDatabase
    private let last = Mutex<Int?>(nil)

    /// Creates a monitor of `database`.
    ///
    /// - Parameter database: An open catalog database.
    public init(database: CatalogDatabase) {
        self.database = database
    }

    /// Whether another process committed a change since the last call; `false` on the first call and
    /// when the version cannot be read.
    public func changedElsewhere() -> Bool {
        guard let version = try? database.dataVersion() else { return false }
        return last.withLock { last in
            defer { last = version }
            return last.map { $0 != version } ?? false
        }
    }
}
