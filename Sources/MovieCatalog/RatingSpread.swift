/// How divided a movie's voters are: the standard deviation of its vote distribution, in stars.
///
/// The catalog gives, for 1 through 10 stars, the share of voters who chose it, rounded to the
/// middle of a decile (0, 4.5, 14.5, … 44.5 percent), so the ten shares rarely sum to 100. They are
/// divided by their sum first, giving weights `p₁ … p₁₀` that do sum to 1; then
///
///     mean = Σ i·pᵢ        spread = √(Σ pᵢ·(i − mean)²)
///
/// A movie everyone rated 7 has spread 0; one split between 1 and 10 has spread 4.5, the largest
/// possible. A movie whose shares are all zero has no spread (`nil`), and
/// ``MovieSort/Field/divisive`` puts it last in both directions.
///
/// ```swift
/// RatingSpread.of(shares: [44.5, 0, 0, 0, 0, 0, 0, 0, 0, 44.5])   // 4.5
/// ```
public enum RatingSpread {
    /// The spread of the ten shares for 1 through 10 stars, or `nil` when they are all zero (or not ten).
    ///
    /// - Parameter shares: The shares of voters for 1 through 10 stars, in any unit (percent as the
    ///   catalog has them); negative shares count as zero.
    public static func of(shares: [Double]) -> Double? {
        guard shares.count == 10 else { return nil }
        let weights = shares.map { $0.isFinite ? max($0, 0) : 0 }
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return nil }
        var mean = 0.0
        for (index, weight) in weights.enumerated() { mean += Double(index + 1) * weight / sum }
        var variance = 0.0
        for (index, weight) in weights.enumerated() {
            let distance = Double(index + 1) - mean
            variance += weight / sum * distance * distance
        }
        return variance.squareRoot()
    }
}
