import Foundation
import TestSupport
import Testing

/// Every command taking a movie takes its catalog id or its IMDb id, and says the same when it is
/// neither; `similar` among them.
@Suite struct MovieArgumentTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = try ReelProcess.overIMDbFixture(in: directory.url)
    }

    private func imdbIDs(_ result: ReelProcess.Result) throws -> [String] {
        let movies = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        return movies.compactMap { $0["imdbID"] as? String }
    }

    @Test func similarTakesAnIMDbIDAsShowDoes() throws {
        let byIMDb = try reel.run("similar", "tt0068646", "--json")
        #expect(byIMDb.status == 0, "\(byIMDb.error)")
        // The Godfather (1972, Crime and Drama, 9.2): Part II and Taxi Driver share both genres, Apocalypse
        // Now one; Pulp Fiction (1994) and Casablanca (1942) are more than 10 years away.
        #expect(try imdbIDs(byIMDb) == ["tt0071562", "tt0075314", "tt0078788"])
        let show = try reel.run("show", "tt0068646", "--json")
        let movie = try #require(try JSONSerialization.jsonObject(with: Data(show.output.utf8)) as? [String: Any])
        let id = try #require(movie["id"] as? Int)
        let byID = try reel.run("similar", String(id), "--json")
        #expect(byID.output == byIMDb.output)
        let text = try reel.run("similar", "tt0068646")
        #expect(text.output.hasPrefix("Like The Godfather (1972):\n"), "\(text.output)")
    }

    @Test func everyMovieCommandTakesBothFormsAndRejectsOthersAlike() throws {
        let commands: [[String]] = [
            ["show"], ["similar"], ["watchlist", "add"], ["watchlist", "rate"], ["watchlist", "note"],
            ["watchlist", "remove"],
        ]
        for command in commands {
            let extra = command.last == "rate" ? ["7"] : command.last == "note" ? ["seen"] : []
            let good = try reel.run(command + ["tt0075314"] + extra)
            #expect(good.status == 0, "\(command): \(good.error)")
            let bad = try reel.run(command + ["taxi"] + extra)
            #expect(bad.status == 64, "\(command)")
            #expect(bad.error.contains("\"taxi\" is not a movie id (20545) nor an IMDb id (tt0068646)"), "\(command)")
            #expect(bad.error.contains("Usage: reel \(command.joined(separator: " "))"), "\(command): \(bad.error)")
            let unknown = try reel.run(command + ["tt7654321"] + extra)
            #expect(unknown.status == 1, "\(command)")
            #expect(unknown.error.contains("no movie has IMDb id tt7654321 in this catalog"), "\(command)")
        }
    }
}
