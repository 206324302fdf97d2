import Foundation
import GRDB
import TestSupport
import Testing

/// `reel show`, `reel episodes` and `reel heatmap` of a series and its episodes, and episodes in the
/// diary, the watchlist and lists, through the built binary over the sample catalog with
/// ``SampleSeries`` written into it.
@Suite struct SeriesCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
        let imported = try reel.run("stats")
        guard imported.status == 0 else { throw CocoaError(.fileReadUnknown) }
        let queue = try DatabaseQueue(path: reel.databasePath)
        try queue.write { db in try db.execute(sql: SampleSeries.sql) }
    }

    func json(_ arguments: String...) throws -> [String: Any] {
        let result = try reel.run(arguments)
        #expect(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test func showPrintsASeriesWithItsSeasonsAndProgress() throws {
        let fresh = try reel.run("show", "tt0903747")
        #expect(fresh.status == 0, "\(fresh.error)")
        #expect(fresh.output.hasPrefix("Breaking Bad (2008–2013)\n\nId         903747\nIMDb       tt0903747\n"))
        #expect(fresh.output.contains("\nKind       series\nYears      2008–2013\n"), "\(fresh.output)")
        #expect(fresh.output.contains("\nRating     9.5 / 10 from 2,000,000 votes\nGenres     Drama, Crime\n"))
        #expect(!fresh.output.contains("Progress"), "nothing seen yet")
        #expect(
            fresh.output.hasSuffix(
                """
                Episodes   12 episodes in 5 seasons

                Seasons
                  Specials        1 episode   avg 7.2
                  Season 1        3 episodes  avg 8.8
                  Season 2        3 episodes  avg 9.0
                  Season 3        4 episodes  avg 8.5
                  Unknown season  1 episode   unrated

                """), "\(fresh.output)")
        for id in ["tt0959621", "tt1054724"] { #expect(try reel.run("log", id).status == 0) }
        let seen = try reel.run("show", "903747")
        #expect(seen.output.contains("\nProgress   seen 2 of 12 episodes; next: S01E03\n"), "\(seen.output)")

        let series = try json("show", "tt0903747", "--json")
        #expect(series["kind"] as? String == "series" && series["endYear"] as? Int == 2013)
        #expect(series["title"] as? String == "Breaking Bad" && series["years"] as? String == "2008–2013")
        let seasons = try #require(series["seasons"] as? [[String: Any]])
        #expect(seasons.map { $0["episodes"] as? Int } == [1, 3, 3, 4, 1])
        #expect(seasons.first?["number"] as? Int == 0 && seasons.last?["number"] is NSNull)
        #expect(abs((seasons[2]["averageRating"] as? Double ?? 0) - 8.95) < 0.001, "the unrated episode is left out")
        #expect(seasons.last?["averageRating"] is NSNull)
        let progress = try #require(series["progress"] as? [String: Any])
        #expect(
            progress["seen"] as? Int == 2 && progress["total"] as? Int == 12 && progress["next"] as? String == "S01E03")

        let running = try reel.run("show", "tt7366338")
        #expect(
            running.output.hasPrefix("Chernobyl Diaries (2019–)\n") && running.output.contains("Kind       mini-series")
        )
        #expect(running.output.contains("Episodes   none in this catalog"), "\(running.output)")
    }

    @Test func showPrintsAnEpisodeWithItsSeries() throws {
        let text = try reel.run("show", "tt1232249")
        #expect(text.status == 0, "\(text.error)")
        #expect(
            text.output.hasPrefix("Breaking Bad (2008–2013) · S02E02\nGrilled\n\nId         1232249\n"),
            "\(text.output)")
        #expect(text.output.contains("\nSeries     Breaking Bad (2008–2013) · tt0903747\nSeason     2\nEpisode    2\n"))
        #expect(text.output.contains("\nYear       2009\nLength     47 min\nRating     9.2 / 10 from 27,000 votes\n"))
        let special = try reel.run("show", "tt1000001")
        #expect(special.output.contains("\nSeason     0 (specials)\n"), "\(special.output)")

        let episode = try json("show", "tt1232249", "--json")
        #expect(episode["code"] as? String == "S02E02" && episode["title"] as? String == "Grilled")
        #expect(
            episode["kind"] as? String == "episode" && episode["season"] as? Int == 2
                && episode["votes"] as? Int == 27_000)
        let series = try #require(episode["series"] as? [String: Any])
        #expect(series["imdbID"] as? String == "tt0903747" && series["years"] as? String == "2008–2013")
        let unrated = try json("show", "tt1232250", "--json")
        #expect(unrated["rating"] is NSNull && unrated["cast"] as? [Any] != nil)
    }

    @Test func episodesListsEachEpisodeBySeason() throws {
        let all = try reel.run("episodes", "tt0903747")
        #expect(all.status == 0, "\(all.error)")
        #expect(all.output.hasPrefix("Breaking Bad (2008–2013) · 12 episodes\n\nSpecials "), "\(all.output)")
        let lines = all.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("  S01E01  Pilot                          2008      9.0  (40,000 votes)"), "\(all.output)")
        #expect(lines.contains("  S02E03  Bit by a Dead Bee              2009  unrated"), "\(all.output)")
        #expect(lines.contains("  S?E?    Extra                             ?  unrated"), "\(all.output)")

        let third = try reel.run("episodes", "903747", "--season", "3")
        #expect(
            third.output == """
                Breaking Bad (2008–2013) · 4 episodes

                Season 3  4 episodes  avg 8.5
                  S03E01  No Más              2010  8.5  (20,000 votes)
                  S03E02  Caballo sin Nombre  2010  8.6  (19,000 votes)
                  S03E03  I.F.T.              2010  8.4  (18,000 votes)
                  S03E04  Green Light         2010  8.3  (17,000 votes)

                """, "\(third.output)")
        let seasons = try #require(try json("episodes", "tt0903747", "--json")["seasons"] as? [[String: Any]])
        #expect(seasons.map { ($0["episodes"] as? [Any])?.count } == [1, 3, 3, 4, 1])
        let first = try #require((seasons[1]["episodes"] as? [[String: Any]])?.first)
        #expect(first["code"] as? String == "S01E01" && first["imdbID"] as? String == "tt0959621")

        let missing = try reel.run("episodes", "tt0903747", "--season", "7")
        #expect(missing.status == 1)
        #expect(
            missing.error == "reel: Breaking Bad has no season 7; its seasons: 0, 1, 2, 3, unknown\n",
            "\(missing.error)")
        let movie = try reel.run("episodes", "20545")
        #expect(movie.status == 1 && movie.error.contains("20545 is a movie (The Godfather, 1972), not a series"))
        let unknown = try reel.run("heatmap", "tt7654321")
        #expect(unknown.status == 1 && unknown.error.contains("tt7654321"), "\(unknown.error)")
        let none = try reel.run("episodes", "tt7366338")
        #expect(
            none.status == 0
                && none.output.hasSuffix(
                    "\nNo episodes in this catalog (`reel import --imdb` keeps series' episodes).\n")
        )
        let episode = try reel.run("episodes", "tt1232249")
        #expect(episode.status == 1 && episode.error.contains("of the series tt0903747"), "\(episode.error)")
    }

    @Test func heatmapInAPipeHasDigitsAndShades() throws {
        let grid = try reel.run("heatmap", "tt0903747")
        #expect(grid.status == 0, "\(grid.error)")
        #expect(
            grid.output == """
                Breaking Bad (2008–2013) · 5 seasons · 12 episodes

                      1    2    3    4
                S0 7.2▒
                S1 9.0█ 8.6▓ 8.7▓
                S2 8.7▓ 9.2█   ·
                S3 8.5▓ 8.6▓ 8.4▓ 8.3▓
                S?   ·
                legend: [█] ≥ 9  [▓] 8–9  [▒] 7–8  [░] 6–7  [ ] < 6  [·] unrated

                """, "\(grid.output)")
        let ascii = try reel.run("heatmap", "tt0903747", "--ascii")
        #expect(ascii.output.contains("\nS1 9.0@ 8.6# 8.7#\n"), "\(ascii.output)")
        let colored = try reel.run("heatmap", "tt0903747", "--color", "always")
        #expect(colored.output.contains("\u{1B}["), "forced colors reach a pipe")
    }

    @Test func aNarrowHeatmapSummarisesWideSeasons() throws {
        let narrow = try reel.run("heatmap", "tt0903747", "--width", "20")
        #expect(narrow.status == 0, "\(narrow.error)")
        let lines = narrow.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("      1    2    3"), "three cells fit in 20 columns: \(narrow.output)")
        #expect(lines.contains("S1 9.0█ 8.6▓ 8.7▓"), "a season of three is not summarised")
        #expect(lines.first { $0.hasPrefix("S3 ") }?.count == 12, "four episodes in two cells")
        #expect(lines.contains("each cell: 2 episodes in S3 (their mean rating)"), "\(narrow.output)")

        let map = try json("heatmap", "tt0903747", "--width", "20", "--json")
        #expect(map["columns"] as? Int == 3 && map["summarised"] as? Bool == true)
        let rows = try #require(map["rows"] as? [[String: Any]])
        #expect(rows.map { $0["label"] as? String } == ["S0", "S1", "S2", "S3", "S?"])
        let third = try #require(rows[3]["cells"] as? [[String: Any]])
        #expect(third.map { $0["count"] as? Int } == [2, 2] && third.map { $0["first"] as? Int } == [0, 2])
        #expect(abs((third[1]["rating"] as? Double ?? 0) - 8.35) < 0.001 && third[1]["band"] as? String == "great")
        let second = try #require(rows[2]["cells"] as? [[String: Any]])
        #expect(second[2]["rating"] is NSNull && second[2]["band"] as? String == "unrated")
    }

    @Test func episodesAreLoggedWatchlistedAndListedWithTheirSeries() throws {
        let logged = try reel.run("log", "tt1232249", "--date", "2026-11-20")
        #expect(logged.status == 0, "\(logged.error)")
        #expect(
            logged.output == "Logged 2026-11-20  -         Breaking Bad · S02E02 · Grilled (2009)\n", "\(logged.output)"
        )
        let diary = try reel.run("diary")
        #expect(diary.output.contains("Breaking Bad · S02E02 · Grilled (2009)"), "\(diary.output)")

        #expect(try reel.run("watchlist", "add", "tt0959621").status == 0)
        #expect(try reel.run("watchlist", "add", "tt0903747").status == 0)
        let watchlist = try reel.run("watchlist", "list")
        #expect(watchlist.output.contains("Breaking Bad · S01E01 · Pilot (2008)"), "\(watchlist.output)")
        #expect(watchlist.output.contains("Breaking Bad (2008–2013)"), "a series shows its years")

        #expect(try reel.run("list", "create", "Best episodes").status == 0)
        let added = try reel.run("list", "add", "Best episodes", "tt1615944")
        #expect(added.status == 0, "\(added.error)")
        let shown = try reel.run("list", "show", "Best episodes")
        #expect(shown.output.contains("1615944  Breaking Bad · S03E04 · Green Light (2010)"), "\(shown.output)")
    }
}
