import Foundation
import MovieStore
import Synchronization

/// The full catalog imported once into a temporary database, shared by every browser benchmark;
/// its directory is removed when the process exits. `REEL_BENCH_DATABASE` names a larger catalog
/// (an existing database file, copied first so the benchmarks never change it) that the "At scale"
/// benchmarks run beside the shipped one.
enum BrowserCatalog {
    private static let shared = Mutex<(database: CatalogDatabase, directory: URL)?>(nil)
    private static let large = Mutex<CatalogDatabase?>(nil)

    /// The database file `REEL_BENCH_DATABASE` names, if set.
    static var largePath: String? {
        guard let path = ProcessInfo.processInfo.environment["REEL_BENCH_DATABASE"], !path.isEmpty else { return nil }
        return path
    }

    /// The library file `REEL_BENCH_LIBRARY` names, if set: copied beside the large catalog's copy,
    /// where that catalog opens its library.
    static var libraryPath: String? {
        guard let path = ProcessInfo.processInfo.environment["REEL_BENCH_LIBRARY"], !path.isEmpty else { return nil }
        return path
    }

    /// A copy of the database `REEL_BENCH_DATABASE` names, in the shipped catalog's directory,
    /// made the first time it is asked for.
    static func largeDatabase() throws -> CatalogDatabase {
        _ = try database()
        return try large.withLock { state in
            if let state { return state }
            guard let source = largePath, let directory = shared.withLock({ $0?.directory }) else {
                throw BrowserBenchmarkError(description: "REEL_BENCH_DATABASE is not set")
            }
            let copy = directory.appendingPathComponent("large.sqlite")
            try FileManager.default.copyItem(at: URL(fileURLWithPath: source), to: copy)
            if let library = libraryPath {
                try FileManager.default.copyItem(
                    at: URL(fileURLWithPath: library), to: directory.appendingPathComponent("large.library.sqlite"))
            }
            let opened = try CatalogDatabase(path: copy.path)
            guard try opened.isCatalogImported() else {
                throw BrowserBenchmarkError(description: "\(source) holds no imported catalog")
            }
            state = opened
            return opened
        }
    }

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
