import MovieCatalog

/// The harness's people: the detail's credits, the Person screen and their call counts from
/// ``FakePeopleCatalog``; name searches (`@name`) and IMDb ids from ``FakePeopleRepository``, whose
/// credits the fake movie repository's people terms read, so a name found leads to the same movies.
struct HarnessPeople: PeopleRepository {
    let screens: FakePeopleCatalog
    let search: FakePeopleRepository

    func credits(movieID: Int) throws(CatalogError) -> MovieCredits { try screens.credits(movieID: movieID) }

    func person(id: PersonID) throws(CatalogError) -> Person? { try screens.person(id: id) }

    func filmography(of id: PersonID) throws(CatalogError) -> [FilmographyCredit] { try screens.filmography(of: id) }

    func people(matching words: [String], limit: Int) throws(CatalogError) -> [PersonMatch] {
        try search.people(matching: words, limit: limit)
    }

    func movie(imdbID: IMDbID) throws(CatalogError) -> Movie? { try search.movie(imdbID: imdbID) }
}
