/// Figures about the whole catalog, for the statistics screen and `reel stats`.
public struct CatalogStatistics: Sendable, Hashable {
    /// The number of movies.
    public let movieCount: Int
    /// The earliest and latest year of release, or `nil` for an empty catalog.
    public let years: ClosedRange<Int>?
    /// The number of movies whose budget is known.
    public let knownBudgetCount: Int
    /// The mean of the average ratings of the rated movies, or `nil` when none is rated.
    public let meanRating: Double?
    /// The number of movies without a rating (IMDb gives no rating to titles nobody voted for): left
    /// out of ``meanRating`` and ``ratingDistribution``.
    public let unratedCount: Int
    /// The number of movies in each genre, in the catalog's genre order (see ``Genres/all``).
    public let moviesPerGenre: [(genre: Genres, count: Int)]
    /// The number of movies per decade, keyed by the decade's first year (1990 for the 1990s), oldest first.
    public let moviesPerDecade: [(decade: Int, count: Int)]
    /// The number of movies per MPAA rating, unknown ratings left out.
    public let moviesPerMPAA: [(mpaa: MPAARating, count: Int)]
    /// Ten counts: rated movies whose average rating rounds down to 1, 2, ... 10.
    public let ratingDistribution: [Int]

    /// The genres at least one of the counted movies has.
    public var genresWithMovies: Genres {
        moviesPerGenre.reduce(into: Genres()) { genres, entry in
            if entry.count > 0 { genres.formUnion(entry.genre) }
        }
    }

    /// Creates the statistics.
    ///
    /// - Parameter movieCount: The number of movies.
    /// - Parameter years: The range of release years.
    /// - Parameter knownBudgetCount: The number of movies with a known budget.
    /// - Parameter meanRating: The mean average rating.
    /// - Parameter moviesPerGenre: Counts per genre.
    /// - Parameter moviesPerDecade: Counts per decade.
    /// - Parameter moviesPerMPAA: Counts per MPAA rating.
    /// - Parameter ratingDistribution: Ten counts, for ratings 1 through 10.
    /// - Parameter unratedCount: The movies without a rating.
    public init(
        movieCount: Int, years: ClosedRange<Int>?, knownBudgetCount: Int, meanRating: Double?,
        moviesPerGenre: [(genre: Genres, count: Int)], moviesPerDecade: [(decade: Int, count: Int)],
        moviesPerMPAA: [(mpaa: MPAARating, count: Int)], ratingDistribution: [Int], unratedCount: Int = 0
    ) {
        self.movieCount = movieCount
        self.years = years
        self.knownBudgetCount = knownBudgetCount
        self.meanRating = meanRating
        self.moviesPerGenre = moviesPerGenre
        self.moviesPerDecade = moviesPerDecade
        self.moviesPerMPAA = moviesPerMPAA
        self.ratingDistribution = ratingDistribution
        self.unratedCount = unratedCount
    }

    /// Compares every figure; tuples keep the per-genre and per-decade lists readable at call sites.
    ///
    /// - Parameter lhs: Statistics.
    /// - Parameter rhs: Other statistics.
    public static func == (lhs: CatalogStatistics, rhs: CatalogStatistics) -> Bool {
        lhs.movieCount == rhs.movieCount && lhs.years == rhs.years
            && lhs.knownBudgetCount == rhs.knownBudgetCount && lhs.meanRating == rhs.meanRating
            && lhs.unratedCount == rhs.unratedCount
            && lhs.moviesPerGenre.elementsEqual(rhs.moviesPerGenre, by: { $0 == $1 })
            && lhs.moviesPerDecade.elementsEqual(rhs.moviesPerDecade, by: { $0 == $1 })
            && lhs.moviesPerMPAA.elementsEqual(rhs.moviesPerMPAA, by: { $0 == $1 })
            && lhs.ratingDistribution == rhs.ratingDistribution
    }

    /// Hashes the scalar figures.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(movieCount)
        hasher.combine(knownBudgetCount)
        hasher.combine(ratingDistribution)
    }
}
