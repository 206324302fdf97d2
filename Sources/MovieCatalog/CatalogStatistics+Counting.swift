extension CatalogStatistics {
    /// The statistics of `movies`, counted in memory: the same figures the SQLite repository's
    /// aggregate queries give (decades by the year's first three digits, ratings rounded down and
    /// kept within 1...10, unknown MPAA ratings left out).
    ///
    /// - Parameter movies: The movies to count.
    public init(counting movies: [Movie]) {
        var decades: [Int: Int] = [:]
        var ratings = [Int](repeating: 0, count: 10)
        var mpaa: [MPAARating: Int] = [:]
        for movie in movies {
            decades[movie.year / 10 * 10, default: 0] += 1
            ratings[min(9, max(0, Int(movie.rating) - 1))] += 1
            if let rating = movie.mpaa { mpaa[rating, default: 0] += 1 }
        }
        let years = movies.map(\.year)
        self.init(
            movieCount: movies.count,
            years: years.min().map { $0...(years.max() ?? $0) },
            knownBudgetCount: movies.filter { $0.budget != nil }.count,
            meanRating: movies.isEmpty ? nil : movies.map(\.rating).reduce(0, +) / Double(movies.count),
            moviesPerGenre: Genres.all.map { entry in
                (genre: entry.genre, count: movies.filter { $0.genres.contains(entry.genre) }.count)
            },
            moviesPerDecade: decades.keys.sorted().map { (decade: $0, count: decades[$0] ?? 0) },
            moviesPerMPAA: MPAARating.allCases.compactMap { rating in mpaa[rating].map { (mpaa: rating, count: $0) } },
            ratingDistribution: ratings)
    }
}
