import MovieCatalog
import Testing

@testable import reel

/// The command line's tables keep their columns aligned over IMDb's ids (seven digits here, eight in
/// the real datasets) and vote counts in the millions, and are unchanged for the shipped catalog.
@Suite struct TextColumnsTests {
    static func movie(_ id: Int, votes: Int) -> Movie {
        Movie(
            id: id, title: "Film \(id)", year: 2001, minutes: 90, budget: nil, rating: 7.5, votes: votes,
            ratingShares: nil, mpaa: nil, genres: [.drama], imdbID: IMDbID(id))
    }

    /// The column where each line's year starts.
    static func yearColumns(_ text: String) -> Set<Int> {
        Set(
            text.split(separator: "\n").compactMap { line -> Int? in
                guard let range = line.range(of: "2001") ?? line.range(of: "Year") else { return nil }
                return line.distance(from: line.startIndex, to: range.lowerBound)
            })
    }

    @Test func longIdsAndVoteCountsKeepTheColumnsAligned() {
        let text = MovieText.table(
            [Self.movie(12_345_678, votes: 3_000_123), Self.movie(68_646, votes: 12)], width: 100)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "      ID  Year  Rating      Votes  Title")
        #expect(lines[1] == "12345678  2001     7.5  3,000,123  Film 12345678")
        #expect(lines[2] == "   68646  2001     7.5         12  Film 68646")
        #expect(Self.yearColumns(text).count == 1)
    }

    @Test func theShippedCatalogsTableIsAsBefore() {
        let text = MovieText.table([Self.movie(20_545, votes: 122_755)], width: 100)
        #expect(text == "    ID  Year  Rating    Votes  Title\n 20545  2001     7.5  122,755  Film 20545\n")
    }

    @Test func aFilmographyAlignsItsIds() {
        let credits = [
            FilmographyCredit(
                movie: Self.movie(1_175_926, votes: 1), category: CreditCategory("actor"), characters: []),
            FilmographyCredit(movie: Self.movie(922_411, votes: 1), category: CreditCategory("actor"), characters: []),
        ]
        let person = Person(id: PersonID(7), name: "Some One", birthYear: nil, deathYear: nil, professions: [])
        let text = PersonText.detail(person, filmography: credits, width: 100)
        #expect(Self.yearColumns(text).count == 1, "\(text)")
        #expect(text.contains("\n     ID  Year  Role   Title\n1175926  2001  actor  Film 1175926\n 922411  2001"))
    }
}
