import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The migrations, from a checked-in database of each earlier version (`Support/Migrations`): the
/// latest schema, the rows kept, and exactly the data the migrations gave before they were frozen.
@Suite struct MigrationTests {
    static let versions = MigrationFixture.versions.map(\.name)
    static let unitSeparator = "\u{1F}"

    /// A database file made from fixture `version` (`v1`…`v9`), in `directory`.
    static func database(_ version: String, in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("\(version).sqlite")
        // A missing fixture throws here: the test fails, it is never skipped.
        let sql = try String(contentsOfFile: MigrationFixture.path("\(version).sql"), encoding: .utf8)
        try MigrationFixture.load(sql, into: path)
        return path
    }

    /// The schema of a new database, migrated from nothing.
    static func freshSchema() throws -> [String] {
        let queue = try DatabaseQueue()
        try CatalogSchema.migrator.migrate(queue)
        return try queue.read(MigrationFixture.schema)
    }

    /// Every version but the latest has its fixture: a new migration comes with the fixture of the
    /// version before it.
    @Test func everyEarlierVersionHasAFixture() throws {
        let migrated = CatalogSchema.migrator.migrations.compactMap { $0.split(separator: " ").first.map(String.init) }
        var versions: [String] = []
        for version in migrated where versions.last != version { versions.append(version) }
        #expect(Array(versions.dropLast()) == Self.versions)
        #expect(versions.last == "v10")
        for version in Self.versions {
            #expect(FileManager.default.fileExists(atPath: MigrationFixture.path("\(version).sql")))
        }
        for version in MigrationFixture.versionsBeforeFrozenSQL {
            #expect(FileManager.default.fileExists(atPath: MigrationFixture.path("\(version).upgraded.txt")))
        }
    }

    @Test(arguments: versions)
    func anEarlierVersionMigratesToTheLatestSchema(version: String) throws {
        let directory = try TemporaryDirectory()
        let queue = try DatabaseQueue(path: Self.database(version, in: directory))
        #expect(try queue.read(CatalogSchema.migrator.hasCompletedMigrations) == false)
        try CatalogSchema.migrator.migrate(queue)
        let schema = try queue.read(MigrationFixture.schema)
        let fresh = try Self.freshSchema()
        #expect(
            schema == fresh,
            "only in \(version): \(Set(schema).subtracting(fresh)), only fresh: \(Set(fresh).subtracting(schema))")

