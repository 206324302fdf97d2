import MovieCatalog

/// An episode screen's use cases: the episode, its series and their episodes (for the previous
/// and the next), and its credits.
public final class EpisodeInteractor: Sendable {
    private let movies: any MovieRepository
    private let series: any SeriesRepository
    private let people: any PeopleRepository

    /// Creates the interactor.
    ///
    /// - Parameters:
    ///   - movies: The catalog (the series is one of its titles).
    ///   - series: The catalog's episodes.
    ///   - people: The catalog's credits (an episode's, when imported with `--episode-credits`).
    public init(movies: any MovieRepository, series: any SeriesRepository, people: any PeopleRepository) {
        self.movies = movies
        self.series = series
        self.people = people
    }

    /// The episode with id `id`, or `nil` when the catalog has none.
    ///
    /// - Parameter id: The episode's id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func episode(_ id: Int) throws(CatalogError) -> Episode? {
        try series.episode(id: id)
    }

    /// The series with id `id`, or `nil` when the catalog lacks it.
    ///
    /// - Parameter id: The series' id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func series(_ id: Int) throws(CatalogError) -> Movie? {
        try movies.movie(id: id)
    }

    /// Every episode of the series, in broadcast order.
    ///
    /// - Parameter id: The series' id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func episodes(ofSeries id: Int) throws(CatalogError) -> [Episode] {
        try series.episodes(ofSeries: id)
    }

    /// The episode's credits: none when they were not imported.
    ///
    /// - Parameter id: The episode's id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func credits(_ id: Int) throws(CatalogError) -> MovieCredits {
        try people.credits(movieID: id)
    }
}
