/// The vote-weighted (Bayesian) rating that ``MovieSort/Field/weightedRating`` orders by.
///
/// A movie's average counts in proportion to its voters, and a prior of ``priorVotes`` imaginary
/// voters who all gave the catalog's mean rating `C` makes up the rest:
///
///     WR = v / (v + m) · R + m / (v + m) · C
///
/// where `R` is the movie's average rating, `v` its number of voters, `m` = ``priorVotes`` and `C`
/// the mean of every movie's rating. A 10.0 from 5 voters becomes about 5.95 (with `C` = 5.93),
/// while a 9.1 from 100,000 voters stays at 9.07.
///
/// The prior is a fixed 1,000 voters rather than the catalog's median (30): only about 7% of the
/// catalog has more than 1,000 voters, so a movie needs as many voters as a well-known film before
/// its own average counts for half. With the median, a 9.8 from 200 voters would outrank
/// "The Godfather". A fixed number also keeps a movie's place from moving when the catalog changes.
///
/// ```swift
/// WeightedRating(mean: 6.0).of(rating: 10, votes: 5)   // 6.02
/// ```
public struct WeightedRating: Sendable, Hashable {
    /// The prior number of voters, `m`.
    public static let priorVotes = 1_000

    /// The mean rating of the catalog, `C`.
    public let mean: Double

    /// Creates the weighting for a catalog whose mean rating is `mean`.
    ///
    /// - Parameter mean: The mean of every movie's average rating, `C`.
    public init(mean: Double) {
        self.mean = mean
    }

    /// The weighted rating of a movie rated `rating` on average by `votes` voters.
    ///
    /// - Parameter rating: The movie's average rating, `R`.
    /// - Parameter votes: Its number of voters, `v` (a negative count counts as none).
    public func of(rating: Double, votes: Int) -> Double {
        let v = Double(max(votes, 0))
        let m = Double(Self.priorVotes)
        return v / (v + m) * rating + m / (v + m) * mean
    }

    /// The formula and its prior, as the help and docs/query-syntax.md state them.
    public static let explanation =
        "WR = v/(v+m)·R + m/(v+m)·C: R the movie's rating, v its votes, "
        + "m = \(priorVotes.grouped) prior votes, C the catalog's mean rating"
}
