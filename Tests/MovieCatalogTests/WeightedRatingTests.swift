import MovieCatalog
import Testing

@Suite struct WeightedRatingTests {
    @Test func fewVotesArePulledToTheMean() {
        // m = 1,000, C = 6.0: (5 · 10.0 + 1,000 · 6.0) / (5 + 1,000) = 6,050 / 1,005 = 6.0199…
        let weighting = WeightedRating(mean: 6.0)
        #expect(abs(weighting.of(rating: 10, votes: 5) - 6_050.0 / 1_005.0) < 1e-12)
        // (122,755 · 9.1 + 6,000) / 123,755 = 1,123,070.5 / 123,755 = 9.0749…
        #expect(abs(weighting.of(rating: 9.1, votes: 122_755) - 1_123_070.5 / 123_755.0) < 1e-9)
        #expect(weighting.of(rating: 10, votes: 5) < weighting.of(rating: 9.1, votes: 122_755))
    }

    @Test func equalPriorAndVotesAverageTheTwo() {
        // v = m = 1,000: half the movie's 8.0, half the mean 5.0 → 6.5.
        #expect(WeightedRating(mean: 5).of(rating: 8, votes: 1_000) == 6.5)
        // No votes: the mean itself; a negative count counts as none.
        #expect(WeightedRating(mean: 5).of(rating: 10, votes: 0) == 5)
        #expect(WeightedRating(mean: 5).of(rating: 10, votes: -3) == 5)
    }

    @Test func explanationStatesTheFormulaAndThePrior() {
        #expect(WeightedRating.explanation.contains("WR = v/(v+m)·R + m/(v+m)·C"))
        #expect(WeightedRating.explanation.contains("m = 1,000"))
    }
}

@Suite struct RatingSpreadTests {
    @Test func sharesSplitBetweenTheEndsSpreadMost() {
        // p₁ = p₁₀ = 0.5, mean 5.5, variance 0.5 · 4.5² · 2 = 20.25, spread 4.5.
        #expect(RatingSpread.of(shares: [44.5, 0, 0, 0, 0, 0, 0, 0, 0, 44.5]) == 4.5)
        // Everyone gave 7: no spread.
        #expect(RatingSpread.of(shares: [0, 0, 0, 0, 0, 0, 45.5, 0, 0, 0]) == 0)
        // Half 6, half 10: mean 8, variance 0.5 · 2² · 2 = 4, spread 2.
        #expect(RatingSpread.of(shares: [0, 0, 0, 0, 0, 50, 0, 0, 0, 50]) == 2)
    }

    @Test func decileMidpointsAreNormalizedByTheirSum() throws {
        // "$": the shares sum to 105, not 100. Mean = (29 · 4.5 + 13 · 14.5 + 13 · 24.5) / 105 = 637.5 / 105
        // = 6.0714…; variance = Σ sᵢ (i − mean)² / 105 = 4.3044…; spread = 2.0747…
        let shares = [4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 14.5, 4.5, 4.5]
        let spread = try #require(RatingSpread.of(shares: shares))
        #expect(abs(spread - 2.074_710_044_489_948) < 1e-12)
        // Scaling every share leaves the spread as it is.
        #expect(abs((RatingSpread.of(shares: shares.map { $0 * 3 }) ?? 0) - spread) < 1e-12)
    }

    @Test func allZeroOrMalformedSharesHaveNoSpread() {
        #expect(RatingSpread.of(shares: Array(repeating: 0, count: 10)) == nil)
        #expect(RatingSpread.of(shares: [1, 2, 3]) == nil)
        #expect(RatingSpread.of(shares: [-5, 0, 0, 0, 0, 0, 0, 0, 0, 0]) == nil)
    }
}
