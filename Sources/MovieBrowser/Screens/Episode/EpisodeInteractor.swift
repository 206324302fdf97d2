import MovieCatalog

/// An episode screen's use cases: the episode, its series and their episodes (for the previous
/// and the next), its credits, and its place on the watchlist.
public final class EpisodeInteractor: Sendable {
    private let movies: any MovieRepository
    private let series: any SeriesRepository
    private let people: any PeopleRepository
    private let watchlist: any WatchlistRepository

    /// Creates the interactor.
    ///
    /// - Parameters:
    ///   - movies: The catalog (the series is one of its titles).
    ///   - series: The catalog's episodes.
    ///   - people: The catalog's credits (an episode's, when imported with `--episode-credits`).
    ///   - watchlist: The watchlist `w` puts the episode on.
    public init(
        movies: any MovieRepository, series: any SeriesRepository, people: any PeopleRepository,
        watchlist: any WatchlistRepository
    ) {
        self.movies = movies
        self.series = series
        self.people = people
        self.watchlist = watchlist
    }

    /// Puts the episode with id `id` on the watchlist, or takes it off.
    ///
    /// - Parameter id: The episode's id.
    /// - Returns: Whether it is on the watchlist now.
    /// - Throws: ``CatalogError`` when storage fails.
    public func toggleWatchlist(_ id: Int) throws(CatalogError) -> Bool {
        if try watchlist.remove(movieID: id) { return false }
        _ = try watchlist.add(movieID: id)
        return true
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
