import Foundation
import MovieStore
import Synchronization

/// The full catalog imported once into a temporary database, shared by every browser benchmark;
/// its directory is removed when the process exits.
enum BrowserCatalog {
    private static let shared = Mutex<(database: CatalogDatabase, directory: URL)?>(nil)

    /// The movies on the benchmark database's watchlist.
    static let watchlistIDs = [20545, 20546, 8882, 48908, 46269]

    /// Resources/movies.csv of the root package.
    static var csvPath: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/movies.csv").path
    }

    /// The database, imported the first time it is asked for.
    static func database() throws -> CatalogDatabase {
        try shared.withLock { state in
            if let state { return state.database }
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("reel-browser-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let opened = try CatalogDatabase(path: directory.appendingPathComponent("reel.sqlite").path)
            try CatalogImporter(database: opened).importCatalog(from: csvPath)
            // A watchlist of five entries, so the Watchlist screen has rows.
            let watchlist = SQLiteWatchlistRepository(database: opened)
            for id in watchlistIDs { _ = try watchlist.add(movieID: id) }
            state = (opened, directory)
            atexit { BrowserCatalog.removeDirectory() }
            return opened
        }
    }

    private static func removeDirectory() {
        let directory = shared.withLock { $0?.directory }
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }
}
