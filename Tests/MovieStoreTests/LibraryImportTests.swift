import Foundation
import GRDB
import LibraryExchange
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The Letterboxd fixture (its traps in Tests/TestSupport/Data/letterboxd/README.md) and IMDb's exports
/// imported against the IMDb fixture catalog with the films the traps need.
@Suite struct LibraryImportTests {
    static let expectedCounts = [
        "viewing": 13, "viewing_tag": 6, "watchlist": 2, "list": 1, "list_entry": 3, "import_pending": 5,
    ]

    @Test func theFixtureExportMatchesByTitleAndYearAndKeepsTheRest() throws {
        let library = try LibraryCatalog()
        let report = try library.imports.importBatch(try LetterboxdExport.read(at: LibraryFixture.letterboxdFolder))
        #expect(report.matchedByID == 0)
        #expect(report.matchedByTitle == 21)
        #expect(report.ambiguous == 2)
        #expect(report.unmatched == 3)
        #expect(report.alreadyImported == 0)
        #expect(report.badLines.map(\.line) == [15, 16, 17, 4])
        #expect(try library.counts() == Self.expectedCounts)
        let viewed = try library.ints(
            "SELECT movie_id FROM library.viewing WHERE watched_on IS NOT NULL ORDER BY watched_on, id")
        // The Godfather twice, Scarface 1983 then 1932, Psycho 1998, Amélie, The Good, the Bad and the Ugly,
        // Say "Cheese", Metropolis (1927 for 1926), Pulp Fiction, Apocalypse Now (from its review).
        #expect(
            viewed == [
                68646, 68646, 86250, 23427, 155_975, 211_915, 60196, 9_000_001, 17136, 110_912, 78788,
            ])
        // Undated: Seven Samurai rated 4.5, Casablanca marked watched; The Godfather's rating and mark fold.
        #expect(
            try library.ints("SELECT movie_id FROM library.viewing WHERE watched_on IS NULL ORDER BY id")
                == [47478, 34583])
        #expect(try library.int("SELECT rating FROM library.viewing WHERE movie_id = 47478") == 9)
        #expect(try library.ints("SELECT movie_id FROM library.watchlist ORDER BY movie_id") == [54215, 71562])
        #expect(
            try library.ints("SELECT movie_id FROM library.list_entry ORDER BY position") == [68646, 110_912, 86250])
        let list = try library.database.read { db in
            try Row.fetchOne(db, sql: "SELECT name, description, ranked FROM library.list")
        }
        #expect(list?[0] == "Crime, ranked")
        #expect(list?[1] == "My \"favourite\" crimes")
        #expect(list?[2] == true)
        let review = try library.database.read { db in
            try String.fetchOne(
                db,
                sql:
                    "SELECT note FROM library.viewing WHERE source_key = 'letterboxd:diary:https://boxd.it/d1:2024-01-04'"
            )
        }
        #expect(review == "An offer, \"refused\".\nSecond line.")
        #expect(
            try library.database.read { db in
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT tag FROM library.viewing_tag JOIN library.viewing ON viewing.id = viewing_id
                        WHERE movie_id = 110912 ORDER BY place
                        """)
            } == ["cinema", "friends"])
    }

    @Test func importingTheSameExportAgainAddsNothing() throws {
        let library = try LibraryCatalog()
        let directory = try TemporaryDirectory()
        let zip = directory.path("export.zip")
        try LibraryFixture.zip(folder: LibraryFixture.letterboxdFolder, to: zip)
        _ = try library.imports.importBatch(try LetterboxdExport.read(at: LibraryFixture.letterboxdFolder))
        let again = try library.imports.importBatch(try LetterboxdExport.read(at: zip))
        #expect(again.matchedByID + again.matchedByTitle == 0)
        #expect(again.alreadyImported == 21)
        #expect(again.ambiguous == 2, "the rows waiting are matched anew, not added again")
        #expect(again.unmatched == 3)
        #expect(try library.counts() == Self.expectedCounts)
    }

    @Test func pendingRowsListTheirCandidatesAndResolveOrSkip() throws {
        let library = try LibraryCatalog()
        _ = try library.imports.importBatch(try LetterboxdExport.read(at: LibraryFixture.letterboxdFolder))
        let pending = try library.imports.pending()
        #expect(
            pending.map(\.record.title) == [
                "Hamlet", "A Film\nWith A Line Break", "Nonexistent Picture", "Unmade Sequel", "Hamlet",
            ])
        #expect(pending[0].candidates.map(\.id) == [9_100_001, 9_100_002])
        #expect(pending[0].record.file == "diary.csv")
        #expect(pending[0].record.line == 11)
        #expect(pending[4].record.kind == .listEntry)
        #expect(pending[2].candidates.isEmpty)

        try library.imports.resolve(pendingID: pending[0].id, movieID: 9_100_002)
        try library.imports.resolve(pendingID: pending[4].id, movieID: 9_100_001)
        try library.imports.skip(pendingID: pending[2].id)
        #expect(try library.imports.pending().map(\.id) == [pending[1].id, pending[3].id])
        #expect(try library.int("SELECT rating FROM library.viewing WHERE movie_id = 9100002") == 6)
        #expect(try library.int("SELECT position FROM library.list_entry WHERE movie_id = 9100001") == 4)
        #expect(throws: CatalogError.self) { try library.imports.skip(pendingID: pending[2].id) }
        #expect {
            try library.imports.resolve(pendingID: pending[1].id, movieID: 424_242)
        } throws: { error in (error as? CatalogError)?.code == .movieNotFound }

        // Imported again, the resolved rows are already there, the skipped one stays out, and nothing
        // waits twice.
        let again = try library.imports.importBatch(try LetterboxdExport.read(at: LibraryFixture.letterboxdFolder))
        #expect(again.alreadyImported == 24)
        #expect(again.unmatched == 2)
        #expect(again.ambiguous == 0)
        #expect(try library.imports.pending().map(\.id) == [pending[1].id, pending[3].id])
        #expect(try library.int("SELECT COUNT(*) FROM library.viewing") == 14)
    }

    @Test func imdbRatingsMatchByIDAndKeepWhatTheCatalogLacks() throws {
        let library = try LibraryCatalog()
        let report = try library.imports.importBatch(
            try IMDbExport.readRatings(at: LibraryFixture.imdbExport("ratings.csv")))
        #expect(report.matchedByID == 2)
        #expect(report.unmatched == 1)
        #expect(report.badLines.count == 2)
        #expect(
            try library.ints("SELECT movie_id FROM library.viewing WHERE watched_on IS NULL ORDER BY movie_id")
                == [47478, 68646])
        let list = try library.imports.importBatch(
            try IMDbExport.readList(at: LibraryFixture.imdbExport("Coppola.csv")))
        #expect(list.matchedByID == 2)
        #expect(try library.int("SELECT COUNT(*) FROM library.list WHERE name = 'Coppola'") == 1)
    }

    @Test func theOriginalTitleMatchesWhenThePrimaryDoesNot() throws {
        let catalog = try TestCatalog()
        let imports = SQLiteLibraryImportRepository(database: catalog.database)
        let records = [
            ImportRecord(
                kind: .rating, file: "ratings.csv", line: 2, title: "Der Pate", originalTitle: "The Godfather",
                year: 1972, imdbID: IMDbID(68646), sourceKey: "a",
                details: ViewingDetails(date: nil, rating: PersonalRating(8))),
            ImportRecord(kind: .watched, file: "watched.csv", line: 2, title: "Titanic", year: 1944, sourceKey: "b"),
            ImportRecord(kind: .watched, file: "watched.csv", line: 3, title: "Titanic", year: nil, sourceKey: "c"),
        ]
        let report = try imports.importBatch(ImportBatch(source: "test", records: records, badLines: []))
        #expect(report.matchedByTitle == 2, "the sample CSV has no IMDb ids: by the original title, then 1943 for 1944")
        #expect(report.ambiguous == 1, "a title without a year is never guessed")
        let ids = try catalog.database.read { db in
            try Int.fetchAll(db, sql: "SELECT movie_id FROM library.viewing ORDER BY id")
        }
        #expect(ids == [20545, 52346])
    }

    @Test func matchingSearchesIndexesNotTheWholeCatalog() throws {
        let library = try LibraryCatalog()
        let plans = try library.database.read { db in
            try [(ImportMatcher.byIMDbSQL, [1]), (ImportMatcher.bySortTitleSQL, [1, 1, 1])].map { sql, arguments in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: StatementArguments(arguments)).map {
                    $0["detail"] as String
                }
                .joined(separator: "; ")
            }
        }
        #expect(plans[0].contains("USING INDEX movie_by_imdb"), "\(plans[0])")
        #expect(plans[1].contains("USING INDEX movie_by_title (sort_title=?)"), "\(plans[1])")
    }

    /// The batch is one transaction: a failure at its watchlist rows (after every viewing is written)
    /// leaves the library as it was, as a process killed there would.
    @Test func aBatchFailingHalfwayWritesNothing() throws {
        let library = try LibraryCatalog()
        try library.database.write { db in
            try db.execute(
                sql: """
                    CREATE TEMP TRIGGER fail_at_watchlist BEFORE INSERT ON library.watchlist
                    BEGIN SELECT RAISE(ABORT, 'the disk went away'); END
                    """)
        }
        #expect(throws: CatalogError.self) {
            try library.imports.importBatch(try LetterboxdExport.read(at: LibraryFixture.letterboxdFolder))
        }
        #expect(
            try library.counts() == [
                "viewing": 0, "viewing_tag": 0, "watchlist": 0, "list": 0, "list_entry": 0, "import_pending": 0,
            ])
    }
}
