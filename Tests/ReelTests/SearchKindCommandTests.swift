import Foundation
import GRDB
import TestSupport
import Testing

/// `reel search` over a catalog holding series: `type:` terms, a series' years and kind in the text
/// and the JSON, and an episode's IMDb id finding its series.
@Suite struct SearchKindCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    /// The sample catalog with Casablanca (8882) a running series, Titanic (52347) a series of
    /// 1953–1960, Casablanca (8883) a mini-series, and an episode of Titanic (tt0959621); the caches
    /// are dropped, so the next command rebuilds them with the kinds.
    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
        #expect(try reel.run("search", "--limit", "0").status == 0, "the first command imports the sample")
        let queue = try DatabaseQueue(path: reel.databasePath)
        try queue.write { db in
            try db.execute(
                sql: """
                    UPDATE movie SET kind = 1, end_year = NULL WHERE id = 8882;
                    UPDATE movie SET kind = 1, end_year = 1960 WHERE id = 52347;
                    UPDATE movie SET kind = 2, end_year = 2002 WHERE id = 8883;
                    INSERT INTO episode (id, series_id, season, number, title, year, minutes, rating, votes)
                    VALUES (959621, 52347, 1, 1, 'Pilot', 1953, 30, 8.1, 100);
                    DELETE FROM catalog_column;
                    DELETE FROM search_bitmap;
                    """)
        }
    }

    @Test func typeTermsKeepTheKindsNamed() throws {
        let series = try reel.run("search", "type:series", "--json")
        #expect(series.status == 0)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(series.output.utf8)) as? [String: Any])
        let movies = try #require(page["movies"] as? [[String: Any]])
        #expect(Set(movies.compactMap { $0["id"] as? Int }) == [8882, 52347])
        let titanic = try #require(movies.first { $0["id"] as? Int == 52347 })
        #expect(titanic["kind"] as? String == "series")
        #expect(titanic["endYear"] as? Int == 1960)
        let both = try reel.run("search", "casablanca", "type:series,mini-series")
        #expect(both.output.contains("1942–"))
        #expect(both.output.contains("Kind"))
        #expect(both.output.contains("TV"))
        #expect(both.output.contains("Mini"))
        let movies2 = try reel.run("search", "titanic", "type:movie", "--json")
        let moviePage = try #require(
            try JSONSerialization.jsonObject(with: Data(movies2.output.utf8)) as? [String: Any])
        #expect(moviePage["total"] as? Int == 2)
    }

    @Test func aBadTypeTermIsNamed() throws {
        let result = try reel.run("search", "type:podcast")
        #expect(result.status == 64)
        #expect(result.error.contains("type:podcast: type takes movie, series or mini-series (type:series)"))
    }

    @Test func anEpisodesIDFindsItsSeries() throws {
        let result = try reel.run("search", "tt0959621", "--json")
        #expect(result.status == 0)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let movies = try #require(page["movies"] as? [[String: Any]])
        #expect(movies.map { $0["id"] as? Int } == [52347])
        let text = try reel.run("search", "tt0959621")
        #expect(text.output.contains("1953–1960"))
    }

    @Test func theHelpNamesTheTypeTerm() throws {
        let help = try reel.run("search", "--help")
        #expect(help.output.contains("type:series"))
    }
}
