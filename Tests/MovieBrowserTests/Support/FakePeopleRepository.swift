import Foundation
import MovieCatalog

/// One credit of the fakes' catalog: a person on a movie, in a category.
struct FakeCredit: Sendable {
    let movieID: Int
    let person: Person
    let category: CreditCategory
    var characters: [String] = []

    /// Whether the credit is one `filter` keeps: its role's category and every word a prefix of a
    /// word of the name, as the SQLite repository matches people terms.
    func matches(_ filter: PeopleFilter) -> Bool {
        if let categories = filter.role.categories, !categories.contains(category) { return false }
        if let id = filter.person { return person.id == id }
        let nameWords = PeopleFilter.words(of: person.name.folding(options: .diacriticInsensitive, locale: nil))
        return filter.words.allSatisfy { word in
            let word = word.folding(options: .diacriticInsensitive, locale: nil)
            return nameWords.contains { $0.hasPrefix(word) }
        }
    }
}

/// An in-memory ``PeopleRepository`` over ``FakeCredit``s and movies, with the SQLite one's answers:
/// people found by word prefixes of their names, most credited first.
final class FakePeopleRepository: PeopleRepository {
    let movies: [Movie]
    let credits: [FakeCredit]
    /// IMDb ids of the movies, by catalog id.
    let imdbIDs: [Int: IMDbID]

    init(movies: [Movie] = Fixtures.movies, credits: [FakeCredit] = [], imdbIDs: [Int: IMDbID] = [:]) {
        self.movies = movies
        self.credits = credits
        self.imdbIDs = imdbIDs
    }

    private var people: [Person] {
        var seen = Set<PersonID>()
        return credits.map(\.person).filter { seen.insert($0.id).inserted }
    }

    func credits(movieID: Int) throws(CatalogError) -> MovieCredits {
        let mine = credits.filter { $0.movieID == movieID }
        func names(_ category: CreditCategory) -> [PersonName] {
            mine.filter { $0.category == category }.map { PersonName(id: $0.person.id, name: $0.person.name) }
        }
        return MovieCredits(
            directors: names(.director), writers: names(.writer),
            cast: mine.filter(\.category.isCast).map {
                CastMember(
                    person: PersonName(id: $0.person.id, name: $0.person.name), category: $0.category,
                    characters: $0.characters)
            }, crew: [])
    }

    func person(id: PersonID) throws(CatalogError) -> Person? {
        people.first { $0.id == id }
    }

    func filmography(of id: PersonID) throws(CatalogError) -> [FilmographyCredit] {
        credits.filter { $0.person.id == id }.compactMap { credit in
            movies.first { $0.id == credit.movieID }.map {
                FilmographyCredit(movie: $0, category: credit.category, characters: credit.characters)
            }
        }
    }

    func people(matching words: [String], limit: Int) throws(CatalogError) -> [PersonMatch] {
        guard !words.isEmpty, let filter = PeopleFilter(.person, name: words.joined(separator: " ")) else { return [] }
        let found = people.filter { person in
            credits.contains { $0.person.id == person.id && $0.matches(filter) }
        }
        let counted = found.map { person in
            PersonMatch(person: person, creditCount: credits.filter { $0.person.id == person.id }.count)
        }
        return Array(
            counted.sorted {
                ($1.creditCount, $0.person.name, $0.person.id) < ($0.creditCount, $1.person.name, $1.person.id)
            }.prefix(limit))
    }

    func movie(imdbID: IMDbID) throws(CatalogError) -> Movie? {
        guard let id = imdbIDs.first(where: { $0.value == imdbID })?.key else { return nil }
        return movies.first { $0.id == id }
    }
}

extension Fixtures {
    static let coppola = Person(
        id: PersonID(338), name: "Francis Ford Coppola", birthYear: 1939, deathYear: nil,
        professions: ["producer", "director", "writer"])
    static let sofia = Person(
        id: PersonID(1068), name: "Sofia Coppola", birthYear: 1971, deathYear: nil,
        professions: ["writer", "director", "actress"])
    static let pacino = Person(
        id: PersonID(199), name: "Al Pacino", birthYear: 1940, deathYear: nil, professions: ["actor", "producer"])
    static let lucas = Person(
        id: PersonID(184), name: "George Lucas", birthYear: 1944, deathYear: nil,
        professions: ["producer", "writer", "director"])

    /// Credits of the fixture movies: Coppola directed and wrote the Godfathers, Pacino acts in them,
    /// Sofia Coppola in Part III; Lucas directed Star Wars.
    static let credits: [FakeCredit] = [
        FakeCredit(movieID: 20545, person: pacino, category: .actor, characters: ["Michael Corleone"]),
        FakeCredit(movieID: 20545, person: coppola, category: .director),
        FakeCredit(movieID: 20545, person: coppola, category: .writer),
        FakeCredit(movieID: 20546, person: pacino, category: .actor, characters: ["Don Michael Corleone"]),
        FakeCredit(movieID: 20546, person: coppola, category: .director),
        FakeCredit(movieID: 20547, person: pacino, category: .actor, characters: ["Don Michael Corleone"]),
        FakeCredit(movieID: 20547, person: sofia, category: .actress, characters: ["Mary Corleone"]),
        FakeCredit(movieID: 20547, person: coppola, category: .director),
        FakeCredit(movieID: 48908, person: lucas, category: .director),
        FakeCredit(movieID: 48908, person: lucas, category: .writer),
    ]

    /// IMDb ids of some fixture movies.
    static let imdbIDs: [Int: IMDbID] = [20545: IMDbID(68646), 48908: IMDbID(76759)]
}
