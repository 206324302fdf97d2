import Foundation
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

@Suite struct ImportTests {
    @Test func importsEverySampleRow() throws {
        let catalog = try TestCatalog(importing: nil)
        #expect(try catalog.database.isCatalogImported() == false)
        let report = try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        #expect(report.imported == 24)
        #expect(report.skipped.isEmpty)
        #expect(report.summary == "24 imported, 0 skipped")
        #expect(try catalog.database.isCatalogImported())
        #expect(try catalog.movies.movies(matching: MovieQuery()).total == 24)
    }

    @Test func storesUnknownBudgetAndMPAAAsNil() throws {
        let catalog = try TestCatalog()
        let dollar = try #require(try catalog.movies.movie(id: 1))
        #expect(dollar.title.display == "$")
        #expect(dollar.budget == nil)
        #expect(dollar.mpaa == nil)
        #expect(dollar.genres == [.comedy, .drama])
        let titanic = try #require(try catalog.movies.movie(id: 52348))
        #expect(titanic.budget == 200_000_000)
        #expect(titanic.mpaa == .pg13)
        #expect(titanic.minutes == 194)
        #expect(titanic.votes == 90195)
        #expect(titanic.ratingShares == [14.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 14.5, 14.5, 24.5])
    }

    @Test func skipsBadRowsAndNamesTheirLines() throws {
        let catalog = try TestCatalog(importing: nil)
        let report = try CatalogImporter(database: catalog.database).importCatalog(
            from: TestPaths.fixture("bad-rows.csv"))
        #expect(report.imported == 3)
        #expect(report.skipped.map(\.line) == [3, 4, 5, 8, 9, 10, 11, 12])
        #expect(report.skipped[0].description == "line 3: year \"19x5\" is not a number")
        #expect(report.skipped[1].reason == "has 4 fields, expected 25")
        #expect(report.skipped[2].reason.contains("mpaa \"X\""))
        #expect(report.skipped[3].reason == "budget \"lots\" is not a number")
        #expect(report.skipped[4].reason == "id 1 appears on an earlier line")
        #expect(report.skipped[5].reason == "Comedy \"2\" is not 0 or 1")
        #expect(report.skipped[6].reason == "rating 11 is outside 0...10")
        #expect(report.skipped[7].reason == "field title contains a NUL byte")
        #expect(report.summary.hasPrefix("3 imported, 8 skipped: line 3: year \"19x5\" is not a number; line 4:"))
        let multiLine = try #require(try catalog.movies.movie(id: 5))
        #expect(multiLine.title.catalog == "Multi\nLine Title")
        #expect(try catalog.movies.movie(id: 11)?.title.display == "Last Good")
    }

