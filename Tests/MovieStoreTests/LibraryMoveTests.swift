import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// A catalog of the version before the library keeps the watchlist in its own file: the first open
/// moves every entry into the library, once, with its rating and note.
@Suite struct LibraryMoveTests {
    @Test func aVersion9CatalogsWatchlistMovesIntoTheLibraryOnce() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("reel.sqlite")
        let library = directory.path("library.sqlite")
        do {
            try MigrationFixture.load(
                try String(contentsOfFile: MigrationFixture.path("v8.sql"), encoding: .utf8), into: path)
            let queue = try DatabaseQueue(path: path)
            try CatalogSchema.migrator.migrate(queue)
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO watchlist VALUES (3, 1700000400000, 1700000500000, 7, 'twice, in 2024', NULL,
                            'Somewhere', 1990)
                        """)
            }
        }
        let database = try CatalogDatabase(path: path, library: library)
        #expect(database.movedWatchlistEntries == 3)
        let entries = try SQLiteWatchlistRepository(database: database).entries(offset: 0, limit: 10)
        #expect(entries.map(\.movieID) == [3, 999, 2])
        let casablanca = try #require(entries.last)
        #expect(casablanca.personalRating?.value == 9 && casablanca.note == "with Ilsa")
        #expect(casablanca.imdbID == IMDbID(34583) && casablanca.title == "Casablanca" && casablanca.year == 1942)
        #expect(casablanca.addedAt == Timestamp(millisecondsSince1970: 1_700_000_100_000))
        #expect(entries.first?.personalRating?.value == 7 && entries.first?.note == "twice, in 2024")
        let left = try database.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM main.sqlite_master WHERE name = 'watchlist')")
        }
        #expect(left == false, "the catalog keeps no watchlist")
        let again = try CatalogDatabase(path: path, library: library)
        #expect(again.movedWatchlistEntries == 0)
        #expect(try SQLiteWatchlistRepository(database: again).count() == 3)
    }
}
