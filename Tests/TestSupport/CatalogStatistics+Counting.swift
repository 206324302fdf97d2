import MovieCatalog
import Testing

extension CatalogStatistics {
    /// The statistics of `movies`, counted one movie at a time: the reference the tests hold the
    /// repositories' ``MovieRepository/statistics(matching:)`` to (decades by the year's first three
    /// digits, ratings rounded down and kept within 1...10, movies with no votes counted as unrated
    /// instead, unknown MPAA ratings left out), and what
    /// the fake repositories answer with.
    ///
    /// - Parameter movies: The movies to count.
    public init(counting movies: [Movie]) {
        var decades: [Int: Int] = [:]
        var ratings = [Int](repeating: 0, count: 10)
        var mpaa: [MPAARating: Int] = [:]
        let rated = movies.filter { $0.votes > 0 }
        for movie in rated {
            ratings[min(9, max(0, Int(movie.rating) - 1))] += 1
        }
        for movie in movies {
            decades[movie.year / 10 * 10, default: 0] += 1
            if let rating = movie.mpaa { mpaa[rating, default: 0] += 1 }
        }
        let years = movies.map(\.year)
        self.init(
            movieCount: movies.count,
            years: years.min().map { $0...(years.max() ?? $0) },
            knownBudgetCount: movies.filter { $0.budget != nil }.count,
            meanRating: rated.isEmpty ? nil : rated.map(\.rating).reduce(0, +) / Double(rated.count),
            moviesPerGenre: Genres.all.map { entry in
                (genre: entry.genre, count: movies.filter { $0.genres.contains(entry.genre) }.count)
            },
            moviesPerDecade: decades.keys.sorted().map { (decade: $0, count: decades[$0] ?? 0) },
            moviesPerMPAA: MPAARating.allCases.compactMap { rating in mpaa[rating].map { (mpaa: rating, count: $0) } },
            ratingDistribution: ratings, unratedCount: movies.count - rated.count)
    }
}

/// Expects every figure of `counted` to equal `expected`'s; the mean rating up to the order its sum
/// was added in.
///
/// - Parameters:
///   - counted: The figures under test.
///   - expected: The reference, usually ``MovieCatalog/CatalogStatistics/init(counting:)`` of the listed matches.
///   - sourceLocation: Where a difference is reported.
public func expectSameFigures(
    _ counted: CatalogStatistics, _ expected: CatalogStatistics, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(counted.movieCount == expected.movieCount, sourceLocation: sourceLocation)
    #expect(counted.years == expected.years, sourceLocation: sourceLocation)
    #expect(counted.knownBudgetCount == expected.knownBudgetCount, sourceLocation: sourceLocation)
    #expect(abs((counted.meanRating ?? 0) - (expected.meanRating ?? 0)) < 1e-9, sourceLocation: sourceLocation)
    #expect((counted.meanRating == nil) == (expected.meanRating == nil), sourceLocation: sourceLocation)
    #expect(counted.moviesPerGenre.map(\.genre) == expected.moviesPerGenre.map(\.genre), sourceLocation: sourceLocation)
    #expect(counted.moviesPerGenre.map(\.count) == expected.moviesPerGenre.map(\.count), sourceLocation: sourceLocation)
    #expect(
        counted.moviesPerDecade.map(\.decade) == expected.moviesPerDecade.map(\.decade), sourceLocation: sourceLocation)
    #expect(
        counted.moviesPerDecade.map(\.count) == expected.moviesPerDecade.map(\.count), sourceLocation: sourceLocation)
    #expect(counted.moviesPerMPAA.map(\.mpaa) == expected.moviesPerMPAA.map(\.mpaa), sourceLocation: sourceLocation)
    #expect(counted.moviesPerMPAA.map(\.count) == expected.moviesPerMPAA.map(\.count), sourceLocation: sourceLocation)
    #expect(counted.ratingDistribution == expected.ratingDistribution, sourceLocation: sourceLocation)
    #expect(counted.unratedCount == expected.unratedCount, sourceLocation: sourceLocation)
}
