import MovieCatalog

/// The order the repository promises, written out independently of SQL, to check its pages.
enum MovieOrder {
    /// Whether `lhs` comes before `rhs` in the repository's order: the field, then the id, both in the
    /// sort's direction; unknown budgets and spreads last either way.
    ///
    /// - Parameter catalogMean: The catalog's mean rating, which the weighted order needs.
    static func precedes(_ lhs: Movie, _ rhs: Movie, sort: MovieSort, catalogMean: Double = 0) -> Bool {
        let field = sort.field
        let descending = sort.descending
        if field == .budget, (lhs.budget == nil) != (rhs.budget == nil) {
            return rhs.budget == nil
        }
        let (lhsSpread, rhsSpread) = (
            lhs.ratingShares.flatMap(RatingSpread.of(shares:)), rhs.ratingShares.flatMap(RatingSpread.of(shares:))
        )
        if field == .divisive, (lhsSpread == nil) != (rhsSpread == nil) {
            return rhsSpread == nil
        }
        let weighting = WeightedRating(mean: catalogMean)
        func key(_ movie: Movie) -> (String, Double, Int) {
            switch field {
            case .title: (movie.title.sortKey, 0, movie.id)
            case .year: ("", Double(movie.year), movie.id)
            case .rating: ("", movie.rating, movie.id)
            case .votes: ("", Double(movie.votes), movie.id)
            case .length: ("", Double(movie.minutes ?? -1), movie.id)
            case .budget: ("", Double(movie.budget ?? 0), movie.id)
            case .weightedRating: ("", weighting.of(rating: movie.rating, votes: movie.votes), movie.id)
            case .divisive: ("", movie.ratingShares.flatMap(RatingSpread.of(shares:)) ?? 0, movie.id)
            // Without search words: the most votes first, so the key is the votes negated.
            case .relevance: ("", -Double(movie.votes), -movie.id)
            }
        }
        return descending ? key(rhs) < key(lhs) : key(lhs) < key(rhs)
    }
}
