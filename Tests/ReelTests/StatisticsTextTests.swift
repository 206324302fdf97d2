import Foundation
import MovieCatalog
import Testing

@testable import reel

/// `reel stats` lists the genres the catalog's movies have, alphabetically: all of IMDb's 28 when
/// present, none of the 21 a CSV catalog lacks.
@Suite struct StatisticsTextTests {
    static func statistics(_ counts: [Genres: Int]) -> CatalogStatistics {
        CatalogStatistics(
            movieCount: counts.values.reduce(0, +), years: 1990...1999, knownBudgetCount: 0, meanRating: 7,
            moviesPerGenre: Genres.all.map { (genre: $0.genre, count: counts[$0.genre] ?? 0) },
            moviesPerDecade: [(decade: 1990, count: counts.values.reduce(0, +))], moviesPerMPAA: [],
            ratingDistribution: Array(repeating: 0, count: 10))
    }

    private func genreRows(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "Genres") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.map {
            String($0.prefix(12)).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func all28AreListedAlphabetically() throws {
        let all = Dictionary(uniqueKeysWithValues: Genres.all.enumerated().map { ($0.element.genre, $0.offset + 1) })
        let statistics = Self.statistics(all)
        let text = StatisticsText.render(statistics, width: 80)
        #expect(genreRows(text) == Genres.alphabetical.map(\.name))
        #expect(text.contains("Western          28"), "\(text)")
        let json =
            try JSONSerialization.jsonObject(
                with: try JSONEncoder().encode(JSONOutput.StatisticsJSON(statistics))) as? [String: Any]
        let genres = try #require(json?["genres"] as? [[String: Any]])
        #expect(genres.map { $0["genre"] as? String } == Genres.alphabetical.map(\.name))
    }

    @Test func genresNoMovieHasAreLeftOut() {
        let text = StatisticsText.render(Self.statistics([.drama: 5, .action: 2, .comedy: 0]), width: 80)
        #expect(genreRows(text) == ["Action", "Drama"])
    }
}
