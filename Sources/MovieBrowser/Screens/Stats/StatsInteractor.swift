import MovieCatalog

/// The statistics screen's use case: the figures of the whole catalog.
public final class StatsInteractor: Sendable {
    private let movies: any MovieRepository

    /// Creates the interactor.
    ///
    /// - Parameter movies: The catalog.
    public init(movies: any MovieRepository) {
        self.movies = movies
    }

    /// Counts per decade, rating and genre, and the catalog's totals.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func statistics() throws(CatalogError) -> CatalogStatistics {
        try movies.statistics()
    }
}
