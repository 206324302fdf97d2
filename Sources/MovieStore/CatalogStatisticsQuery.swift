import GRDB
import MovieCatalog

/// The statistics behind ``SQLiteMovieRepository/statistics(matching:)``, for any query and for the
/// whole catalog (the empty query): one path, added up from the catalog's columns in memory.
///
/// A grouped SQL pass over the matches (`GROUP BY decade, rating band, genre mask, MPAA` on the
/// covering `movie_by_budget` index) was the whole catalog's path until this one served every
/// query; no benchmark gave a reason to keep it (Benchmarks/README.md, "One path for the
/// statistics"). In-process, the grouped pass took 54.6 ms p50 for the whole catalog, the columns
/// about 25 ms to read once per catalog generation (the browser reads them anyway for the filter
/// panel's counts) and 1.5 ms p50 to add up. `reel stats`, which reads the columns first, went from
/// 145 to 88 ms (medians, side by side) and from 631 to 221 million instructions (callgrind).
enum CatalogStatisticsQuery {
    /// The statistics of the movies `query` matches (its order and page are ignored).
    ///
    /// Search text, people terms and terms on the user's library narrow the movies through the search
    /// tables and the library first, as the facets do; every other filter is tested on the columns.
    static func fetch(
        _ db: Database, _ query: MovieQuery, columns: CatalogColumns, matches: SearchMatchCache? = nil
    ) throws -> CatalogStatistics {
        var count = 0
        var knownBudgets = 0
        var ratingSum = 0.0
        var unrated = 0
        var firstYear = Int.max
        var lastYear = Int.min
        var genreMasks: [UInt32: Int] = [:]
        var perDecade: [Int: Int] = [:]
        var perMPAA = [Int](repeating: 0, count: MPAARating.allCases.count)
        var distribution = [Int](repeating: 0, count: 10)
        func add(_ position: Int) {
            guard columns.passesFilters(position, query) else { return }
            count += 1
            if columns.hasBudget[position] { knownBudgets += 1 }
            let rating = columns.ratings[position]
            let year = Int(columns.years[position])
            firstYear = min(firstYear, year)
            lastYear = max(lastYear, year)
            perDecade[year / 10 * 10, default: 0] += 1
            // IMDb's titles nobody voted for have no rating (stored as 0): not a 1 in the chart.
            if columns.votes[position] == 0 {
                unrated += 1
            } else {
                ratingSum += rating
                distribution[min(max(Int(rating), 1), 10) - 1] += 1
            }
            genreMasks[columns.genres[position], default: 0] += 1
            let mpaa = Int(columns.mpaa[position])
            if mpaa >= 0, mpaa < perMPAA.count { perMPAA[mpaa] += 1 }
        }
        if let positions = try FacetQuery.searchSet(db, query, columns, cache: matches) {
            positions.forEach(add)
        } else {
            for position in 0..<columns.count { add(position) }
        }
        // Genres are counted per mask (a few hundred distinct ones), then spread over the genres each has.
        var perGenre = [Int](repeating: 0, count: Genres.all.count)
        for (mask, movies) in genreMasks {
            for (index, entry) in Genres.all.enumerated() where Genres(rawValue: Int(mask)).contains(entry.genre) {
                perGenre[index] += movies
            }
        }
        return CatalogStatistics(
            movieCount: count, years: count == 0 ? nil : firstYear...lastYear, knownBudgetCount: knownBudgets,
            meanRating: count == unrated ? nil : ratingSum / Double(count - unrated),
            moviesPerGenre: Genres.all.enumerated().map { (genre: $1.genre, count: perGenre[$0]) },
            moviesPerDecade: perDecade.keys.sorted().map { (decade: $0, count: perDecade[$0] ?? 0) },
            moviesPerMPAA: MPAARating.allCases.enumerated().compactMap { index, mpaa in
                perMPAA[index] > 0 ? (mpaa: mpaa, count: perMPAA[index]) : nil
            },
            ratingDistribution: distribution, unratedCount: unrated)
    }
}
