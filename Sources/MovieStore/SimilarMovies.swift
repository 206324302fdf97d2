import MovieCatalog

/// The movies like a reference movie, picked on the filter columns in memory.
///
/// The order is the one ``SQLiteMovieRepository/similarMovies(to:limit:)`` documents: the most
/// genres shared and the fewest others (twice the shared minus the others), then the rating within
/// the same point, then the most votes, then the id; among the movies released within 10 years of
/// the reference, with at least 20 votes and, when the reference has genres, one of them. In SQL
/// that score was computed from 56 bit tests for every movie of those 20 years: at 720,000 movies,
/// 150,000 of them, 30–80 ms a detail push, and again on the way back to it. Here it is two
/// population counts a movie.
enum SimilarMovies {
    /// The ids of the `limit` movies most like `reference`, best first.
    ///
    /// - Parameter columns: Columns holding the ids, genres, years, ratings and votes.
    static func ids(like reference: Movie, limit: Int, columns: CatalogColumns) -> [Int] {
        guard limit > 0 else { return [] }
        let mask: UInt32 = (1 << UInt32(Genres.all.count)) - 1
        let genres = UInt32(truncatingIfNeeded: reference.genres.rawValue) & mask
        let years = (reference.year - 10)...(reference.year + 10)
        struct Candidate {
            let score: Int
            let distance: Int
            let votes: Int64
            let id: Int32

            /// Whether this candidate comes before `other`.
            func precedes(_ other: Candidate) -> Bool {
                if score != other.score { return score > other.score }
                if distance != other.distance { return distance < other.distance }
                if votes != other.votes { return votes > other.votes }
                return id < other.id
            }
        }
        var best: [Candidate] = []
        best.reserveCapacity(limit + 1)
        for position in 0..<columns.count {
            guard years.contains(Int(columns.years[position])), columns.votes[position] >= 20 else { continue }
            let id = columns.ids[position]
            let movieGenres = columns.genres[position] & mask
            guard Int(id) != reference.id, genres == 0 || movieGenres & genres != 0 else { continue }
            let shared = (movieGenres & genres).nonzeroBitCount
            let other = (movieGenres ^ genres).nonzeroBitCount
            // SQL's CAST(abs(rating - reference) AS INTEGER): the distance truncated.
            let candidate = Candidate(
                score: 2 * shared - other, distance: Int(abs(columns.ratings[position] - reference.rating)),
                votes: columns.votes[position], id: id)
            if best.count == limit, let last = best.last, !candidate.precedes(last) { continue }
            var low = 0
            var high = best.count
            while low < high {
                let middle = (low + high) / 2
                if best[middle].precedes(candidate) { low = middle + 1 } else { high = middle }
            }
            best.insert(candidate, at: low)
            if best.count > limit { best.removeLast() }
        }
        return best.map { Int($0.id) }
    }
}
