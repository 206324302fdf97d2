import MovieCatalog

/// The order the repository promises, written out independently of SQL, to check its pages.
enum MovieOrder {
    /// Whether `lhs` comes before `rhs` in the repository's order: the field, then the id, both in the
    /// sort's direction; unknown budgets last either way.
    static func precedes(_ lhs: Movie, _ rhs: Movie, sort: MovieSort) -> Bool {
        let field = sort.field
        let descending = sort.descending
        if field == .budget, (lhs.budget == nil) != (rhs.budget == nil) {
            return rhs.budget == nil
        }
        func key(_ movie: Movie) -> (String, Double, Int) {
            switch field {
            case .title: (movie.title.sortKey, 0, movie.id)
            case .year: ("", Double(movie.year), movie.id)
            case .rating: ("", movie.rating, movie.id)
            case .votes: ("", Double(movie.votes), movie.id)
            case .length: ("", Double(movie.minutes), movie.id)
            case .budget: ("", Double(movie.budget ?? 0), movie.id)
            }
        }
        return descending ? key(rhs) < key(lhs) : key(lhs) < key(rhs)
    }
}
