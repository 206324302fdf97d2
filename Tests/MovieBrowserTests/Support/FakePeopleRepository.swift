import MovieCatalog
import Synchronization

/// The in-memory ``PeopleRepository`` over a ``FakeMovieRepository``, answering as the SQLite one
/// does, and counting every call.
///
/// Two sets of credits, as in the real catalog where a movie's credits and the name index are read
/// from different tables:
/// - The screens' (``PeopleFixtures``, or a test's): a movie's credits in billing order split into
///   directors, writers, cast and crew; a person; a filmography newest first, then by title.
/// - The name search's (`@name`): the movie repository's ``FakeCredit``s, the ones its people terms
///   (`director:coppola`) match, so a name found leads to the same movies; most credited first.
final class FakePeopleRepository: PeopleRepository {
    /// One credit: who did what on which movie, in billing order within the movie.
    struct Credit: Sendable {
        let movieID: Int
        let person: PersonID
        let category: CreditCategory
        let characters: [String]

        init(_ movieID: Int, _ person: PersonID, _ category: CreditCategory, _ characters: [String] = []) {
            self.movieID = movieID
            self.person = person
            self.category = category
            self.characters = characters
        }
    }

    let people: [Person]
    let credits: [Credit]
    /// IMDb ids of the movies, by catalog id (the fixture movies carry none).
    let imdbIDs: [Int: IMDbID]
    private let catalog: FakeMovieRepository
    private let calls = Mutex(0)

    /// The number of calls of every kind so far.
    var callCount: Int { calls.withLock { $0 } }

    init(
        catalog: FakeMovieRepository, people: [Person] = PeopleFixtures.people,
        credits: [Credit] = PeopleFixtures.credits, imdbIDs: [Int: IMDbID] = Fixtures.imdbIDs
    ) {
        self.catalog = catalog
        self.people = people
        self.credits = credits
        self.imdbIDs = imdbIDs
    }

    private func name(_ id: PersonID) -> PersonName {
        PersonName(id: id, name: people.first { $0.id == id }?.name)
    }

    func credits(movieID: Int) throws(CatalogError) -> MovieCredits {
        calls.withLock { $0 += 1 }
        let lines = credits.filter { $0.movieID == movieID }
        var crew: [(category: CreditCategory, people: [PersonName])] = []
        for line in lines where line.category != .director && line.category != .writer && !line.category.isCast {
            if let index = crew.firstIndex(where: { $0.category == line.category }) {
                crew[index].people.append(name(line.person))
            } else {
                crew.append((line.category, [name(line.person)]))
            }
        }
        return MovieCredits(
            directors: lines.filter { $0.category == .director }.map { name($0.person) },
            writers: lines.filter { $0.category == .writer }.map { name($0.person) },
            cast: lines.filter(\.category.isCast).map {
                CastMember(person: name($0.person), category: $0.category, characters: $0.characters)
            },
            crew: crew)
    }

    func person(id: PersonID) throws(CatalogError) -> Person? {
        calls.withLock { $0 += 1 }
        return people.first { $0.id == id }
    }

    func filmography(of id: PersonID) throws(CatalogError) -> [FilmographyCredit] {
        calls.withLock { $0 += 1 }
        return credits.filter { $0.person == id }.compactMap { credit in
            catalog.all.first { $0.id == credit.movieID }.map {
                FilmographyCredit(movie: $0, category: credit.category, characters: credit.characters)
            }
        }
        .sorted { a, b in
            a.movie.year != b.movie.year ? a.movie.year > b.movie.year : a.movie.title.sortKey < b.movie.title.sortKey
        }
    }

    func people(matching words: [String], limit: Int) throws(CatalogError) -> [PersonMatch] {
        calls.withLock { $0 += 1 }
        guard !words.isEmpty, let filter = PeopleFilter(.person, name: words.joined(separator: " ")) else { return [] }
        let index = catalog.credits
        var seen = Set<PersonID>()
        let named = index.map(\.person).filter { seen.insert($0.id).inserted }
        let found = named.filter { person in index.contains { $0.person.id == person.id && $0.matches(filter) } }
        let counted = found.map { person in
            PersonMatch(person: person, creditCount: index.filter { $0.person.id == person.id }.count)
        }
        return Array(
            counted.sorted {
                ($1.creditCount, $0.person.name, $0.person.id) < ($0.creditCount, $1.person.name, $1.person.id)
            }.prefix(limit))
    }

    func movie(imdbID: IMDbID) throws(CatalogError) -> Movie? {
        calls.withLock { $0 += 1 }
        let id = imdbIDs.first { $0.value == imdbID }?.key
        return catalog.all.first { $0.id == id || $0.imdbID == imdbID }
    }
}
