import Foundation
import TestSupport
import Testing

/// `reel log`, `reel diary`, `reel list` and `reel stats --mine` through the built binary.
@Suite struct LibraryCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
    }

    func json(_ arguments: String...) throws -> Any {
        let result = try reel.run(arguments)
        #expect(result.status == 0, "\(result.error)")
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    }

    @Test func aViewingIsLoggedWithItsDetailsAndShownInTheDiary() throws {
        let logged = try reel.run(
            "log", "20545", "--date", "2026-11-20", "--rating", "7", "--rewatch", "--tag", "Cinema", "--tag", "35mm",
            "--note", "at the Rio")
        #expect(logged.status == 0, "\(logged.error)")
        #expect(
            logged.output == "Logged 2026-11-20  ★★★½   ↻  The Godfather (1972)  cinema, 35mm\n", "\(logged.output)")
        let viewing = try #require(try json("log", "48908", "--date", "2026-10-02", "--json") as? [String: Any])
        #expect(viewing["title"] as? String == "Star Wars" && viewing["date"] as? String == "2026-10-02")
        #expect(viewing["rating"] is NSNull && viewing["rewatch"] as? Bool == false)
        try reel.run("log", "8882", "--date", "2025-02-14", "--rating", "10")

        let diary = try reel.run("diary", "--year", "2026")
        #expect(
            diary.output == """
                2 viewings in 2026

                November 2026 · 1
                  2026-11-20  ★★★½   ↻  The Godfather (1972)  cinema, 35mm

                October 2026 · 1
                  2026-10-02  -         Star Wars (1977)

                """, "\(diary.output)")
        let all = try #require(try json("diary", "--json") as? [String: Any])
        #expect(all["count"] as? Int == 3 && all["year"] is NSNull)
        let months = try #require(all["months"] as? [[String: Any]])
        #expect(months.map { $0["month"] as? Int } == [11, 10, 2])
        let first = try #require((months.first?["viewings"] as? [[String: Any]])?.first)
        #expect(first["stars"] as? String == "★★★½" && first["tags"] as? [String] == ["cinema", "35mm"])
        #expect(first["note"] as? String == "at the Rio")
    }

    @Test func theDateDefaultsToTodayAndAnIMDbIDNamesTheMovie() throws {
        let other = try TemporaryDirectory()
        let imdb = try ReelProcess.overIMDbFixture(in: other.url)
        let before = Self.today()
        let logged = try imdb.run("log", "tt0068646", "--json")
        #expect(logged.status == 0, "\(logged.error)")
        let viewing = try #require(try JSONSerialization.jsonObject(with: Data(logged.output.utf8)) as? [String: Any])
        #expect(viewing["movieId"] as? Int == 68646 && viewing["imdbID"] as? String == "tt0068646")
        #expect([before, Self.today()].contains(viewing["date"] as? String ?? ""), "\(viewing)")
    }

    /// Today's UTC day as YYYY-MM-DD.
    static func today() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }

    @Test func aBadDateOrRatingIsRefusedWithTheLogUsage() throws {
        let date = try reel.run("log", "20545", "--date", "2026-02-30")
        #expect(date.status == 64 && date.error.contains("\"2026-02-30\""), "\(date.error)")
        #expect(date.error.contains("Usage: reel log "))
        let rating = try reel.run("log", "20545", "--rating", "0")
        #expect(rating.status == 64 && rating.error.contains("not 0"))
        let unknown = try reel.run("log", "4")
        #expect(unknown.status == 1 && unknown.error.contains("no movie has id 4"))
        #expect(try reel.run("diary").output.hasPrefix("No viewings"))
    }

    @Test func listsAreMadeFilledMovedAndShowTheirProgress() throws {
        #expect(try reel.run("list", "create", "Best of all", "--ranked", "--description", "mine").status == 0)
        let taken = try reel.run("list", "create", "BEST of all")
        #expect(taken.status == 1 && taken.error.contains("a list named \"Best of all\" already exists"))
        for id in ["20545", "8882", "48908"] { #expect(try reel.run("list", "add", "best of all", id).status == 0) }
        try reel.run("list", "add", "Best of all", "8882", "--note", "with Ilsa")
        try reel.run("list", "move", "Best of all", "48908", "1")
        try reel.run("log", "8882", "--date", "2026-01-01")
        let shown = try reel.run("list", "show", "best of all")
        #expect(
            shown.output == """
                Best of all · ranked
                mine
                seen 1 of 3  ██████░░░░░░░░░░░░░░  33%

                1      48908  Star Wars (1977)
                2      20545  The Godfather (1972)
                3  ✓    8882  Casablanca (1942)  “with Ilsa”

                """, "\(shown.output)")
        let removed = try reel.run("list", "remove", "Best of all", "20545")
        #expect(removed.output.contains("seen 1 of 2"), "\(removed.output)")
        let list = try #require(try json("list", "show", "Best of all", "--json") as? [String: Any])
        let entries = try #require(list["entries"] as? [[String: Any]])
        #expect(entries.map { $0["position"] as? Int } == [1, 2])
        #expect(entries.map { $0["movieId"] as? Int } == [48908, 8882])
        #expect(entries.last?["seen"] as? Bool == true && list["seen"] as? Int == 1 && list["total"] as? Int == 2)
        let missing = try reel.run("list", "show", "Nope")
        #expect(missing.status == 1 && missing.error.contains("no list is named \"Nope\""))
    }

    @Test func aSmartListFollowsItsQuery() throws {
        #expect(try reel.run("list", "create", "Godfathers", "--smart", "godfather sort:year").status == 0)
        try reel.run("log", "20546", "--date", "2026-03-01")
        let lists = try #require(try json("list", "ls", "--json") as? [[String: Any]])
        #expect(lists.first?["smartQuery"] as? String == "godfather sort:year")
        #expect(lists.first?["seen"] as? Int == 1 && lists.first?["total"] as? Int == 4)
        #expect(try reel.run("list", "ls").output.contains("seen 1 of 4  █████░░░░░░░░░░░░░░░  25%"))
        let refused = try reel.run("list", "add", "Godfathers", "8882")
        #expect(refused.status == 1 && refused.error.contains("is a smart list"), "\(refused.error)")
        let bad = try reel.run("list", "create", "Bad", "--smart", "year:zz")
        #expect(bad.status == 1 && bad.error.contains("year:zz"), "\(bad.error)")
    }

    @Test func myStatisticsCountTheDiary() throws {
        try reel.run("log", "20545", "--date", "2026-01-10", "--rating", "8")
        try reel.run("log", "20545", "--date", "2026-01-20", "--rewatch")
        try reel.run("log", "48908", "--date", "2026-05-04", "--rating", "6")
        try reel.run("log", "8882", "--date", "2025-05-04", "--rating", "10")
        let year = try #require(try json("stats", "--mine", "--year", "2026", "--json") as? [String: Any])
        #expect(year["viewings"] as? Int == 3 && year["films"] as? Int == 2 && year["rewatches"] as? Int == 1)
        #expect(year["minutes"] as? Int == 175 * 2 + 125)
        let ratings = try #require(year["myRatings"] as? [[String: Any]])
        #expect(ratings.compactMap { ($0["count"] as? Int ?? 0) > 0 ? $0["rating"] as? Int : nil } == [6, 8])
        #expect(year["meanDifferenceFromIMDb"] as? Double == -1.95)
        let genres = try #require(year["genres"] as? [[String: Any]])
        #expect(genres.first?["name"] as? String == "Drama" && genres.first?["count"] as? Int == 2)
        let rewatched = try #require(year["mostRewatched"] as? [[String: Any]])
        #expect(
            rewatched.first?["name"] as? String == "The Godfather (1972)" && rewatched.first?["id"] as? Int == 20545)
        let text = try reel.run("stats", "--mine")
        #expect(text.output.hasPrefix("3 films, 4 viewings, 9 h 37 min in all; 1 rewatch\n"), "\(text.output)")
        #expect(text.output.contains("\nPer year\n  2025      1  ██████████  102 min\n"), "\(text.output)")
        #expect(text.output.contains("against IMDb: −0.9 on average over 3 films"), "\(text.output)")
        let alone = try reel.run("stats", "--year", "2026")
        #expect(alone.status == 64 && alone.error.contains("--year goes with --mine"))
    }

    @Test(.enabled(if: getuid() != 0, "root writes into read-only files"))
    func aReadOnlyCatalogIsSearchedWhileTheDiaryIsWritten() throws {
        let catalog = try TemporaryDirectory()
        var shared = reel
        shared.environment["REEL_DATABASE"] = catalog.path("reel.sqlite")
        #expect(try shared.run("search", "godfather").status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog.path("reel.sqlite"))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: catalog.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: catalog.url.path) }
        let search = try shared.run("search", "godfather", "--json")
        #expect(search.status == 0 && search.output.contains("\"total\" : 4"), "\(search.error)")
        #expect(try shared.run("log", "20545", "--date", "2026-11-20").status == 0)
        #expect(try shared.run("list", "create", "Shared").status == 0)
        #expect(try shared.run("list", "add", "Shared", "20545").output.contains("seen 1 of 1"))
        let imported = try shared.run("import")
        #expect(imported.status == 1 && imported.error.contains("read-only"), "\(imported.error)")
        #expect(try shared.run("diary").output.contains("2026-11-20  -         The Godfather (1972)"))
    }
}
