/// How a list of movies is ordered: a field and a direction.
///
/// Ties are broken by movie id in the same direction, so paging through a sorted list never repeats
/// or skips a movie. Unknown budgets and unknown spreads sort last in both directions.
public struct MovieSort: Sendable, Hashable {
    /// The field movies are ordered by.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The title without its leading article ("The Godfather" sorts as "godfather").
        case title
        /// The year of release.
        case year
        /// The average user rating.
        case rating
        /// The number of voters.
        case votes
        /// The running time.
        case length
        /// The budget; unknown budgets come last.
        case budget
        /// The vote-weighted (Bayesian) rating of ``WeightedRating``: a high average from few voters
        /// is pulled towards the catalog's mean.
        case weightedRating = "weighted"
        /// How divided the voters are: the spread of the vote distribution (``RatingSpread``); movies
        /// without a distribution come last.
        case divisive
        /// How well the title matches the query's words (``MovieQuery/text``): more whole words
        /// before prefixes, then the most votes. The rank ascends, so the best match comes first unless ``MovieSort/descending`` is
        /// set; without words it is the most voted first.
        case relevance
    }

    /// The field to order by.
    public var field: Field
    /// `true` for largest first (Z to A, newest, best rated).
    public var descending: Bool

    /// Creates an ordering.
    ///
    /// - Parameter field: The field to order by.
    /// - Parameter descending: `true` for largest first; `false` (the default) for smallest first.
    public init(_ field: Field, descending: Bool = false) {
        self.field = field
        self.descending = descending
    }

    /// Titles from A to Z, the default order of every list.
    public static let byTitle = MovieSort(.title)

    /// The best match of a search first (the most voted first without search words).
    public static let byRelevance = MovieSort(.relevance)
}
