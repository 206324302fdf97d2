import Foundation
import TestSupport
import Testing

/// `reel import --imdb DIR` over the IMDb fixture (Tests/TestSupport/Data/imdb), run as a process.
@Suite struct IMDbImportCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
    }

    @Test func importsTheDatasetsAndPrintsTheReport() throws {
        let result = try reel.run("import", "--imdb", TestPaths.imdbDirectory, "--progress")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "9 movies, 3 series, 1 mini-series, 26 episodes, 25 people, 41 credits imported; 4 people named "
                + "by credits absent from name.basics")
        #expect(
            lines.contains(
                "left out: 2 titles without a start year, 1 adult title, 2 episodes whose series is missing; "
                    + "1 movie unrated"))
        #expect(lines.contains("3 of 9 movies (33.3%) matched the shipped CSV by title and year"))
        #expect(lines.last?.hasPrefix("8 bad lines skipped: title.episode.tsv.gz line 29: has 3 fields") == true)
        // --progress: one line per file read, with its rows per second.
        #expect(result.error.contains("title.episode.tsv.gz  29 rows in "))
        #expect(result.error.contains("title.principals.tsv.gz  45 rows in "))
        #expect(result.error.contains("name.basics.tsv.gz  32 rows in "))
        #expect(result.error.contains("rows/s)"))
        // Then a line for each step after the files, with its time.
        for stage in ["full-text index", "indexes", "watchlist", "search sets", "commit"] {
            #expect(result.error.contains("\n\(stage)  "), "\(stage) in \(result.error)")
        }
    }

    @Test func typesAdultAndJSON() throws {
        let result = try reel.run(
            "import", "--imdb", TestPaths.imdbDirectory, "--types", "movie,tvMovie", "--adult", "--json")
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(report["movies"] as? Int == 11)
        #expect(report["series"] as? Int == 0)
        #expect(report["episodes"] as? Int == 0)
        #expect(report["people"] as? Int == 24)
        #expect(report["skippedCount"] as? Int == 6)
        #expect((report["skipped"] as? [[String: Any]])?.first?["file"] as? String == "title.basics.tsv.gz")
    }

    /// The default keeps series and their episodes; --episode-credits adds the episodes' credits and the
    /// people only they name (Rian Johnson, who directs one episode of Breaking Bad).
    @Test func seriesEpisodesAndEpisodeCreditsInJSON() throws {
        let plain = try reel.run("import", "--imdb", TestPaths.imdbDirectory, "--json")
        #expect(plain.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(plain.output.utf8)) as? [String: Any])
        #expect(report["movies"] as? Int == 9)
        #expect(report["series"] as? Int == 3)
        #expect(report["miniSeries"] as? Int == 1)
        #expect(report["episodes"] as? Int == 26)
        #expect(report["episodesWithoutSeries"] as? Int == 2)
        #expect(report["people"] as? Int == 25)
        #expect(report["credits"] as? Int == 41)
        let credited = try reel.run("import", "--imdb", TestPaths.imdbDirectory, "--episode-credits", "--json")
        #expect(credited.status == 0)
        let withCredits = try #require(
            try JSONSerialization.jsonObject(with: Data(credited.output.utf8)) as? [String: Any])
        #expect(withCredits["people"] as? Int == 26)
        #expect(withCredits["credits"] as? Int == 52)
    }

    @Test func episodesComeWithTheirSeriesNotByType() throws {
        let result = try reel.run("import", "--imdb", TestPaths.imdbDirectory, "--types", "movie,tvEpisode")
        #expect(result.status != 0)
        #expect(result.error.contains("episodes come with their series"))
        let csv = try reel.run("import", "--episode-credits")
        #expect(csv.status != 0)
        #expect(csv.error.contains("--episode-credits applies to --imdb imports only."))
    }

    @Test func truncatedDownloadIsNamedAndTheCatalogStays() throws {
        #expect(try reel.run("import").status == 0)
        let result = try reel.run("import", "--imdb", TestPaths.truncatedIMDbDirectory)
        #expect(result.status == 1)
        #expect(result.error.contains("imdb-truncated/title.principals.tsv.gz"))
        #expect(result.error.contains("the catalog was not changed"))
        #expect(try reel.run("search", "godf").output.hasPrefix("1–4 of 4"))
    }

    /// `reel import --imdb` without a folder downloads the fixture's six files from a loopback server
    /// into $XDG_CACHE_HOME/reel/imdb, imports them, and the next run finds them unchanged (304).
    @Test func withoutAFolderItDownloadsThenImportsAndSkipsUnchangedFiles() throws {
        var files: [String: LoopbackHTTPServer.File] = [:]
        for name in ["title.basics", "title.ratings", "title.crew", "title.principals", "name.basics", "title.episode"]
        {
            let path = TestPaths.imdbDirectory + "/\(name).tsv.gz"
            let body = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            files["\(name).tsv.gz"] = .init(
                body: body, etag: "\"\(name)-1\"", lastModified: "Tue, 24 Nov 2026 10:00:00 GMT")
        }
        let server = try LoopbackHTTPServer(files: files)
        defer { server.stop() }
        var process = reel
        let cache = directory.url.appendingPathComponent("cache").path
        process.environment["XDG_CACHE_HOME"] = cache
        let first = try process.run("import", "--imdb", "--imdb-url", server.baseURL.absoluteString)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.hasPrefix("9 movies, 3 series, 1 mini-series, 26 episodes"), "\(first.output)")
        #expect(first.error.contains("title.principals.tsv.gz: downloaded"))
        #expect(first.error.contains("title.episode.tsv.gz: downloaded"))
        let downloaded = try Data(contentsOf: URL(fileURLWithPath: cache + "/reel/imdb/title.principals.tsv.gz"))
        #expect(downloaded == Data(files["title.principals.tsv.gz"]?.body ?? []))
        // REEL_IMDB_URL gives the address too; every file is unchanged and the import runs again.
        process.environment["REEL_IMDB_URL"] = server.baseURL.absoluteString
        let second = try process.run("import", "--imdb")
        #expect(second.status == 0, "\(second.error)")
        #expect(second.error.contains("name.basics.tsv.gz: unchanged on the server, kept"))
        #expect(server.exchanges(for: "name.basics.tsv.gz").last?.status == 304)
        #expect(server.exchanges(for: "title.episode.tsv.gz").last?.status == 304)
        #expect(try process.run("show", "68646").output.contains("Godfather"))
    }

    @Test func aDownloadFailureNamesTheFileAndKeepsTheCatalog() throws {
        #expect(try reel.run("import").status == 0)
        let server = try LoopbackHTTPServer(files: [:])
        defer { server.stop() }
        var process = reel
        process.environment["XDG_CACHE_HOME"] = directory.url.appendingPathComponent("cache").path
        let result = try process.run("import", "--imdb", "--imdb-url", server.baseURL.absoluteString)
        #expect(result.status == 1)
        #expect(result.error.contains("title.basics.tsv.gz"), "\(result.error)")
        #expect(result.error.contains("404"), "\(result.error)")
        #expect(try reel.run("search", "godf").output.hasPrefix("1–4 of 4"))
        #expect(try reel.run("import", "--adult").error.contains("--adult applies to --imdb imports only"))
        #expect(try reel.run("import", "--imdb-url", "http://x/").error.contains("--imdb-url applies to"))
    }
}

