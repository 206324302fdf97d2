/// Read access to the people of the catalog and their credits: what the detail, the Person and People
/// screens and `reel person` depend on.
///
/// A catalog imported from the shipped CSV has no people: every call answers empty (no credits, no
/// person, no match), never an error.
public protocol PeopleRepository: Sendable {
    /// The credits of movie `movieID`: directors, writers, the cast in billing order, the other crew.
    ///
    /// - Parameter movieID: The catalog id of the movie.
    /// - Throws: ``CatalogError`` when storage fails.
    func credits(movieID: Int) throws(CatalogError) -> MovieCredits

    /// The person with id `id`, or `nil` when the catalog has none.
    ///
    /// - Parameter id: The IMDb person id.
    /// - Throws: ``CatalogError`` when storage fails.
    func person(id: PersonID) throws(CatalogError) -> Person?

    /// Every credit of person `id` in the catalog, newest first (then by title), one line per movie and
    /// category.
    ///
    /// - Parameter id: The IMDb person id.
    /// - Throws: ``CatalogError`` when storage fails.
    func filmography(of id: PersonID) throws(CatalogError) -> [FilmographyCredit]

    /// People whose name has words starting with each of `words` (`["coppo"]`, `["al", "pac"]`), most
    /// credited first.
    ///
    /// - Parameter words: Word prefixes, matched ignoring case and diacritics; empty matches no one.
    /// - Parameter limit: The largest number of people returned.
    /// - Throws: ``CatalogError`` when storage fails.
    func people(matching words: [String], limit: Int) throws(CatalogError) -> [PersonMatch]

    /// The movie or series with IMDb id `imdbID`, or, for an episode's id, its series; `nil` when the
    /// catalog has neither.
    ///
    /// - Parameter imdbID: The IMDb title id.
    /// - Throws: ``CatalogError`` when storage fails.
    func movie(imdbID: IMDbID) throws(CatalogError) -> Movie?
}
