import MovieCatalog

/// The plain-text view of ``CatalogStatistics``: totals, then counts per genre, decade, MPAA and rating as bars.
enum StatisticsText {
    static func render(_ statistics: CatalogStatistics, width: Int) -> String {
        var lines = [statistics.movieCount.counted("movie")]
        if let years = statistics.years { lines[0] += ", \(years.lowerBound)–\(years.upperBound)" }
        if let mean = statistics.meanRating { lines.append("Mean rating \(TextLayout.decimal(mean)) / 10") }
        if statistics.unratedCount > 0 {
            lines.append("Unrated (no votes): \(statistics.unratedCount.counted("movie"))")
        }
        lines.append("Budget known for \(statistics.knownBudgetCount.counted("movie"))")
        let barWidth = max(5, width - 22)
        func section(_ title: String, _ rows: [(String, Int)]) {
            lines.append("")
            lines.append(title)
            let maximum = rows.map(\.1).max() ?? 0
            for (label, count) in rows {
                lines.append(
                    TextLayout.padRight(label, 12) + TextLayout.padLeft(count.grouped, 7) + "  "
                        + TextLayout.bar(count, of: maximum, width: barWidth))
            }
        }
        section("Genres", genres(statistics).map { ($0.name, $0.count) })
        section("Decades", statistics.moviesPerDecade.map { ("\($0.decade)s", $0.count) })
        section("MPAA", statistics.moviesPerMPAA.map { ($0.mpaa.rawValue, $0.count) })
        section(
            "Rating",
            statistics.ratingDistribution.enumerated().map { index, count in
                (index == 9 ? "10" : "\(index + 1).0–\(index + 1).9", count)
            })
        return lines.joined(separator: "\n") + "\n"
    }

    /// The genres the counted movies have, alphabetical, with their counts: all of IMDb's 28 that
    /// occur, and no empty row for the 21 a CSV catalog lacks.
    static func genres(_ statistics: CatalogStatistics) -> [(name: String, count: Int)] {
        var perGenre: [Genres: Int] = [:]
        for entry in statistics.moviesPerGenre { perGenre[entry.genre, default: 0] += entry.count }
        return statistics.genresWithMovies.inAlphabeticalOrder.map { ($0.name, perGenre[$0.genre] ?? 0) }
    }
}
