import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// A catalog the user cannot write (a shared read-only mount) is read as a file that never changes,
/// while the library, attached, takes every write.
@Suite struct ReadOnlyCatalogTests {
    /// A catalog with the sample imported in its own directory, closed, then made read-only: the file
    /// 0444, its directory 0555. The library lives elsewhere.
    struct ReadOnlyFiles {
        let catalogDirectory: TemporaryDirectory
        let libraryDirectory: TemporaryDirectory
        var catalog: String { catalogDirectory.path("reel.sqlite") }
        var library: String { libraryDirectory.path("library.sqlite") }

        init(prepare: (CatalogDatabase) throws -> Void = { _ in }) throws {
            catalogDirectory = try TemporaryDirectory()
            libraryDirectory = try TemporaryDirectory()
            do {
                let database = try CatalogDatabase(
                    path: catalogDirectory.path("reel.sqlite"), library: libraryDirectory.path("first.sqlite"))
                try CatalogImporter(database: database).importCatalog(from: TestPaths.sampleCSV)
                try prepare(database)
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o555], ofItemAtPath: catalogDirectory.url.path)
        }

        func makeWritable() {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: catalogDirectory.url.path)
            try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: catalog)
        }
    }

    @Test(.enabled(if: getuid() != 0, "root writes into read-only files"))
    func aReadOnlyCatalogIsSearchedWhileTheLibraryIsWritten() throws {
        let files = try ReadOnlyFiles()
        defer { files.makeWritable() }
        let database = try CatalogDatabase(path: files.catalog, library: files.library)
        #expect(database.isReadOnly)
        let movies = SQLiteMovieRepository(database: database)
        #expect(try movies.movies(matching: MovieQuery(text: "godfather")).total == 4)
        #expect(try movies.movies(matching: FieldQuery.parse("year:1970..1979")).total == 5)

        let diary = SQLiteDiaryRepository(database: database)
        try diary.log(movieID: 20545, ViewingDetails(date: CalendarDate(iso: "2026-11-20"), rating: PersonalRating(9)))
        try SQLiteWatchlistRepository(database: database).add(movieID: 8882)
        let lists = SQLiteListRepository(database: database)
        let list = try lists.create(ListDetails(name: "Shared shelf"))
        try lists.add(movieID: 20545, toList: list.id, note: nil)
        #expect(try lists.list(id: list.id)?.progress == ListProgress(seen: 1, total: 1))
        let smart = try lists.create(ListDetails(name: "Godfathers", smartQuery: "godfather"))
        #expect(smart.progress == ListProgress(seen: 1, total: 4))
        let statistics = try SQLiteLibraryStatisticsRepository(database: database).statistics(year: 2026)
        #expect(statistics.viewings == 1 && statistics.minutes == 175 && statistics.myRatingCounts[8] == 1)

        let failed = try #require(throws: CatalogError.self) {
            try CatalogImporter(database: database).importCatalog(from: TestPaths.sampleCSV)
        }
        #expect(failed.code == .catalogReadOnly && failed.message.contains(files.catalog))

        let again = try CatalogDatabase(path: files.catalog, library: files.library, access: .single)
        #expect(try SQLiteDiaryRepository(database: again).viewings(movieID: 20545).first?.rating?.value == 9)
        #expect(try SQLiteWatchlistRepository(database: again).contains(movieID: 8882))
        #expect(try SQLiteListRepository(database: again).lists().map(\.name) == ["Godfathers", "Shared shelf"])
        let attributes = try FileManager.default.attributesOfItem(atPath: files.catalog)
        #expect((attributes[.posixPermissions] as? Int) == 0o444)
    }

    @Test(.enabled(if: getuid() != 0, "root writes into read-only files"))
    func anOlderReadOnlyCatalogAsksToBeOpenedWithWriteAccess() throws {
        let files = try ReadOnlyFiles { database in
            try database.write { db in try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v9%'") }
        }
        defer { files.makeWritable() }
        let error = try #require(throws: CatalogError.self) {
            try CatalogDatabase(path: files.catalog, library: files.library)
        }
        #expect(error.code == .catalogReadOnly)
        #expect(error.message.contains(files.catalog) && error.message.contains("open it once with write access"))
    }

    /// A read-only catalog of before the library keeps its watchlist: the entries are copied once,
    /// and one removed from the library does not come back.
    @Test(.enabled(if: getuid() != 0, "root writes into read-only files"))
    func aReadOnlyCatalogsWatchlistIsCopiedOnce() throws {
        let files = try ReadOnlyFiles { database in
            try database.write { db in try LegacyWatchlist.add(db, [(20545, 9, "with Dad"), (8882, nil, nil)]) }
        }
        defer { files.makeWritable() }
        let first = try CatalogDatabase(path: files.catalog, library: files.library)
        #expect(first.movedWatchlistEntries == 2)
        let watchlist = SQLiteWatchlistRepository(database: first)
        #expect(try watchlist.entry(movieID: 20545)?.note == "with Dad")
        try watchlist.remove(movieID: 8882)
        let second = try CatalogDatabase(path: files.catalog, library: files.library)
        #expect(second.movedWatchlistEntries == 0)
        #expect(try SQLiteWatchlistRepository(database: second).movieIDs() == [20545])
    }
}

/// The watchlist table a catalog kept before the library existed, as the previous version wrote it
/// ("v1 watchlist" and the columns of "v4 imdb").
enum LegacyWatchlist {
    static func add(_ db: Database, _ entries: [(id: Int, rating: Int?, note: String?)]) throws {
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS main.watchlist (
                    movie_id INTEGER PRIMARY KEY,
                    added_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL,
                    personal_rating INTEGER CHECK (personal_rating BETWEEN 1 AND 10),
                    note TEXT,
                    imdb_id INTEGER,
                    title TEXT,
                    year INTEGER
                );
                CREATE INDEX IF NOT EXISTS main.watchlist_by_added ON watchlist(added_at, movie_id);
                """)
        for (index, entry) in entries.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO main.watchlist (movie_id, added_at, updated_at, personal_rating, note, imdb_id, title, year)
                    SELECT id, ?, ?, ?, ?, imdb_id, display_title, year FROM main.movie WHERE id = ?
                    """,
                arguments: [1_000 + index, 2_000 + index, entry.rating, entry.note, entry.id])
        }
    }
}
