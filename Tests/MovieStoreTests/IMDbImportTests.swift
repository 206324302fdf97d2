import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The IMDb fixture (Tests/TestSupport/Data/imdb, its traps listed in its README.md) through the importer.
@Suite struct IMDbImportTests {
    /// The sample CSV (24 movies, The Godfather, Casablanca and Pulp Fiction among them): parsing the full
    /// catalog for every test would take seconds each.
    static let options = IMDbImporter.Options(catalogCSV: TestPaths.sampleCSV)

    static func ints(_ catalog: TestCatalog, _ sql: String) throws -> [Int] {
        try catalog.database.read { db in try Int.fetchAll(db, sql: sql) }
    }

    static func int(_ catalog: TestCatalog, _ sql: String) throws -> Int? {
        try catalog.database.read { db in try Int.fetchOne(db, sql: sql) }
    }

    @Test func keepsTheMoviesTheirPeopleAndCredits() throws {
        let catalog = try TestCatalog(importing: nil)
        let report = try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory, options: IMDbImportTests.options)
        #expect(report.movies == 9)
        #expect(report.series == 3)
        #expect(report.miniSeries == 1)
        #expect(report.episodes == 26)
        #expect(report.episodesWithoutSeries == 2)
        #expect(report.people == 25)
        #expect(report.credits == 41)
        #expect(report.unknownPeople == 4)
        #expect(report.withoutYear == 2)
        #expect(report.adultLeftOut == 1)
        #expect(report.unrated == 1)
        #expect(report.matched == 3)
        #expect(
            try IMDbImportTests.ints(catalog, "SELECT id FROM movie ORDER BY id")
                == [
                    34583, 47478, 68646, 71562, 75314, 78788, 110912, 903_747, 9_000_001, 9_000_005, 9_000_008,
                    9_400_001, 9_500_001,
                ])
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM person") == 25)
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM credit") == 41)
        // The people nobody kept credits stay out: the adult film's actress, the short's maker, nm9000013.
        #expect(
            try IMDbImportTests.int(
                catalog, "SELECT COUNT(*) FROM person WHERE id IN (9000002, 9000003, 9000004, 9000013)") == 0)
        // The credits of unknown people are kept.
        #expect(
            try IMDbImportTests.ints(
                catalog, "SELECT person_id FROM credit WHERE person_id NOT IN (SELECT id FROM person) ORDER BY 1")
                == [9_000_011, 9_000_012, 9_999_991, 9_999_992])
        #expect(try catalog.database.isCatalogImported())
        let row = try #require(
            try catalog.database.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT kind, movie_count, person_count, credit_count, skipped_count FROM catalog_import")
            })
        #expect(row[0] as String == "imdb")
        #expect(row[1] as Int == 13, "the rows of the movie table: movies, series and mini-series")
        #expect(row[2] as Int == 25)
        #expect(row[3] as Int == 41)
        #expect(row[4] as Int == 8)
    }

    @Test func readsQuotesNullsAndNonASCIIAsTheyAre() throws {
        let catalog = try TestCatalog(importing: nil)
        try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory, options: IMDbImportTests.options)
        let movie = try #require(
            try catalog.database.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT display_title, minutes, genres, rating, votes FROM movie WHERE id = 9000001")
            })
        #expect(movie[0] as String == "Say \"Cheese\"")
        #expect(movie[1] as Int? == nil)
        #expect(movie[2] as Int == 0)
        #expect(movie[3] as Double == 6.1)
        #expect(movie[4] as Int == 15)
        let unrated = try #require(
            try catalog.database.read { db in
                try Row.fetchOne(db, sql: "SELECT display_title, rating, votes, genres FROM movie WHERE id = 9000008")
            })
        #expect(unrated[0] as String == "Unrated Première")
        #expect(unrated[1] as Double == 0)
        #expect(unrated[2] as Int == 0)
        #expect(Genres(rawValue: unrated[3] as Int).contains(.documentary))
        let people = try catalog.database.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT name, birth_year, death_year, professions FROM person WHERE id IN (54, 9000008, 9000014) ORDER BY id"
            )
        }
        #expect(
            people.map { $0[0] as String } == ["Toshirô Mifune", "Zoë Ångström-Nuñez", "Dwayne \"The Rock\" Example"])
        #expect(people[0][2] as Int? == 1997)
        #expect(people[1][2] as Int? == nil)
        #expect(people[1][3] as String == "director")
        #expect(
            try catalog.database.read { db in
                try String.fetchOne(db, sql: "SELECT characters FROM credit WHERE person_id = 9999991")
            } == "Frankie \"Five Angels\" Pentangeli")
        // Searching finds titles and people by their words, diacritics folded.
        #expect(
            try IMDbImportTests.ints(catalog, "SELECT rowid FROM movie_fts WHERE movie_fts MATCH 'premiere'")
                == [9_000_008])
        #expect(
            try IMDbImportTests.ints(catalog, "SELECT rowid FROM person_fts WHERE person_fts MATCH 'mifune'") == [54])
    }

    @Test func godfatherCreditsInBillingOrderWithCharacters() throws {
        let catalog = try TestCatalog(importing: nil)
        try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory, options: IMDbImportTests.options)
        let credits = try catalog.database.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT ordering, person_id, category, job, characters FROM credit WHERE movie_id = 68646 ORDER BY ordering"
            )
        }
        #expect(credits.map { $0[1] as Int } == [8, 199, 1001, 473, 338, 701_374, 338, 749_556, 25])
        #expect(
            credits.map { $0[2] as String } == [
                "actor", "actor", "actor", "actress", "director", "writer", "writer", "producer", "composer",
            ])
        #expect(credits[0][4] as String? == "Don Vito Corleone")
        #expect(credits[1][4] as String? == "Michael Corleone")
        #expect(credits[4][4] as String? == nil)
        #expect(credits[5][3] as String? == "novel")
        // The Godfather Part II: title.crew adds the writers the principals lack, after them, in its order.
        let part2 = try catalog.database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT ordering, person_id, category FROM credit WHERE movie_id = 71562 ORDER BY ordering")
        }
        #expect(part2.map { $0[1] as Int } == [199, 134, 338, 9_999_991, 338, 701_374, 9_999_992])
        #expect(part2.map { $0[0] as Int } == [1, 2, 3, 4, 5, 6, 7])
        #expect(part2.suffix(3).map { $0[2] as String } == ["writer", "writer", "writer"])
        // Coppola: director of three movies, writer of three; the tvEpisode is not kept.
        #expect(
            try IMDbImportTests.ints(
                catalog, "SELECT movie_id FROM credit WHERE person_id = 338 AND category = 'director' ORDER BY 1")
                == [68646, 71562, 78788])
        #expect(
            try IMDbImportTests.ints(
                catalog, "SELECT movie_id FROM credit WHERE person_id = 338 AND category = 'writer' ORDER BY 1")
                == [68646, 71562, 78788])
    }

    @Test func badLinesAreReportedByFileAndLine() throws {
        let catalog = try TestCatalog(importing: nil)
        let report = try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory, options: IMDbImportTests.options)
        #expect(
            report.skippedLines.map(\.description) == [
                "title.episode.tsv.gz line 29: has 3 fields, expected 4",
                "title.episode.tsv.gz line 30: seasonNumber \"x1\" is not a number",
                "title.basics.tsv.gz line 17: has 6 fields, expected 9",
                "title.basics.tsv.gz line 18: startYear \"19x5\" is not a number",
                "title.basics.tsv.gz line 19: primaryTitle is empty",
                "title.principals.tsv.gz line 22: ordering \"x\" is not a number",
                "title.principals.tsv.gz line 30: has 3 fields, expected 6",
                "name.basics.tsv.gz line 26: has 3 fields, expected 6",
            ])
        #expect(report.skippedCount == 8)
        #expect(report.summary.contains("8 bad lines skipped: title.episode.tsv.gz line 29"))
    }

    @Test func onlyTheFirstTwentyBadLinesAreListed() throws {
        var skipped = SkippedLines()
        for line in 1...25 { skipped.add("title.basics.tsv.gz", line, "bad") }
        #expect(skipped.count == 25)
        #expect(skipped.listed.map(\.line) == Array(1...20))
        let report = IMDbImportReport(
            source: "d", movies: 1, people: 0, credits: 0, unknownPeople: 0, withoutYear: 0, adultLeftOut: 0,
            unrated: 0, matched: 0, skippedLines: skipped.listed, skippedCount: skipped.count)
        #expect(report.summary.hasSuffix("title.basics.tsv.gz line 20: bad; and 5 more"))
    }

    @Test func typesAndAdultWidenWhatIsKept() throws {
        let catalog = try TestCatalog(importing: nil)
        let report = try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory,
            options: .init(types: ["movie", "tvMovie"], includeAdult: true, catalogCSV: nil))
        #expect(report.movies == 11)
        #expect(report.adultLeftOut == 0)
        #expect(report.matched == 0)
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM movie WHERE id IN (9000002, 9000003)") == 2)
        // The tvMovie brings Al Pacino's fourth credit and its director; the adult film its actress.
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM credit WHERE person_id = 199") == 3)
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM person WHERE id IN (9000002, 9000003)") == 2)
        #expect(report.people == 24)
    }

    @Test func moviesMatchedWithTheCSVKeepItsSharesBudgetAndMPAA() throws {
        let catalog = try TestCatalog(importing: nil)
        let report = try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory, options: .init(catalogCSV: TestPaths.fullCatalogCSV))
        #expect(report.matched == 6)
        #expect(abs(report.matchRate - 6.0 / 9.0) < 1e-9)
        #expect(report.summary.contains("6 of 9 movies (66.7%) matched the shipped CSV"))
        let godfather = try #require(
            try catalog.database.read { db in
                try Row.fetchOne(
                    db,
                    sql: "SELECT budget, mpaa, r1, r10, rating, votes, imdb_id, spread FROM movie WHERE id = 68646")
            })
        #expect(godfather[0] as Int? == 6_000_000)
        #expect(godfather[1] as String? == nil)
        #expect(godfather[2] as Double? == 4.5)
        #expect(godfather[3] as Double? == 45.5)
        #expect(godfather[4] as Double == 9.2)
        #expect(godfather[5] as Int == 2_100_000)
        #expect(godfather[6] as Int == 68646)
        #expect(godfather[7] as Double? != nil)
        let pulp = try #require(
            try catalog.database.read { db in
                try Row.fetchOne(db, sql: "SELECT budget, mpaa, r9 FROM movie WHERE id = 110912")
            })
        #expect(pulp[0] as Int? == 8_000_000)
        #expect(pulp[1] as String? == "R")
        #expect(pulp[2] as Double? == 24.5)
        // Matched by its original title: the CSV writes it "Shichinin no samurai".
        #expect(try IMDbImportTests.int(catalog, "SELECT budget FROM movie WHERE id = 47478") == 500_000)
        // Casablanca 1942, not the CSV's Casablanca of 2002.
        #expect(try IMDbImportTests.int(catalog, "SELECT budget FROM movie WHERE id = 34583") == 950_000)
        // Not matched: no budget, no shares.
        let part2 = try #require(
            try catalog.database.read { db in
                try Row.fetchOne(db, sql: "SELECT budget, mpaa, r1, spread FROM movie WHERE id = 71562")
            })
        #expect(part2[0] as Int? == nil)
        #expect(part2[1] as String? == nil)
        #expect(part2[2] as Double? == nil)
        #expect(part2[3] as Double? == nil)
    }

    @Test func truncatedDownloadChangesNothing() throws {
        let catalog = try TestCatalog()
        _ = try catalog.watchlist().add(movieID: 1)
        let before = try IMDbImportTests.ints(catalog, "SELECT id FROM movie ORDER BY id")
        let error = try #require(throws: CatalogError.self) {
            try IMDbImporter(database: catalog.database).importDatasets(
                from: TestPaths.truncatedIMDbDirectory, options: IMDbImportTests.options)
        }
        #expect(error.code == .datasetUnreadable)
        #expect(error.file?.hasSuffix("imdb-truncated/title.principals.tsv.gz") == true)
        #expect(error.message.contains("title.principals.tsv.gz"))
        #expect(error.message.contains("ends early"))
        #expect(try IMDbImportTests.ints(catalog, "SELECT id FROM movie ORDER BY id") == before)
        #expect(before.count == 24)
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM credit") == 0)
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM person") == 0)
        #expect(try IMDbImportTests.ints(catalog, "SELECT movie_id FROM watchlist") == [1])
        #expect(try IMDbImportTests.int(catalog, "SELECT movie_count FROM catalog_import") == 24)
    }

    @Test func aMissingFileIsNamedBeforeAnythingChanges() throws {
        let catalog = try TestCatalog()
        let directory = try TemporaryDirectory()
        for name in ["title.basics", "title.ratings", "title.crew", "title.principals"] {
            try FileManager.default.copyItem(
                atPath: (TestPaths.imdbDirectory as NSString).appendingPathComponent(name + ".tsv"),
                toPath: directory.path(name + ".tsv"))
        }
        let error = try #require(throws: CatalogError.self) {
            try IMDbImporter(database: catalog.database).importDatasets(from: directory.url.path)
        }
        #expect(error.code == .datasetUnreadable)
        #expect(error.message.contains("name.basics.tsv.gz"))
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM movie") == 24)
    }

    @Test func plainTSVFilesImportAlike() throws {
        let directory = try TemporaryDirectory()
        for name in IMDbImporter.fileNames {
            try FileManager.default.copyItem(
                atPath: (TestPaths.imdbDirectory as NSString).appendingPathComponent(name + ".tsv"),
                toPath: directory.path(name + ".tsv"))
        }
        let catalog = try TestCatalog(importing: nil)
        let report = try IMDbImporter(database: catalog.database).importDatasets(from: directory.url.path)
        #expect(report.movies == 9)
        #expect(report.episodes == 26)
        #expect(report.credits == 41)
        #expect(report.skippedLines.first?.file == "title.episode.tsv")
    }

    @Test func progressReportsEveryFileOnce() throws {
        let catalog = try TestCatalog(importing: nil)
        var finished: [String] = []
        var rows: [String: Int] = [:]
        try IMDbImporter(database: catalog.database).importDatasets(from: TestPaths.imdbDirectory) { progress in
            if progress.finished {
                finished.append(progress.file)
                rows[progress.file] = progress.rows
            }
        }
        #expect(
            finished == [
                "title.ratings.tsv.gz", "title.episode.tsv.gz", "title.basics.tsv.gz", "title.crew.tsv.gz",
                "title.principals.tsv.gz", "name.basics.tsv.gz",
            ])
        #expect(rows["title.episode.tsv.gz"] == 29)
        #expect(rows["title.basics.tsv.gz"] == 49)
        #expect(rows["title.principals.tsv.gz"] == 45)
    }

    /// The steps after the files are reported in order, each started then ended, once every file is read;
    /// the commit ends once the catalog is readable.
    @Test func theStagesAfterTheFilesAreReportedInOrder() throws {
        let catalog = try TestCatalog(importing: nil)
        var events: [String] = []
        var moviesWhenCommitted = -1
        try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory,
            progress: { if $0.finished { events.append($0.file) } },
            stage: { stage, finished in
                events.append("\(stage.rawValue) \(finished ? "ended" : "started")")
                if stage == .commit && finished {
                    moviesWhenCommitted = (try? IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM movie")) ?? -1
                }
            })
        #expect(
            Array(events.suffix(10))
                == IMDbImporter.Stage.allCases.flatMap {
                    ["\($0.rawValue) started", "\($0.rawValue) ended"]
                })
        #expect(events.prefix(6).allSatisfy { $0.hasSuffix(".tsv.gz") })
        #expect(moviesWhenCommitted == 13)
    }

    @Test func aCSVImportAfterwardsRemovesThePeople() throws {
        let catalog = try TestCatalog(importing: nil)
        try IMDbImporter(database: catalog.database).importDatasets(from: TestPaths.imdbDirectory)
        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM person") == 0)
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM credit") == 0)
        #expect(try IMDbImportTests.int(catalog, "SELECT COUNT(*) FROM movie") == 24)
        #expect(try IMDbImportTests.ints(catalog, "SELECT rowid FROM person_fts WHERE person_fts MATCH 'mifune'") == [])
    }

    @Test func statisticsLeaveTheUnratedMovieOutOfTheRatings() throws {
        let catalog = try TestCatalog(importing: nil)
        try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory, options: .init(types: ["movie"]))
        let repository = SQLiteMovieRepository(database: catalog.database)
        let statistics = try repository.statistics(matching: MovieQuery())
        // "Unrated Première" (tt9000008) has no line in title.ratings: stored with rating 0 and no votes.
        #expect(statistics.movieCount == 9)
        #expect(statistics.unratedCount == 1)
        #expect(statistics.ratingDistribution.reduce(0, +) == 8, "the unrated movie is not a 1")
        #expect(statistics.ratingDistribution[0] == 0)
        let every = try repository.movies(matching: MovieQuery(limit: 100)).movies
        #expect(every.count == 9)
        expectSameFigures(statistics, CatalogStatistics(counting: every))
        let rated = every.filter { $0.votes > 0 }
        #expect(abs((statistics.meanRating ?? 0) - rated.map(\.rating).reduce(0, +) / 8) < 1e-9)
    }
}
