import MovieCatalog

/// A series screen's use cases: the series, its episodes and how far the user is through them,
/// which of them are seen, and the series' place on the watchlist.
public final class SeriesInteractor: Sendable {
    private let movies: any MovieRepository
    private let series: any SeriesRepository
    private let watchlist: any WatchlistRepository
    private let diary: any DiaryRepository

    /// Creates the interactor.
    ///
    /// - Parameter movies: The catalog (a series is one of its titles).
    /// - Parameter series: The catalog's episodes and the diary's progress through them.
    /// - Parameter watchlist: The watchlist `w` puts the series on.
    /// - Parameter diary: The diary, which tells the episodes seen.
    public init(
        movies: any MovieRepository, series: any SeriesRepository, watchlist: any WatchlistRepository,
        diary: any DiaryRepository
    ) {
        self.movies = movies
        self.series = series
        self.watchlist = watchlist
        self.diary = diary
    }

    /// Which of the episodes `ids` have a viewing in the diary.
    ///
    /// - Parameter ids: Episode ids.
    /// - Throws: ``CatalogError`` when storage fails.
    public func seen(_ ids: [Int]) throws(CatalogError) -> Set<Int> {
        try diary.seen(ids: ids)
    }

    /// Puts title `id` (the series, or an episode) on the watchlist, or takes it off.
    ///
    /// - Parameter id: The title's id.
    /// - Returns: Whether it is on the watchlist now.
    /// - Throws: ``CatalogError`` when storage fails.
    public func toggleWatchlist(_ id: Int) throws(CatalogError) -> Bool {
        if try watchlist.remove(movieID: id) { return false }
        _ = try watchlist.add(movieID: id)
        return true
    }

    /// The title with id `id`, or `nil` when the catalog has none.
    ///
    /// - Parameter id: The series' catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func title(_ id: Int) throws(CatalogError) -> Movie? {
        try movies.movie(id: id)
    }

    /// Every episode of the series, in broadcast order: one read.
    ///
    /// - Parameter id: The series' id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func episodes(_ id: Int) throws(CatalogError) -> [Episode] {
        try series.episodes(ofSeries: id)
    }

    /// The episodes seen of the series and the next one to watch.
    ///
    /// - Parameter id: The series' id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func progress(_ id: Int) throws(CatalogError) -> SeriesProgress {
        try series.progress(ofSeries: id)
    }
}
