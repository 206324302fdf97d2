import Foundation
import MovieStore
import Synchronization

/// The full catalog imported once into a temporary database, shared by every browser benchmark;
/// its directory is removed when the process exits.
enum BrowserCatalog {
    private static let shared = Mutex<(database: CatalogDatabase, directory: URL)?>(nil)

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
