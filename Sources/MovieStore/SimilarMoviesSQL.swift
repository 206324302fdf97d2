import GRDB
import MovieCatalog

/// The statements of ``SQLiteMovieRepository/similarMovies(to:limit:)``: who counts as like a movie,
/// and in what order.
///
/// A candidate is another movie released within ``yearDistance`` years of the reference, with at least
/// ``minimumVotes`` votes, and rated within ``ratingDistance`` of it (any rating when the reference has
/// no votes). Candidates come in two tiers, each most voted first (ties by id, descending):
/// 1. those sharing the reference's genres: its one genre, both of its two, or two of its three or more;
/// 2. when the first tier has fewer than `limit`, those sharing only one of its genres.
///
/// A reference without genres has one tier of any genre. The closeness of rating is a bound, never a sort
/// key, so an average of a handful of voters cannot outrank a popular movie by being near the reference's.
///
/// Each tier is one walk down `movie_by_votes` from the most voted movie, its filters read from the index,
/// stopping at `limit` matches: no sort, and only the returned rows are read from the table.
enum SimilarMoviesSQL {
    /// The largest difference of release year.
    static let yearDistance = 10
    /// The largest difference of rating (ratings have one decimal).
    static let ratingDistance = 1.0
    /// The fewest votes a candidate has: below it, an average says little about a movie.
    static let minimumVotes = 20

    /// The tiers' genre conditions for a reference with `genres`, on the placeholder `?1` (the genres' mask).
    static func tiers(of genres: Genres) -> [String] {
        let shared = "(movie.genres & ?1)"
        switch genres.rawValue.nonzeroBitCount {
        case 0:
            return ["1"]
        case 1:
            return ["\(shared) <> 0"]
        case 2:
            let both = "\(shared) = ?1"
            return [both, "\(shared) <> 0 AND NOT (\(both))"]
        default:
            // x & (x - 1) clears the lowest bit of x: non-zero when x has two bits or more.
            let two = "(\(shared) & (\(shared) - 1)) <> 0"
            return [two, "\(shared) <> 0 AND NOT (\(two))"]
        }
    }

    /// The statement of one tier; its arguments come from ``arguments(reference:limit:)``.
    ///
    /// The unary `+` keeps the year and rating ranges off their indexes, so that the planner walks
    /// `movie_by_votes` in its order instead of sorting a range of years.
    static func statement(genres condition: String) -> String {
        """
        SELECT \(Movie.columns) FROM movie
        WHERE movie.votes >= ?3 AND movie.id <> ?2
          AND +movie.year BETWEEN ?4 AND ?5 AND +movie.rating BETWEEN ?6 AND ?7
          AND \(condition)
        ORDER BY movie.votes DESC, movie.id DESC
        LIMIT ?8
        """
    }

    /// The arguments of ``statement(genres:)`` for `reference`, at most `limit` rows.
    static func arguments(reference: Movie, limit: Int) -> StatementArguments {
        // Half a tenth more than the distance, so that a rating exactly 1.0 away is in despite binary fractions.
        let ratings = reference.isRated ? reference.rating - ratingDistance - 0.05 : -1
        let ratingsEnd = reference.isRated ? reference.rating + ratingDistance + 0.05 : 11
        return [
            reference.genres.rawValue, reference.id, minimumVotes, reference.year - yearDistance,
            reference.year + yearDistance, ratings, ratingsEnd, limit,
        ]
    }
}
