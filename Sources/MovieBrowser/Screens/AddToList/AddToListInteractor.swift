import MovieCatalog

/// The picker's use cases: the movie, the lists it can go on (not the smart ones) and those already
/// holding it, adding it, and making a list for it.
public final class AddToListInteractor: Sendable {
    private let movies: any MovieRepository
    private let series: any SeriesRepository
    private let repository: any ListRepository

    /// Creates the interactor.
    ///
    /// - Parameter movies: The catalog.
    /// - Parameter series: The catalog's episodes (an episode goes on a list as a movie does).
    /// - Parameter lists: The user's lists.
    public init(movies: any MovieRepository, series: any SeriesRepository, lists: any ListRepository) {
        self.movies = movies
        self.series = series
        repository = lists
    }

    /// The movie (or series) with id `id`, else the episode with that id as the library names it
    /// (a ``Movie`` of kind ``TitleKind/episode``), or `nil` when the catalog has neither.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func movie(_ id: Int) throws(CatalogError) -> Movie? {
        if let movie = try movies.movie(id: id) { return movie }
        guard let episode = try series.episode(id: id) else { return nil }
        return Movie(episode: episode, series: try movies.movie(id: episode.seriesID))
    }

    /// The lists a movie can be added to (by name; smart lists follow their query and take none),
    /// and the ids of those already holding `movieID`.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func choices(for movieID: Int) throws(CatalogError) -> (lists: [MovieList], holding: Set<Int64>) {
        let lists = try repository.lists().filter { !$0.isSmart }
        return (lists, Set(try repository.lists(containing: movieID).map(\.id)))
    }

    /// Adds the movie at the end of the list.
    ///
    /// - Returns: The list with its progress after the addition.
    /// - Throws: ``CatalogError`` when the movie or the list is missing, or storage fails.
    public func add(_ movieID: Int, to listID: Int64) throws(CatalogError) -> MovieList? {
        try repository.add(movieID: movieID, toList: listID, note: nil)
        return try repository.list(id: listID)
    }

    /// Makes a plain list named `name`.
    ///
    /// - Throws: ``CatalogError`` for a name that is empty, too long or taken.
    public func create(named name: String) throws(CatalogError) -> MovieList {
        try repository.create(ListDetails(name: name))
    }
}
