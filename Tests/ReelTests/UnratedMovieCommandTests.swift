import Foundation
import TestSupport
import Testing

/// A movie without votes (the IMDb fixture's "Unrated Première", tt9000008) is `unrated` in text and
/// has a `null` rating in JSON, as the browser shows it; a rated one keeps its average.
@Suite struct UnratedMovieCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        // Movies only: the newest titles of the whole fixture are series.
        reel = try ReelProcess.overIMDbFixture(in: directory.url, options: ["--types", "movie"])
    }

    private func object(_ arguments: String...) throws -> [String: Any] {
        try reel.jsonObject(arguments)
    }

    @Test func showSaysUnratedInsteadOfZero() throws {
        let unrated = try reel.run("show", "tt9000008")
        #expect(unrated.status == 0, "\(unrated.error)")
        #expect(unrated.output.contains("\nRating     unrated (no votes)\n"), "\(unrated.output)")
        #expect(!unrated.output.contains("0.0"))
        let rated = try reel.run("show", "tt0068646")
        #expect(rated.output.contains("\nRating     9.2 / 10 from 2,100,000 votes\n"), "\(rated.output)")
    }

    @Test func searchTablesSayUnratedAndKeepTheColumnsAligned() throws {
        let result = try reel.run("search", "--sort", "year", "--desc", "--limit", "2")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result.output)")
        guard lines.count == 4 else { return }
        // The newest movie is the unrated one (2020); the column widens to its word.
        #expect(lines[1] == "     ID  Year   Rating    Votes  Title", "\(result.output)")
        #expect(lines[2] == "9000008  2020  unrated        0  Unrated Première", "\(result.output)")
        #expect(lines[3] == "9000001  2001      6.1       15  Say \"Cheese\"", "\(result.output)")
    }

    @Test func jsonHasANullRatingForAnUnratedMovie() throws {
        let unrated = try object("show", "tt9000008", "--json")
        #expect(unrated["rating"] is NSNull, "\(unrated)")
        #expect(unrated["votes"] as? Int == 0)
        let page = try object("search", "tt9000008", "--json")
        let movies = try #require(page["movies"] as? [[String: Any]])
        #expect(movies.count == 1)
        #expect(movies.first?["rating"] is NSNull)
        let rated = try object("show", "tt0068646", "--json")
        #expect(rated["rating"] as? Double == 9.2)
    }

    @Test func aWatchlistEntrysMovieHasANullRating() throws {
        let entry = try object("watchlist", "add", "tt9000008", "--json")
        let movie = try #require(entry["movie"] as? [String: Any], "\(entry)")
        #expect(movie["rating"] is NSNull)
    }
}
