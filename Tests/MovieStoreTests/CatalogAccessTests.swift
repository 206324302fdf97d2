import Foundation
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// A command's one connection reads and writes what the browser's pool does, and a file is always
/// in WAL mode, whoever made it, so the two can use it at once.
@Suite struct CatalogAccessTests {
    @Test func oneConnectionReadsAndWritesTheSameCatalog() throws {
        let catalog = try TestCatalog()
        let single = try CatalogDatabase(path: catalog.database.path, access: .single)
        guard case .single = single.connection else {
            Issue.record("an existing file opened for one command has a pool")
            return
        }
        let query = MovieQuery(text: "godfather")
        let shared = try SQLiteMovieRepository(database: catalog.database).movies(matching: query)
        let alone = try SQLiteMovieRepository(database: single).movies(matching: query)
        #expect(alone.total == shared.total)
        #expect(alone.total > 0)
        #expect(alone.movies.map(\.id) == shared.movies.map(\.id))
        let movie = try #require(alone.movies.first)
        _ = try SQLiteWatchlistRepository(database: single).add(movieID: movie.id)
        #expect(try SQLiteWatchlistRepository(database: catalog.database).contains(movieID: movie.id))
        #expect(try single.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func aNewFileIsMadeByAPoolInWALModeEvenForOneCommand() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("new.sqlite").path
        let database = try CatalogDatabase(path: path, access: .single)
        guard case .pool = database.connection else {
            Issue.record("a new file opened for one command has no pool")
            return
        }
        #expect(try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
    }
}
