import Foundation
import MovieCatalog
import MovieStore

/// Paths of the test fixtures and of the shipped catalog.
enum Fixtures {
    static let supportDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = supportDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ name: String) -> String {
        supportDirectory.appendingPathComponent("Data").appendingPathComponent(name).path
    }

    /// The 24 real movies (plus one with escape sequences in its title) of `sample.csv`.
    static var sampleCSV: String { path("sample.csv") }
    /// The full catalog, Resources/movies.csv.
    static var fullCatalogCSV: String { packageRoot.appendingPathComponent("Resources/movies.csv").path }
}

/// A fresh directory under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("reel-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A fresh database in its own temporary directory, with the sample catalog imported unless asked otherwise.
struct TestCatalog {
    let directory: TemporaryDirectory
    let database: CatalogDatabase
    var movies: SQLiteMovieRepository { SQLiteMovieRepository(database: database) }

    init(importing csv: String? = Fixtures.sampleCSV) throws {
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
