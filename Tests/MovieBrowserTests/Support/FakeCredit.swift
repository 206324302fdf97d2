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
