import MovieCatalog

/// The use case of the user's statistics: the figures of one year, or of every year.
public final class MyStatsInteractor: Sendable {
    private let statistics: any LibraryStatisticsRepository

    /// Creates the interactor.
    ///
    /// - Parameter statistics: Computes the figures from the library and the catalog.
    public init(statistics: any LibraryStatisticsRepository) {
        self.statistics = statistics
    }

    /// The figures of `year`, or of every year when `nil`.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func statistics(year: Int?) throws(CatalogError) -> LibraryStatistics {
        try statistics.statistics(year: year)
    }
}
