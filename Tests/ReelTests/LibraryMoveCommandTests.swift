import Foundation
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// A catalog of the version before the library, with its watchlist in the catalog file: the first
/// command moves the entries into the library and says so once.
@Suite struct LibraryMoveCommandTests {
    @Test func theWatchlistMovesIntoTheLibraryOnceWithANotice() throws {
        let directory = try TemporaryDirectory()
        var reel = ReelProcess(directory: directory.url)
        do {
            let database = try CatalogDatabase(path: reel.databasePath, library: directory.path("scratch.sqlite"))
            try CatalogImporter(database: database).importCatalog(from: TestPaths.sampleCSV)
            // The previous version's table ("v1 watchlist" with the columns of "v4 imdb") and rows.
            try database.execute(
                """
                CREATE TABLE main.watchlist (
                    movie_id INTEGER PRIMARY KEY,
                    added_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL,
                    personal_rating INTEGER CHECK (personal_rating BETWEEN 1 AND 10),
                    note TEXT,
                    imdb_id INTEGER,
                    title TEXT,
                    year INTEGER
                );
                CREATE INDEX main.watchlist_by_added ON watchlist(added_at, movie_id);
                INSERT INTO main.watchlist VALUES
                    (20545, 1700000100000, 1700000200000, 10, 'with Dad', NULL, 'The Godfather', 1972),
                    (8882, 1700000300000, 1700000300000, NULL, 'at the Rio', NULL, 'Casablanca', 1942),
                    (-1, 1700000400000, 1700000400000, 7, NULL, 76759, 'Star Wars', 1977);
                """)
        }
        let library = directory.path("home/library.sqlite")
        try FileManager.default.createDirectory(
            atPath: directory.path("home"), withIntermediateDirectories: true)
        reel.environment["REEL_LIBRARY"] = library

        let first = try reel.run("watchlist", "list", "--json")
        #expect(first.status == 0, "\(first.error)")
        #expect(
            first.error
                == "reel: moved 3 watchlist entries into your library \(library) (once; the catalog no longer keeps them)\n"
        )
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["movieId"] as? Int } == [-1, 8882, 20545])
        #expect(entries.last?["personalRating"] as? Int == 10 && entries.last?["note"] as? String == "with Dad")
        #expect(entries[1]["note"] as? String == "at the Rio" && entries[0]["personalRating"] as? Int == 7)
        #expect(entries[0]["imdbID"] as? String == "tt0076759" && entries[0]["inCatalog"] as? Bool == false)
        let attributes = try FileManager.default.attributesOfItem(atPath: library)
        #expect((attributes[.posixPermissions] as? Int) == 0o600, "the library is its owner's only")

        let second = try reel.run("watchlist", "list", "--json")
        #expect(second.status == 0 && second.error.isEmpty, "\(second.error)")
        #expect(second.output == first.output)
    }
}