        let number = Int(version.dropFirst()) ?? 0
        try queue.read { db in
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie") == (number >= 4 ? 7 : 6))
            #expect(try String.fetchOne(db, sql: "SELECT note FROM watchlist WHERE movie_id = 2") == "with Ilsa")
            #expect(try Int.fetchOne(db, sql: "SELECT generation FROM catalog_import") == (number >= 2 ? 3 : 0))
            let spread = try Double.fetchOne(db, sql: "SELECT spread FROM movie WHERE id = 3")
            #expect(spread == 4.5, "split between 1 and 10 stars")
            #expect(try String.fetchOne(db, sql: "SELECT title FROM watchlist WHERE movie_id = 2") == "Casablanca")
            guard number >= 4 else { return }
            func characters(_ movie: Int, _ ordering: Int) throws -> String? {
                try String.fetchOne(
                    db, sql: "SELECT characters FROM credit WHERE movie_id = ? AND ordering = ?",
                    arguments: [movie, ordering])
            }
            #expect(try characters(1, 2) == "Michael Corleone" + Self.unitSeparator + "Narrator")
            #expect(try characters(7, 1) == "Michael \"Mike\" Corleone")
            #expect(try characters(1, 6) == nil, "[] has no characters")
            #expect(try characters(1, 5) == nil)
            #expect(try Int.fetchOne(db, sql: "SELECT credit_count FROM person WHERE id = 338") == 3)
        }
    }

    /// Up to "v8 letter sets", then the caches rebuilt as opening does: every row, the caches'
    /// included, is what the migrations gave when they still ran the app's code.
    @Test(arguments: MigrationFixture.versionsBeforeFrozenSQL)
    func anUpgradedCatalogHoldsWhatTheOldMigrationsGave(version: String) throws {
        let directory = try TemporaryDirectory()
        let pool = try DatabasePool(path: Self.database(version, in: directory))
        try CatalogSchema.migrator.migrate(pool, upTo: "v8 letter sets")
        // Emptied by a migration, or (v8) stored without the kinds column the caches hold since series.
        #expect(try CatalogCaches.rebuildIfMissing(pool), "emptied by a migration")
        let expected = try String(
            contentsOfFile: MigrationFixture.path("\(version).upgraded.txt"), encoding: .utf8)
        // The kinds column of the caches came with series, after these files: every title of them is
        // a movie (kind 0, one byte each).
        let lines = try pool.read(MigrationFixture.contents).split(separator: "\n", omittingEmptySubsequences: false)
        let kinds = lines.filter { $0.hasPrefix("'kinds',") }.map(String.init)
        let movies = try pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie") } ?? 0
        #expect(kinds == ["'kinds',\(movies),X'" + String(repeating: "00", count: movies) + "'"])
        #expect(lines.filter { !$0.hasPrefix("'kinds',") }.joined(separator: "\n") == expected)
        #expect(try CatalogCaches.rebuildIfMissing(pool) == false, "rebuilt once")
    }

    /// Opening an old file migrates it and rebuilds its caches: searches and pages read them.
    @Test func openingAnOldCatalogRebuildsItsCaches() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.database("v4", in: directory)
        var announced = 0
        let database = try CatalogDatabase(path: path) { announced += 1 }
        #expect(announced == 1)
        #expect(try database.fetchInt("SELECT COUNT(*) FROM catalog_column") == 13)
        let movies = SQLiteMovieRepository(database: database)
        let page = try movies.movies(matching: MovieQuery(text: "godfather", sort: MovieSort(.year)))
        #expect(page.movies.map(\.id) == [1, 7])
        let divisive = try movies.movies(matching: MovieQuery(sort: MovieSort(.divisive, descending: true)))
        #expect(divisive.movies.map(\.id) == [3, 1, 5, 2, 6, 7, 4])
    }

    /// A read-only file whose caches are missing still opens: the queries read the tables.
    @Test func aReadOnlyCatalogWithoutCachesStillOpens() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.database("v8", in: directory)
        do {
            let pool = try DatabasePool(path: path)
            try CatalogSchema.migrator.migrate(pool)
            try pool.write { db in try db.execute(sql: "DELETE FROM catalog_column") }
            _ = try pool.writeWithoutTransaction { db in try db.checkpoint(Database.CheckpointMode.truncate) }
        }
        var configuration = Configuration()
        configuration.readonly = true
        let pool = try DatabasePool(path: path, configuration: configuration)
        #expect(try CatalogCaches.rebuildIfMissing(pool) == false)
        #expect(try pool.read(CatalogCaches.areMissing))
    }

    /// "v10 series" gives every movie of an older catalog the kind movie and no last year, and adds
    /// the empty episode table.
    @Test func anOlderCatalogsTitlesAreMovies() throws {
        let directory = try TemporaryDirectory()
        let queue = try DatabaseQueue(path: Self.database("v9", in: directory))
        try CatalogSchema.migrator.migrate(queue)
        let kinds = try queue.read { db in try Int.fetchAll(db, sql: "SELECT DISTINCT kind FROM movie") }
        let counts = try queue.read { db in
            try Int.fetchAll(db, sql: "SELECT COUNT(end_year) FROM movie UNION ALL SELECT COUNT(*) FROM episode")
        }
        #expect(kinds == [0])
        #expect(counts == [0, 0])
        let movie = try SQLiteMovieRepository(database: CatalogDatabase(path: directory.path("v9.sqlite"))).movie(id: 1)
        #expect(movie?.kind == .movie)
        #expect(movie?.years == "1972")
    }

    /// "v9 credit characters" turns IMDb's JSON arrays into names joined by U+001F, in their order.
    @Test func creditCharactersBecomeUnitSeparatedNames() throws {
        let queue = try DatabaseQueue()
        try CatalogSchema.migrator.migrate(queue, upTo: "v8 letter sets")
        let names = (1...12).map { "Name \($0)" }
        let json = "[" + names.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let values: [String?] = [
            #"["Michael Corleone","Narrator"]"#, "[]", nil, #"["Amélie \"Poulain\""]"#, "plain", "[broken", json,
        ]
        try queue.write { db in
            for (ordering, value) in values.enumerated() {
                try db.execute(
                    sql:
                        "INSERT INTO credit (movie_id, ordering, person_id, category, characters) VALUES (1, ?, 1, 'actor', ?)",
                    arguments: [ordering, value])
            }
        }
        try CatalogSchema.migrator.migrate(queue)
        let converted = try queue.read { db in
            try String?.fetchAll(db, sql: "SELECT characters FROM credit ORDER BY ordering")
        }
        let separator = Self.unitSeparator
        #expect(
            converted == [
                "Michael Corleone\(separator)Narrator", nil, nil, "Amélie \"Poulain\"", "plain", "[broken",
                names.joined(separator: separator),
            ])
    }

    /// The one description of the indexes is what a new database and an imported one have.
    @Test func theIndexDescriptionIsTheLatestSchemas() throws {
        let described = Set(CatalogIndex.all.map { MigrationFixture.normalized(String($0.create.dropLast())) })
        func indexes(_ database: CatalogDatabase) throws -> Set<String> {
            try database.read { db in
                try Set(
                    String.fetchAll(
                        db,
                        sql: """
                            SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
                                AND tbl_name IN ('movie', 'person', 'credit', 'episode')
                            """
                    ).map(MigrationFixture.normalized))
            }
        }
        #expect(try indexes(TestCatalog(importing: nil).database) == described)
        #expect(try indexes(TestCatalog().database) == described)
        #expect(described.count == 12)
        // An IMDb import drops and creates them again, the episodes' index among them.
        let imported = try TestCatalog(importing: nil)
        try IMDbImporter(database: imported.database).importDatasets(from: TestPaths.imdbDirectory)
        #expect(try indexes(imported.database) == described)
    }
}
