import GRDB

/// How a ``CatalogDatabase`` reaches its file.
///
/// The browser reads in the background (the whole catalog's facet counts, the statistics) while a
/// screen reads too, so it gets a pool: readers beside one writer. A command of the command line
/// runs one statement after another and exits, so it gets one connection, which opens without the
/// pool's set-up (a write transaction and two file syncs on every open, to make sure the WAL file
/// exists) and costs a third of the pool's instructions to open.
enum CatalogConnection: Sendable {
    case pool(DatabasePool)
    case single(DatabaseQueue)

    /// The connection as GRDB's writer, for the migrator and the caches' rebuild.
    var writer: any DatabaseWriter {
        switch self {
        case .pool(let pool): pool
        case .single(let queue): queue
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        switch self {
        case .pool(let pool): try pool.read(body)
        case .single(let queue): try queue.read(body)
        }
    }

    func write<T>(_ body: (Database) throws -> T) throws -> T {
        switch self {
        case .pool(let pool): try pool.write(body)
        case .single(let queue): try queue.write(body)
        }
    }

    func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        switch self {
        case .pool(let pool): try pool.writeWithoutTransaction(body)
        case .single(let queue): try queue.writeWithoutTransaction(body)
        }
    }
}