    @Test func missingCSVIsAClearErrorAndChangesNothing() throws {
        let catalog = try TestCatalog()
        let missing = catalog.directory.path("nowhere.csv")
        let error = try #require(throws: CatalogError.self) {
            try CatalogImporter(database: catalog.database).importCatalog(from: missing)
        }
        #expect(error.code == .csvUnreadable)
        #expect(error.message.contains(missing))
        #expect(error.message.contains("--csv"))
        #expect(try catalog.movies.movies(matching: MovieQuery()).total == 24)
    }

    @Test func directoryInsteadOfCSVIsAClearError() throws {
        let catalog = try TestCatalog(importing: nil)
        let error = try #require(throws: CatalogError.self) {
            try CatalogImporter(database: catalog.database).importCatalog(from: catalog.directory.url.path)
        }
        #expect(error.code == .csvUnreadable)
        #expect(error.message.contains("directory"))
    }

    @Test func wrongHeaderIsRejectedBeforeAnyChange() throws {
        let catalog = try TestCatalog()
        let error = try #require(throws: CatalogError.self) {
            try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.fixture("wrong-header.csv"))
        }
        #expect(error.code == .csvMalformed)
        #expect(error.line == 1)
        #expect(error.message.contains("wrong-header.csv line 1"))
        #expect(try catalog.movies.movies(matching: MovieQuery()).total == 24)
    }

    @Test func fileThatIsNotUTF8IsRejectedWithItsLine() throws {
        let catalog = try TestCatalog()
        let error = try #require(throws: CatalogError.self) {
            try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.fixture("latin1.csv"))
        }
        #expect(error.code == .csvMalformed)
        #expect(error.line == 2)
        #expect(error.message.contains("latin1.csv line 2: byte 189 is not UTF-8 text"))
        #expect(try catalog.movies.movies(matching: MovieQuery()).total == 24)
    }

    @Test func reimportKeepsTheWatchlistRatingsAndNotes() throws {
        let catalog = try TestCatalog()
        let watchlist = catalog.watchlist()
        try watchlist.add(movieID: 20545)
        try watchlist.setRating(PersonalRating(10), movieID: 20545)
        try watchlist.setNote("watch with Dad", movieID: 20545)
        try watchlist.add(movieID: 60000)
        let before = try watchlist.entries(offset: 0, limit: 10)

        let report = try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        #expect(report.imported == 24)
        #expect(try watchlist.entries(offset: 0, limit: 10) == before)
        #expect(try watchlist.entry(movieID: 20545)?.note == "watch with Dad")

        // A catalog without the movie keeps the entry, with no movie attached and an id no movie has.
        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.fixture("bad-rows.csv"))
        #expect(try watchlist.entry(movieID: 20545) == nil)
        let orphan = try #require(try watchlist.entries(offset: 0, limit: 10).first { $0.title == "The Godfather" })
        #expect(orphan.movie == nil && orphan.movieID < 0)
        #expect(orphan.personalRating == PersonalRating(10))
        #expect(try watchlist.count() == 2)
        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        #expect(try watchlist.entry(movieID: 20545)?.movie?.title.display == "The Godfather")
    }

    @Test func fullDiskFailsTheImportAndKeepsThePreviousCatalog() throws {
        let catalog = try TestCatalog()
        try catalog.watchlist().add(movieID: 20545)
        // SQLite reports SQLITE_FULL when the file would outgrow max_page_count: a full disk, on demand.
        let pages = try #require(try catalog.database.fetchInt("PRAGMA page_count"))
        try catalog.database.execute("PRAGMA max_page_count = \(pages + 50)")
        let error = try #require(throws: CatalogError.self) {
            try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.fullCatalogCSV)
        }
        #expect(error.code == .diskFull)
        #expect(error.message.contains(catalog.database.path))
        #expect(error.message.contains("Free some space"))
        #expect(try catalog.movies.movies(matching: MovieQuery()).total == 24)
        #expect(try catalog.watchlist().contains(movieID: 20545))
        #expect(try catalog.movies.movies(matching: MovieQuery(text: "godf")).total == 4)
    }

    @Test func importsTheFullCatalog() throws {
        let catalog = try TestCatalog(importing: nil)
        var calls = 0
        let report = try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.fullCatalogCSV) {
            done, total in
            calls += 1
            #expect(done <= total)
        }
        #expect(report.imported == 58_788)
        #expect(report.skipped.isEmpty)
        #expect(calls >= 58)
        let statistics = try catalog.movies.statistics(matching: MovieQuery())
        #expect(statistics.movieCount == 58_788)
        #expect(statistics.knownBudgetCount == 5_215)
        #expect(statistics.years == 1893...2005)
        var every: [Movie] = []
        while every.count < statistics.movieCount {
            let page = try catalog.movies.movies(matching: MovieQuery(offset: every.count, limit: 10_000))
            guard !page.movies.isEmpty else { break }
            every += page.movies
        }
        expectSameFigures(statistics, CatalogStatistics(counting: every))
        let godfathers = try catalog.movies.movies(
            matching: MovieQuery(text: "godf", sort: MovieSort(.votes, descending: true)))
        #expect(
            godfathers.movies.prefix(3).map(\.title.display)
                == ["The Godfather", "The Godfather: Part II", "The Godfather: Part III"])
        let theEnd = try catalog.movies.movies(matching: MovieQuery(text: "the", limit: 0))
        #expect(theEnd.total >= 7_729)

        // Dense filters walk the sort index, sparse ones read the matches first: same answers either way.
        for sort in [MovieSort(.votes, descending: true), MovieSort(.title), MovieSort(.budget)] {
            let sparse = try catalog.movies.movies(matching: MovieQuery(mpaa: .nc17, sort: sort))
            #expect(sparse.total == 16)
            let dense = try catalog.movies.movies(
                matching: MovieQuery(genres: .drama, years: 1990...1999, sort: sort, limit: 10_000))
            #expect(dense.total == 4_683)
            for page in [sparse, dense] {
                let ids = page.movies.map(\.id)
                let resorted = page.movies.sorted { MovieOrder.precedes($0, $1, sort: sort) }
                #expect(resorted.map(\.id) == ids)
            }
            let deepPage = try catalog.movies.movies(
                matching: MovieQuery(genres: .drama, years: 1990...1999, sort: sort, offset: 4_000, limit: 50))
            #expect(deepPage.movies.map(\.id) == Array(dense.movies[4_000..<4_050].map(\.id)))
        }
    }
}
