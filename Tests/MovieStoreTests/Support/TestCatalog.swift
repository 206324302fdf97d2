import Foundation
import MovieCatalog
import MovieStore
import TestSupport

/// A fresh database in its own temporary directory, with the sample catalog imported unless asked otherwise.
struct TestCatalog {
    let directory: TemporaryDirectory
    let database: CatalogDatabase
    var movies: SQLiteMovieRepository { SQLiteMovieRepository(database: database, origin: { TestOrigin.screen }) }

    init(importing csv: String? = TestPaths.sampleCSV) throws {
        directory = try TemporaryDirectory()
        database = try CatalogDatabase(path: directory.path("reel.sqlite"))
        if let csv {
            try CatalogImporter(database: database).importCatalog(from: csv)
        }
    }

    /// A watchlist whose clock ticks one second per call, starting at 1,000 s.
    func watchlist(clock: TickingClock = TickingClock()) -> SQLiteWatchlistRepository {
        SQLiteWatchlistRepository(database: database, now: { clock.tick() })
    }
}

/// Who the tests' calls run for: the origin the repositories of ``TestCatalog`` record.
enum TestOrigin {
    @TaskLocal static var screen: String?
}

/// A deterministic clock: each call returns one second later than the previous.
final class TickingClock: Sendable {
    private let state = Mutex(Int64(1_000_000))

    func tick() -> Timestamp {
        state.withLock { value in
            value += 1_000
            return Timestamp(millisecondsSince1970: value)
        }
    }
}

import Synchronization
