import Foundation
import TestSupport
import Testing

/// The people terms, `reel show` and `reel person` over the IMDb fixture imported with
/// `reel import --imdb` (Tests/TestSupport/Data/imdb, whose README lists its people and traps).
@Suite struct PeopleFixtureCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = try ReelProcess.overIMDbFixture(in: directory.url)
    }

    private func json(_ arguments: String...) throws -> [String: Any] {
        try reel.jsonObject(arguments)
    }

    private func imdbIDs(_ page: [String: Any]) -> Set<String> {
        Set((page["movies"] as? [[String: Any]] ?? []).compactMap { $0["imdbID"] as? String })
    }

    @Test func peopleTermsKeepTheMoviesOfTheRole() throws {
        // Coppola directs three movies; his tvEpisode is not in the catalog.
        #expect(try imdbIDs(json("search", "director:coppola", "--json")) == ["tt0068646", "tt0071562", "tt0078788"])
        #expect(try imdbIDs(json("search", "writer:coppo", "--json")) == ["tt0068646", "tt0071562", "tt0078788"])
        #expect(try imdbIDs(json("search", "cast:coppola", "--json")).isEmpty)
        // Pacino acts in two movies (his tvMovie and tvEpisode are not kept).
        #expect(try imdbIDs(json("search", "cast:\"al pacino\"", "--json")) == ["tt0068646", "tt0071562"])
        #expect(try imdbIDs(json("search", "cast:pacino", "cast:brando", "--json")) == ["tt0068646"])
        #expect(try imdbIDs(json("search", "person:mifune", "--json")) == ["tt0047478"])
        #expect(try imdbIDs(json("search", "person:toshiro", "--json")) == ["tt0047478"], "diacritics ignored")
    }

    @Test func showAndPersonOverTheImportedPeople() throws {
        let movie = try json("show", "tt0068646", "--json")
        #expect((movie["directors"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Francis Ford Coppola"])
        let cast = try #require(movie["cast"] as? [[String: Any]])
        #expect(cast.first?["name"] as? String == "Marlon Brando")
        #expect(cast.first?["characters"] as? [String] == ["Don Vito Corleone"])
        let person = try json("person", "nm0000338", "--json")
        #expect(person["name"] as? String == "Francis Ford Coppola")
        let credits = try #require(person["credits"] as? [[String: Any]])
        #expect(Set(credits.compactMap { $0["imdbID"] as? String }) == ["tt0068646", "tt0071562", "tt0078788"])
        #expect(credits.first?["year"] as? Int == 1979, "newest first")
        let byID = try reel.run("search", "tt0078788")
        #expect(byID.output.hasPrefix("1–1 of 1 movie\n"), "\(byID.output)")
        #expect(byID.output.contains("Apocalypse Now"))
        let unknown = try reel.run("person", "nm9999991")
        #expect(unknown.status == 1, "credited, but absent from the names")
    }
}