/// The watchlist across a switch from the shipped CSV to IMDb's datasets and back, through the binary.
@Suite struct IMDbWatchlistSwitchTests {
    @Test func entriesRelinkAcrossASwitchAndBackAndNothingIsLost() throws {
        let directory = try TemporaryDirectory()
        let reel = ReelProcess(directory: directory.url)
        func entries() throws -> [[String: Any]] {
            let output = try reel.run("watchlist", "list", "--json").output
            return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        }
        // The Godfather (#20545 in the CSV, tt0068646 in IMDb) and a 2002 short only the CSV has.
        #expect(try reel.run("watchlist", "add", "20545").status == 0)
        #expect(try reel.run("watchlist", "rate", "20545", "10").status == 0)
        #expect(try reel.run("watchlist", "note", "20545", "the wedding scene").status == 0)
        #expect(try reel.run("watchlist", "add", "8883").status == 0)

        let toIMDb = try reel.run("import", "--imdb", TestPaths.imdbDirectory)
        #expect(toIMDb.status == 0, "\(toIMDb.error)")
        #expect(toIMDb.output.contains("kept 1 watchlist entry this catalog does not have"), "\(toIMDb.output)")
        var list = try entries()
        #expect(list.count == 2)
        let godfather = try #require(list.first { $0["imdbID"] as? String == "tt0068646" })
        #expect(godfather["movieId"] as? Int == 68646)
        #expect(godfather["inCatalog"] as? Bool == true)
        #expect(godfather["personalRating"] as? Int == 10)
        #expect(godfather["note"] as? String == "the wedding scene")
        let short = try #require(list.first { $0["title"] as? String == "Casablanca" })
        #expect(short["inCatalog"] as? Bool == false)
        #expect(short["year"] as? Int == 2002)
        #expect(try reel.run("watchlist", "list").output.contains("not in this catalog"))
        // IMDb ids name movies on the command line too.
        #expect(try reel.run("watchlist", "add", "tt0034583").status == 0)
        #expect(try reel.run("watchlist", "remove", "tt0034583").output.contains("Removed tt0034583"))
        let unknown = try reel.run("watchlist", "add", "tt9999999")
        #expect(unknown.status != 0)
        #expect(unknown.error.contains("no movie has IMDb id tt9999999"), "\(unknown.error)")
        let letterboxd = try reel.run("export", "watchlist", "--format", "letterboxd")
        #expect(letterboxd.output.contains("tt0068646"), "\(letterboxd.output)")

        #expect(try reel.run("import").status == 0)
        list = try entries()
        #expect(Set(list.compactMap { $0["movieId"] as? Int }) == [20545, 8883])
        #expect(list.allSatisfy { $0["inCatalog"] as? Bool == true })
        let back = try #require(list.first { $0["movieId"] as? Int == 20545 })
        #expect(back["imdbID"] as? String == "tt0068646")
        #expect(back["note"] as? String == "the wedding scene")
    }
}
