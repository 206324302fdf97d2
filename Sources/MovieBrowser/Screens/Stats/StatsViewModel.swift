import MovieCatalog

/// What the statistics screen shows: plain values the presenter builds from the catalog's figures.
public struct StatsViewModel: Hashable, Sendable {
    /// One bar of a chart: its label and count.
    public struct Count: Hashable, Sendable {
        /// The label (`"1990s"`, `"7"`, `"Drama"`).
        public var label: String
        /// The number of movies.
        public var count: Int

        /// Creates a count.
        ///
        /// - Parameter label: The label.
        /// - Parameter count: The number of movies.
        public init(_ label: String, _ count: Int) {
            self.label = label
            self.count = count
        }
    }

    /// `"58,788 movies, 1893–2005 · mean rating 5.9 · budget known for 5,215"`.
    public var header: String
    /// Movies per decade, oldest first, with empty decades in between kept.
    public var decades: [Count]
    /// Movies whose rating rounds down to 1 through 10.
    public var ratings: [Count]
    /// Movies per genre: every genre of the catalog, alphabetical.
    public var genres: [Count]
    /// Movies per MPAA rating (unrated left out).
    public var mpaa: [Count]
    /// The selected bar.
    public var selection = StatsSelection()

    /// The model of `statistics`.
    ///
    /// - Parameter statistics: The figures of the catalog or of a query.
    /// - Parameter genres: The catalog's genres: each gets a bar, 0 when no counted movie has it.
    public init(_ statistics: CatalogStatistics, genres catalogGenres: Genres) {
        var header = statistics.movieCount.counted("movie")
        if let years = statistics.years { header += ", \(years.lowerBound)–\(years.upperBound)" }
        // With unrated movies (IMDb's) "mean 6.1 · 265,908 unrated", so that 700,478 movies fit 80 columns.
        let meanLabel = statistics.unratedCount > 0 ? "mean" : "mean rating"
        if let mean = statistics.meanRating { header += " · \(meanLabel) \(MovieFormat.rating(mean))" }
        if statistics.unratedCount > 0 { header += " · \(statistics.unratedCount.grouped) unrated" }
        header += " · budget known for \(statistics.knownBudgetCount.grouped)"
        self.header = header
        decades = Self.decades(statistics.moviesPerDecade)
        ratings = statistics.ratingDistribution.enumerated().map { Count(String($0.offset + 1), $0.element) }
        var perGenre: [Genres: Int] = [:]
        for entry in statistics.moviesPerGenre { perGenre[entry.genre, default: 0] += entry.count }
        genres = catalogGenres.inAlphabeticalOrder.map { Count($0.name, perGenre[$0.genre] ?? 0) }
        mpaa = statistics.moviesPerMPAA.map { Count($0.mpaa.rawValue, $0.count) }
    }

    /// Every decade from the first to the last, with 0 for a decade without movies.
    static func decades(_ counts: [(decade: Int, count: Int)]) -> [Count] {
        guard let first = counts.map(\.decade).min(), let last = counts.map(\.decade).max() else { return [] }
        var byDecade: [Int: Int] = [:]
        for entry in counts { byDecade[entry.decade, default: 0] += entry.count }
        return stride(from: first, through: last, by: 10).map { Count("\($0)s", byDecade[$0] ?? 0) }
    }
}
