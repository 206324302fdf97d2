import Foundation
import MovieCatalog
import TestSupport
import Testing

@Suite struct CommandLineTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
    }

    @Test func noSubcommandImportsOnFirstRunThenRefusesToOpenTheBrowserWithoutATerminal() throws {
        let result = try reel.run()
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("first use: importing the catalog"))
        #expect(result.error.contains("24 imported, 0 skipped"))
        #expect(result.error.contains("the browser needs a terminal"))
        let again = try reel.run()
        #expect(again.status == 1)
        #expect(!again.error.contains("importing"))
    }

    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let result = try reel.run("--version")
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/) != nil, "\(result.output)")
    }

    @Test func searchPrintsATableThatFitsTheWidth() throws {
        var narrow = reel
        narrow.environment["COLUMNS"] = "40"
        let result = try narrow.run("search", "godf")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "1–4 of 4 movies")
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(result.output.contains("\n 20545  1972     9.1  The Godfather\n"))
        #expect(result.output.contains("\n 20544  1975     6.7  The Godfather Com…\n"))
        let wide = try reel.run("search", "godf")
        #expect(wide.output.contains("\n 20545  1972     9.1  122,755  The Godfather\n"))
    }

    @Test(arguments: [40, 59, 60, 120])
    func everyTextOutputFitsTheWidth(columns: Int) throws {
        var sized = reel
        sized.environment["COLUMNS"] = String(columns)
        try sized.run("watchlist", "add", "20545")
        try sized.run("watchlist", "note", "20545", String(repeating: "long note ", count: 20))
        for arguments in [
            ["search", "the"], ["show", "20545"], ["similar", "20545"], ["stats"], ["watchlist", "list"],
            ["show", "60000"],
        ] {
            let result = try sized.run(arguments)
            #expect(result.status == 0)
            for line in result.output.split(separator: "\n") {
                #expect(line.count <= columns, "\(arguments) at \(columns) columns: \(line)")
            }
        }
    }

    @Test func searchFiltersSortsAndPages() throws {
        let result = try reel.run(
            "search", "--genre", "drama", "--year", "1970...1999", "--min-rating", "8", "--sort", "votes", "--desc",
            "--limit", "2", "--offset", "1", "--json")
        #expect(result.status == 0)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(page["total"] as? Int == 4)
        #expect(page["offset"] as? Int == 1)
        #expect(page["limit"] as? Int == 2)
        let movies = try #require(page["movies"] as? [[String: Any]])
        #expect(movies.map { $0["id"] as? Int } == [20545, 6088])
        let godfather = movies[0]
        #expect(godfather["title"] as? String == "The Godfather")
        #expect(godfather["catalogTitle"] as? String == "Godfather, The")
        #expect(godfather["budget"] as? Int == 6_000_000)
        #expect(godfather["mpaa"] is NSNull)
        #expect(godfather["genres"] as? [String] == ["Drama"])
        #expect((godfather["ratingShares"] as? [Double])?.count == 10)
        #expect(godfather["imdbID"] is NSNull)
        #expect(
            Set(godfather.keys) == [
                "id", "title", "catalogTitle", "imdbID", "year", "minutes", "budget", "rating", "votes", "ratingShares",
                "mpaa",
                "genres", "kind", "endYear",
            ])
        #expect(godfather["kind"] as? String == "movie")
        #expect(godfather["endYear"] is NSNull)
    }

    @Test func controlCharactersAreEscapedInTextAndJSON() throws {
        let text = try reel.run("search", "pwned")
        #expect(text.status == 0)
        #expect(text.output.contains("Evil ^[[2J^[]0;pwned^GTitle"))
        #expect(!text.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let detail = try reel.run("show", "60000")
        #expect(!detail.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let json = try reel.run("show", "60000", "--json")
        #expect(json.output.contains("Evil \\u001b[2J\\u001b]0;pwned\\u0007Title"))
        #expect(!json.output.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func searchHelpNamesEveryGenreTheOptionTakes() throws {
        let help = try reel.run("help", "search")
        #expect(help.status == 0)
        // The option's help, its lines joined: argument-parser wraps it.
        let text = help.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        #expect(text.contains("One of IMDb's 28: Action, Adult, Adventure, Animation, Biography, Comedy,"), "\(text)")
        for (name, _) in Genres.all {
            #expect(text.contains(name), "\(name)")
            let search = try reel.run("search", "--genre", name.lowercased(), "--limit", "0")
            #expect(search.status == 0, "\(name): \(search.error)")
        }
    }

    @Test func showSimilarAndStats() throws {
        let show = try reel.run("show", "20545")
        #expect(show.status == 0)
        #expect(show.output.hasPrefix("The Godfather (1972)\n"))
        #expect(show.output.contains("Budget     $6,000,000"))
        #expect(show.output.contains("MPAA       unknown"))
        let similar = try reel.run("similar", "20545", "--limit", "2", "--json")
        let movies = try #require(try JSONSerialization.jsonObject(with: Data(similar.output.utf8)) as? [[String: Any]])
        #expect(movies.map { $0["id"] as? Int } == [6088, 20546], "most voted first")
        let stats = try reel.run("stats", "--json")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
        #expect(figures["movies"] as? Int == 24)
        #expect(figures["knownBudgets"] as? Int == 11)
        let text = try reel.run("stats")
        #expect(text.output.hasPrefix("24 movies, 1934–2003\n"))
    }

    @Test func badInputGetsAClearMessageAndNonZeroStatus() throws {
        let unknown = try reel.run("show", "4")
        #expect(unknown.status == 1)
        #expect(unknown.error.hasSuffix("\nreel: no movie has id 4; find ids with `reel search`\n"))
        let badYear = try reel.run("search", "--year", "19x5")
        #expect(badYear.status == 64)
        #expect(badYear.error.contains("--year \"19x5\" is not a year"))
        let badSort = try reel.run("search", "--sort", "color")
        #expect(badSort.status == 64)
        let badRating = try reel.run("watchlist", "rate", "20545", "11")
        #expect(badRating.status == 64)
    }

    @Test func missingCSVNamesTheFileAndImportsNothing() throws {
        var missing = reel
        missing.environment["REEL_CATALOG_CSV"] = directory.url.appendingPathComponent("gone.csv").path
        let result = try missing.run("search", "godf")
        #expect(result.status == 1)
        #expect(result.error.contains("gone.csv does not exist"))
        #expect(result.error.contains("--csv"))
        #expect(try reel.run("search", "godf").output.hasPrefix("1–4 of 4"))
    }

    @Test func fileThatIsNotADatabaseIsLeftAlone() throws {
        let text = "not a database, my thesis\n"
        try text.write(toFile: reel.databasePath, atomically: true, encoding: .utf8)
        let result = try reel.run("stats")
        #expect(result.status == 1)
        #expect(result.error.contains("is not a reel database"))
        #expect(try String(contentsOfFile: reel.databasePath, encoding: .utf8) == text)
    }

    @Test func importReportsSkippedLines() throws {
        let result = try reel.run("import", TestPaths.fixture("bad-rows.csv"))
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "3 imported, 8 skipped: line 3: year \"19x5\" is not a number; line 4: has 4 fields"))
        let json = try reel.run("import", TestPaths.fixture("bad-rows.csv"), "--json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(report["imported"] as? Int == 3)
        #expect((report["skipped"] as? [[String: Any]])?.first?["line"] as? Int == 3)
        #expect(report["watchlistNotInCatalog"] as? Int == 0, "an empty watchlist leaves nothing out")
    }
}
