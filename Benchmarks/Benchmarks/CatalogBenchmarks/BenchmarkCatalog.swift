import Foundation
import MovieCatalog
import MovieStore
import Synchronization

/// The full catalog imported once into a temporary database, shared by the query benchmarks.
enum BenchmarkCatalog {
    private static let shared = Mutex<(database: CatalogDatabase, directory: URL, kept: SQLiteMovieRepository)?>(nil)

    /// Resources/movies.csv of the root package.
    static var csvPath: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/movies.csv").path
    }

    static func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Imports the catalog into a temporary database the first time it is called.
    static func prepare() throws {
        try shared.withLock { state in
            guard state == nil else { return }
            let directory = try makeTemporaryDirectory()
            let opened = try CatalogDatabase(path: directory.appendingPathComponent("reel.sqlite").path)
            try CatalogImporter(database: opened).importCatalog(from: csvPath)
            state = (opened, directory, SQLiteMovieRepository(database: opened))
        }
    }

    /// Removes the shared database's directory (the teardown of every query benchmark).
    static func cleanUp() throws {
        let directory = shared.withLock { state -> URL? in
            defer { state = nil }
            return state?.directory
        }
        if let directory {
            try FileManager.default.removeItem(at: directory)
        }
    }

    /// A new repository over the shared database: it has counted no filter yet.
    static func movies() throws -> SQLiteMovieRepository {
        guard let database = shared.withLock({ $0?.database }) else {
            throw CatalogError(.catalogNotImported, "the benchmark catalog was not prepared")
        }
        return SQLiteMovieRepository(database: database)
    }

    /// The path of the shared database, to open it again (as a new process would).
    static func databasePath() throws -> String {
        guard let database = shared.withLock({ $0?.database }) else {
            throw CatalogError(.catalogNotImported, "the benchmark catalog was not prepared")
        }
        return database.path
    }

    /// The one repository kept over the shared database (as the app keeps one): the filters it has
    /// counted stay counted until the benchmark's teardown.
    static func keptMovies() throws -> SQLiteMovieRepository {
        guard let repository = shared.withLock({ $0?.kept }) else {
            throw CatalogError(.catalogNotImported, "the benchmark catalog was not prepared")
        }
        return repository
    }
}
