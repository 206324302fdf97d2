import MovieCatalog

/// A person screen's use cases: the person, their filmography, its watchlist marks and the
/// watchlist toggle.
public final class PersonInteractor: Sendable {
    private let people: any PeopleRepository
    private let watchlist: any WatchlistRepository

    /// Creates the interactor.
    ///
    /// - Parameter people: The catalog's people and credits.
    /// - Parameter watchlist: The user's watchlist (for the marks).
    public init(people: any PeopleRepository, watchlist: any WatchlistRepository) {
        self.people = people
        self.watchlist = watchlist
    }

    /// The person with id `id`, or `nil` when the catalog's names lack them.
    ///
    /// - Parameter id: The person's IMDb id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func person(_ id: PersonID) throws(CatalogError) -> Person? {
        try people.person(id: id)
    }

    /// Every credit of the person in the catalog.
    ///
    /// - Parameter id: The person's IMDb id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func filmography(_ id: PersonID) throws(CatalogError) -> [FilmographyCredit] {
        try people.filmography(of: id)
    }

    /// Which of `ids` are on the watchlist: one query.
    ///
    /// - Parameter ids: Movie ids.
    /// - Throws: ``CatalogError`` when storage fails.
    public func onWatchlist(_ ids: [Int]) throws(CatalogError) -> Set<Int> {
        guard !ids.isEmpty else { return [] }
        return try watchlist.onWatchlist(ids: ids)
    }

    /// Adds the movie to the watchlist, or removes it when it is on it.
    ///
    /// - Parameter id: The movie's id.
    /// - Returns: Whether the movie is on the watchlist now.
    /// - Throws: ``CatalogError`` when storage fails.
    public func toggleWatchlist(_ id: Int) throws(CatalogError) -> Bool {
        if try watchlist.remove(movieID: id) { return false }
        try watchlist.add(movieID: id)
        return true
    }
}
