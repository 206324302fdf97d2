import Foundation
import TestSupport
import Testing

/// `reel show` with credits and IMDb ids, `reel person`, and `reel search` with people terms and
/// an IMDb id, over a database holding people.
@Suite struct PeopleCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
        #expect(try reel.run("search", "--limit", "0").status == 0, "the first command imports the sample")
        try PeopleRows.add(toDatabaseAt: reel.databasePath)
    }

    private func json(_ result: ReelProcess.Result) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return try #require(object as? [String: Any], "\(result.output)")
    }

    @Test func showTakesAnIMDbIDAndListsTheCreditsInJSON() throws {
        let result = try reel.run("show", "tt0068646", "--json")
        #expect(result.status == 0, "\(result.error)")
        let movie = try json(result)
        #expect(movie["id"] as? Int == 20545)
        #expect(movie["imdbID"] as? String == "tt0068646")
        #expect(movie["title"] as? String == "The Godfather")
        let directors = try #require(movie["directors"] as? [[String: Any]])
        #expect(directors.map { $0["id"] as? String } == ["nm0000338"])
        #expect(directors.map { $0["name"] as? String } == ["Francis Ford Coppola"])
        let writers = try #require(movie["writers"] as? [[String: Any]])
        #expect(writers.map { $0["name"] as? String } == ["Mario Puzo", "Francis Ford Coppola"])
        let cast = try #require(movie["cast"] as? [[String: Any]])
        #expect(cast.map { $0["id"] as? String } == ["nm0000008", "nm0000199", "nm9999999"])
        #expect(cast.map { $0["name"] as? String } == ["Marlon Brando", "Al Pacino", nil], "unknown people: null")
        #expect(cast.first?["characters"] as? [String] == ["Don Vito Corleone"])
        #expect(cast.last?.keys.contains("name") == true, "the key is written as null")
        // The catalog id answers the same.
        #expect(try reel.run("show", "20545", "--json").output == result.output)
    }

    @Test func showListsTheCreditsAsText() throws {
        let result = try reel.run("show", "tt68646")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("The Godfather (1972)\n"))
        #expect(result.output.contains("\nIMDb       tt0068646\n"))
        #expect(result.output.contains("\nDirectors  Francis Ford Coppola\n"))
        #expect(result.output.contains("\nWriters    Mario Puzo, Francis Ford Coppola\n"))
        #expect(result.output.contains("\nCast       Marlon Brando as Don Vito Corleone\n"))
        #expect(result.output.contains("\n           Al Pacino as Michael Corleone\n"))
        #expect(result.output.contains("\n           nm9999999 (unknown) as Sonny Corleone\n"))
        let noCredits = try reel.run("show", "8882", "--json")
        let casablanca = try json(noCredits)
        #expect(casablanca["directors"] as? [Any] != nil && (casablanca["directors"] as? [Any])?.isEmpty == true)
        #expect((casablanca["cast"] as? [Any])?.isEmpty == true)
        #expect(casablanca["imdbID"] is NSNull)
    }

    @Test func anUnknownOrMalformedIDIsAClearError() throws {
        let unknown = try reel.run("show", "tt7654321")
        #expect(unknown.status == 1)
        #expect(unknown.error == "reel: no movie has IMDb id tt7654321 in this catalog; find ids with `reel search`\n")
        let malformed = try reel.run("show", "godfather")
        #expect(malformed.status == 64)
        #expect(malformed.error.contains("\"godfather\" is not a movie id (20545) nor an IMDb id (tt0068646)"))
        let person = try reel.run("person", "nm0000001")
        #expect(person.status == 1, "as `reel show` for an unknown movie")
        #expect(person.output.isEmpty)
        #expect(
            person.error
                == "reel: no person has id nm0000001 in this catalog; people come with `reel import --imdb`\n")
        let badPerson = try reel.run("person", "tt0068646")
        #expect(badPerson.status == 64)
        #expect(badPerson.error.contains("\"tt0068646\" is not an IMDb person id (nm0000338)"))
    }

    @Test func personPrintsTheFilmographyInJSON() throws {
        let result = try reel.run("person", "nm0000338", "--json")
        #expect(result.status == 0, "\(result.error)")
        let person = try json(result)
        #expect(person["id"] as? String == "nm0000338")
        #expect(person["name"] as? String == "Francis Ford Coppola")
        #expect(person["birthYear"] as? Int == 1939)
        #expect(person["deathYear"] is NSNull)
        #expect(person["professions"] as? [String] == ["producer", "director", "writer"])
        let credits = try #require(person["credits"] as? [[String: Any]])
        #expect(
            credits.map { $0["title"] as? String } == [
                "The Godfather: Part III", "The Godfather: Part II", "The Godfather", "The Godfather",
            ])
        #expect(credits.map { $0["year"] as? Int } == [1990, 1974, 1972, 1972])
        #expect(credits.map { $0["role"] as? String } == ["director", "director", "director", "writer"])
        #expect(credits.map { $0["imdbID"] as? String } == [nil, "tt0071562", "tt0068646", "tt0068646"])
        #expect(credits[2]["characters"] as? [String] == [])
        let pacino = try json(try reel.run("person", "nm0000199", "--json"))
        let roles = try #require(pacino["credits"] as? [[String: Any]])
        #expect(roles.last?["characters"] as? [String] == ["Michael Corleone"])
    }

    @Test func personPrintsColumnsThatFitTheWidth() throws {
        for columns in [40, 80, 120] {
            var sized = reel
            sized.environment["COLUMNS"] = String(columns)
            let result = try sized.run("person", "nm0000008")
            #expect(result.status == 0)
            let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first == "Marlon Brando (1924–2004)")
            #expect(lines.allSatisfy { $0.count <= columns }, "\(result.output)")
        }
        let result = try reel.run("person", "nm0000008")
        #expect(result.output.contains("\nProfessions actor, director\n"))
        #expect(result.output.contains("\nDied        2004\n"))
        #expect(result.output.contains("\n    ID  Year  Role   Title\n"), "\(result.output)")
        #expect(result.output.contains("\n 20545  1972  actor  The Godfather as Don Vito Corleone\n"))
    }

    @Test func searchTakesPeopleTermsAndAnIMDbID() throws {
        let directed = try json(try reel.run("search", "director:coppola", "--json"))
        let titles = (directed["movies"] as? [[String: Any]])?.map { $0["title"] as? String }
        #expect(titles == ["The Godfather", "The Godfather: Part II", "The Godfather: Part III"])
        #expect(directed["total"] as? Int == 3)
        let both = try json(try reel.run("search", "cast:pacino", "cast:\"marlon brando\"", "--json"))
        #expect((both["movies"] as? [[String: Any]])?.map { $0["imdbID"] as? String } == ["tt0068646"])
        let text = try reel.run("search", "writer:puzo")
        #expect(text.output.hasPrefix("1–1 of 1 movie\n"), "\(text.output)")
        let byID = try reel.run("search", "tt0071562")
        #expect(byID.status == 0)
        #expect(byID.output.contains("\n 20546  1974     8.9   71,363  The Godfather: Part II\n"), "\(byID.output)")
        let unknown = try json(try reel.run("search", "tt0000404", "--json"))
        #expect(unknown["total"] as? Int == 0)
        let bad = try reel.run("search", "director:")
        #expect(bad.status == 64)
        #expect(bad.error.contains("director:: missing a value after :"))
    }
}
