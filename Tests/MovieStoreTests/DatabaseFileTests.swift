import Foundation
import MovieCatalog
import MovieStore
import TestSupport
import Testing

@Suite struct DatabaseFileTests {
    @Test func fileThatIsNotSQLiteIsReportedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("reel.sqlite")
        try FileManager.default.copyItem(atPath: TestPaths.fixture("not-a-database.sqlite.txt"), toPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = try #require(throws: CatalogError.self) { try CatalogDatabase(path: path) }
        #expect(error.code == .notADatabase)
        #expect(error.message.contains(path))
        #expect(error.message.contains("--database"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func missingDirectoryIsReported() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("no/such/dir/reel.sqlite")
        let error = try #require(throws: CatalogError.self) { try CatalogDatabase(path: path) }
        #expect(error.code == .databaseUnavailable)
        #expect(error.message.contains(path))
    }

    @Test(.enabled(if: getuid() != 0, "root writes into read-only directories"))
    func readOnlyDirectoryIsReported() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path) }
        let path = directory.path("reel.sqlite")
        let error = try #require(throws: CatalogError.self) { try CatalogDatabase(path: path) }
        #expect(error.code == .databaseUnavailable)
        #expect(error.message.contains("writable"))
    }

    /// Root ignores directory permissions; a read-only file system stops everyone (sysfs on Linux).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel"), "needs Linux sysfs"))
    func readOnlyFileSystemIsReported() throws {
        let path = "/sys/reel-tests-\(UUID().uuidString).sqlite"
        let error = try #require(throws: CatalogError.self) { try CatalogDatabase(path: path) }
        #expect(error.code == .databaseUnavailable)
        #expect(error.message.contains(path))
        #expect(error.message.contains("writable"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func reopeningKeepsEverything() throws {
        let catalog = try TestCatalog()
        try catalog.watchlist().add(movieID: 8882)
        let reopened = try CatalogDatabase(path: catalog.database.path)
        #expect(try reopened.isCatalogImported())
        #expect(try SQLiteWatchlistRepository(database: reopened).contains(movieID: 8882))
        #expect(try SQLiteMovieRepository(database: reopened).movie(id: 8882)?.title.display == "Casablanca")
    }
}
