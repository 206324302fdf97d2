import MovieCatalog
import MovieStore
import TestSupport
import Testing

/// `statistics(matching:)`, the one way figures are counted (the whole catalog is the empty query),
/// counts exactly the movies `movies(matching:)` lists, for every kind of filter, and `randomMovie` picks only among the matches that are not excluded.
@Suite struct QueryStatisticsTests {
    let catalog: TestCatalog

    init() throws {
        catalog = try TestCatalog()
    }

    static let queries: [MovieQuery] = [
        MovieQuery(), MovieQuery(text: "godf"), MovieQuery(genres: [.drama]), MovieQuery(years: 1970...1979),
        MovieQuery(minimumRating: 8), MovieQuery(minimumVotes: 10_000), MovieQuery(mpaa: .r),
        MovieQuery(text: "the", genres: [.drama], minimumVotes: 100), MovieQuery(genres: [.comedy, .drama]),
        MovieQuery(text: "zebra"), MovieQuery(text: "$"),
        MovieQuery(excludedGenres: [.short], maximumRating: 7.9, lengths: 0...120),
        MovieQuery(minimumRating: 6, maximumRating: 6.9, maximumVotes: 500),
    ]

    private func matches(_ query: MovieQuery) throws -> [Movie] {
        var all = query
        all.limit = 10_000
        return try catalog.movies.movies(matching: all).movies
    }

    @Test(arguments: queries)
    func theCountsAreThoseOfTheMatches(query: MovieQuery) throws {
        expectSameFigures(
            try catalog.movies.statistics(matching: query), CatalogStatistics(counting: try matches(query)))
    }

    @Test func anEmptyQueryIsTheWholeCatalog() throws {
        let whole = try catalog.movies.statistics(matching: MovieQuery())
        #expect(whole.movieCount == 24)
        #expect(whole.movieCount == (try catalog.movies.movies(matching: MovieQuery(limit: 0)).total))
        #expect(try catalog.movies.statistics(matching: MovieQuery(text: "godf")).movieCount == 4)
    }

    @Test(arguments: [MovieQuery(), MovieQuery(text: "godf"), MovieQuery(genres: [.drama], minimumVotes: 100)])
    func everyIndexPicksADifferentMatchAndNoExcludedOne(query: MovieQuery) throws {
        let all = try matches(query)
        let excluded: Set<Int> = [all.first?.id ?? -1, -5]
        var count = 0
        _ = try catalog.movies.randomMovie(matching: query, excluding: excluded) { candidates in
            count = candidates
            return 0
        }
        #expect(count == all.count - 1, "the excluded match is not a candidate; an unknown id changes nothing")
        var picked: [Int] = []
        for index in 0..<count {
            let movie = try catalog.movies.randomMovie(matching: query, excluding: excluded) { _ in index }
            picked.append(try #require(movie).id)
        }
        #expect(Set(picked) == Set(all.map(\.id)).subtracting(excluded))
        #expect(picked.count == Set(picked).count)
    }

    @Test func nothingQualifiesGivesNil() throws {
        let godfathers = Set(try matches(MovieQuery(text: "godf")).map(\.id))
        var asked = false
        let movie = try catalog.movies.randomMovie(matching: MovieQuery(text: "godf"), excluding: godfathers) { _ in
            asked = true
            return 0
        }
        #expect(movie == nil)
        #expect(!asked, "the pick is not asked for when there is nothing to pick")
        #expect(try catalog.movies.randomMovie(matching: MovieQuery(text: "zebra"), excluding: []) { $0 - 1 } == nil)
    }
}
