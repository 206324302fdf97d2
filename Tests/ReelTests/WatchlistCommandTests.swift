import Foundation
import TestSupport
import Testing

@Suite struct WatchlistCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
    }

    @Test func aRatingOutOfRangeShowsTheRateSubcommandsUsage() throws {
        #expect(try reel.run("watchlist", "add", "20545").status == 0)
        let result = try reel.run("watchlist", "rate", "20545", "11")
        #expect(result.status == 64)
        #expect(result.error.contains("the rating must be between 1 and 10 (0 clears it), not 11"), "\(result.error)")
        #expect(result.error.contains("Usage: reel watchlist rate "), "\(result.error)")
        #expect(!result.error.contains("SUBCOMMANDS"), "not reel's usage")
        let entry = try reel.run("watchlist", "list")
        #expect(entry.output.contains("20545  -  "), "the rating is left as it was: \(entry.output)")
    }

    @Test func addRateNoteListExportRemove() throws {
        #expect(try reel.run("watchlist", "add", "20545").status == 0)
        #expect(try reel.run("watchlist", "add", "8883").status == 0)
        #expect(try reel.run("watchlist", "rate", "20545", "10").status == 0)
        #expect(try reel.run("watchlist", "note", "20545", "with Dad, at Christmas").status == 0)
        let list = try reel.run("watchlist", "list")
        #expect(list.status == 0)
        #expect(list.output.hasPrefix("2 on the watchlist\n"))
        #expect(list.output.contains("20545  10/10"))
        #expect(list.output.contains("“with Dad, at Christmas”"))

        let csv = try reel.run("export", "watchlist", "--format", "csv")
        let lines = csv.output.split(separator: "\n")
        #expect(lines.first == "id,imdb_id,title,year,in_catalog,personal_rating,note,added_at,updated_at")
        #expect(lines.contains { $0.hasPrefix("20545,,The Godfather,1972,true,10,\"with Dad, at Christmas\",") })
        #expect(lines.contains { $0.hasPrefix("8883,,Casablanca,2002,true,,,") })

        let json = try reel.run("export", "watchlist", "--format", "json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let godfather = try #require(entries.first { $0["movieId"] as? Int == 20545 })
        #expect(godfather["personalRating"] as? Int == 10)
        #expect(godfather["note"] as? String == "with Dad, at Christmas")
        #expect((godfather["addedAt"] as? String)?.hasSuffix("Z") == true)
        #expect((godfather["movie"] as? [String: Any])?["title"] as? String == "The Godfather")

        #expect(try reel.run("watchlist", "remove", "8883").status == 0)
        let missing = try reel.run("watchlist", "remove", "8883")
        #expect(missing.status == 1)
        #expect(missing.error.contains("not on the watchlist"))
    }

    @Test func reimportKeepsTheWatchlist() throws {
        try reel.run("watchlist", "add", "48908")
        try reel.run("watchlist", "rate", "48908", "9")
        let before = try reel.run("export", "watchlist", "--format", "json").output
        let reimport = try reel.run("import")
        #expect(reimport.output == "24 imported, 0 skipped\n")
        #expect(try reel.run("export", "watchlist", "--format", "json").output == before)
    }

    @Test func anEntryNotInTheCatalogIsListedExportedAndRemovable() throws {
        try reel.run("watchlist", "add", "20545")
        try reel.run("watchlist", "rate", "20545", "10")
        let other = try reel.run("import", TestPaths.fixture("bad-rows.csv"))
        #expect(other.status == 0, "\(other.error)")
        #expect(other.output.contains("; kept 1 watchlist entry this catalog does not have"), "\(other.output)")
        let back = try reel.run("import", TestPaths.fixture("bad-rows.csv"), "--json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(back.output.utf8)) as? [String: Any])
        #expect(report["watchlistNotInCatalog"] as? Int == 1)
        let list = try reel.run("watchlist", "list")
        #expect(list.output.contains("    -1  10/10"), "a second import keeps the id: \(list.output)")
        #expect(list.output.contains("The Godfather (1972) · not in this catalog"))
        #expect(list.output.contains("reel watchlist remove -- -1"))
        let csv = try reel.run("export", "watchlist", "--format", "csv").output
        #expect(csv.contains("\n-1,,The Godfather,1972,false,10,,"), "\(csv)")
        let letterboxd = try reel.run("export", "watchlist", "--format", "letterboxd").output
        #expect(letterboxd.hasSuffix("\n,The Godfather,1972,10,\n"), "\(letterboxd)")
        let json = try reel.run("watchlist", "list", "--json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.first?["inCatalog"] as? Bool == false && entries.first?["title"] as? String == "The Godfather")
        #expect(try reel.run("watchlist", "remove", "--", "-1").status == 0)
        #expect(try reel.run("watchlist", "list").output.hasPrefix("The watchlist is empty"))
    }

    @Test func addingAnUnknownMovieFails() throws {
        let result = try reel.run("watchlist", "add", "4")
        #expect(result.status == 1)
        #expect(result.error.contains("no movie has id 4"))
    }
}
