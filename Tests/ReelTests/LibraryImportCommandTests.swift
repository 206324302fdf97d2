import Foundation
import TestSupport
import Testing

/// `reel import --letterboxd|--imdb-ratings|--review|--backup` and `reel export diary|list|backup`
/// through the built binary, over the IMDb fixture with the library fixture's films.
@Suite struct LibraryImportCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
        let datasets = try LibraryFixture.datasets()
        let imported = try reel.run("import", "--imdb", datasets.url.path)
        #expect(imported.status == 0, "\(imported.error)")
    }

    @Test func theReportGivesTheCountsAndEachBadLine() throws {
        let zip = directory.path("letterboxd.zip")
        try LibraryFixture.zip(folder: LibraryFixture.letterboxdFolder, to: zip)
        let result = try reel.run("import", "--letterboxd", zip)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Imported from letterboxd: 0 matched by IMDb id, 21 by title and year, 0 already imported; "
                + "2 ambiguous and 3 unmatched wait for review (reel import --review); 4 bad lines.")
        #expect(lines.contains("diary.csv:15: the rating \"11\" is not 0.5 to 5 in halves"))
        #expect(lines.contains("ratings.csv:4: the rating \"6\" is not 0.5 to 5 in halves"))
        #expect(lines.count == 5)

        let again = try reel.jsonObject(["import", "--letterboxd", LibraryFixture.letterboxdFolder, "--json"])
        #expect(again["alreadyImported"] as? Int == 21)
        #expect(again["matchedByTitle"] as? Int == 0)
        #expect((again["badLines"] as? [[String: Any]])?.first?["line"] as? Int == 15)
    }

    @Test func reviewListsTheWaitingRowsAndResolvesOne() throws {
        try reel.run("import", "--letterboxd", LibraryFixture.letterboxdFolder)
        let review = try reel.run("import", "--review", "--json")
        #expect(review.status == 0, "\(review.error)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(review.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 5)
        #expect(rows.first?["title"] as? String == "Hamlet")
        #expect(rows.first?["line"] as? Int == 11)
        let candidates = try #require(rows.first?["candidates"] as? [[String: Any]])
        #expect(candidates.map { $0["imdbID"] as? String } == ["tt9100001", "tt9100002"])
        let id = try #require(rows.first?["id"] as? Int)

        let resolved = try reel.run("import", "--review", "--resolve", String(id), "--movie", "tt9100002")
        #expect(resolved.status == 0, "\(resolved.error)")
        #expect(resolved.output.hasPrefix("#"), "the rows left are listed: \(resolved.output)")
        #expect(!resolved.output.contains("#\(id) "))
        let diary = try reel.run("export", "diary", "--format", "letterboxd")
        #expect(diary.output.contains(",,tt9100002,Hamlet,2000,,3,6,2024-04-05,false,,"), "\(diary.output)")
    }

    @Test func exportsAndABackupThatRestoresExactly() throws {
        try reel.run("import", "--letterboxd", LibraryFixture.letterboxdFolder)
        try reel.run("import", "--imdb-ratings", LibraryFixture.imdbExport("ratings.csv"))
        let letterboxd = try reel.run("export", "diary", "--format", "letterboxd")
        let lines = letterboxd.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review")
        #expect(lines.contains(",,tt0068646,The Godfather,1972,,4.5,9,2024-02-09,true,cinema,"))
        #expect(lines.contains(",,tt0071562,The Godfather Part II,1974,,,,,false,,"), "the watchlist follows")
        let list = try reel.run("export", "list", "crime, RANKED", "--format", "letterboxd")
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output.contains("\n2,Pulp Fiction,1994,,\"Royale, with cheese\",tt0110912\n"))
        let missing = try reel.run("export", "list", "nothing")
        #expect(missing.status == 1)
        #expect(missing.error.contains("\"Crime, ranked\""))

        let backup = try reel.run("export", "backup")
        let file = directory.path("backup.json")
        try Data(backup.output.utf8).write(to: URL(fileURLWithPath: file))
        let otherDirectory = try TemporaryDirectory()
        let other = ReelProcess(directory: otherDirectory.url)
        let datasets = try LibraryFixture.datasets()
        #expect(try other.run("import", "--imdb", datasets.url.path).status == 0)
        let restored = try other.run("import", "--backup", file)
        #expect(restored.status == 0, "\(restored.error)")
        #expect(
            restored.output.hasPrefix("Restored 13 viewings, 2 watchlist entries, 1 list and 6 rows waiting for review")
        )
        #expect(try other.run("export", "backup").output == backup.output)
    }

    @Test func aZipLeavingItsFolderIsRefusedByName() throws {
        let zip = directory.path("evil.zip")
        try LibraryFixture.zip(entries: [("../diary.csv", Data("Name\n".utf8))], to: zip)
        let result = try reel.run("import", "--letterboxd", zip)
        #expect(result.status == 1)
        #expect(result.error.contains("\"../diary.csv\" leaves the export's folder"), "\(result.error)")
    }

    @Test func libraryOptionsTakeNoCatalogOption() throws {
        let result = try reel.run("import", "--letterboxd", "x", "--imdb")
        #expect(result.status == 64)
        #expect(result.error.contains("takes no catalog option"))
    }
}
