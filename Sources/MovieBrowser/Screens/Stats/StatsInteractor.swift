import MovieCatalog

/// The statistics screen's use case: the figures of the whole catalog, from the app's
/// ``StatisticsCache`` (counted once, recounted on request).
public final class StatsInteractor: Sendable {
    private let cache: StatisticsCache

    /// Creates the interactor.
    ///
    /// - Parameter cache: The app's statistics cache over the catalog.
    public init(cache: StatisticsCache) {
        self.cache = cache
    }

    /// Counts per decade, rating and genre, and the catalog's totals.
    ///
    /// - Parameter recount: `true` to count the catalog again instead of using kept figures.
    /// - Throws: ``CatalogError`` when storage fails.
    public func statistics(recount: Bool = false) throws(CatalogError) -> CatalogStatistics {
        try cache.statistics(recount: recount)
    }
}
