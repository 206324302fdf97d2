import MovieCatalog
import MovieStore
import Testing

/// The filters field queries added (excluded genres, rating and vote maxima, lengths), in SQL, against
/// the sample catalog and a filter written out in Swift.
@Suite struct FieldFilterTests {
    let catalog: TestCatalog

    init() throws {
        catalog = try TestCatalog()
    }

    private func ids(_ query: MovieQuery) throws -> [Int] {
        try catalog.movies.movies(matching: query).movies.map(\.id)
    }

    @Test func excludedGenresDropEveryMovieWithAnyOfThem() throws {
        let all = try catalog.movies.movies(matching: MovieQuery()).movies
        let kept = try ids(MovieQuery(excludedGenres: [.short, .comedy], sort: MovieSort(.year)))
        let expected = all.filter { $0.genres.intersection([.short, .comedy]).isEmpty }.sorted { $0.year < $1.year }
        #expect(kept == expected.map(\.id))
        #expect(!kept.contains(4233))  // A Balmy Swami: animation, comedy, short
        #expect(try ids(MovieQuery(genres: .drama, excludedGenres: .romance)).count == 12)
    }

    @Test func maximaKeepTheirBoundary() throws {
        // Ratings of 4.0 and 4.5 and below; "Comfortably Numb" is exactly 4.5.
        #expect(try ids(MovieQuery(maximumRating: 4.5, sort: MovieSort(.rating))) == [165, 8883, 10779])
        #expect(try ids(MovieQuery(minimumRating: 8.8, maximumRating: 8.8)) == [8882, 41662, 48908])
        // At most 18 voters: 7, 7, 10 and 18.
        #expect(try ids(MovieQuery(maximumVotes: 18, sort: MovieSort(.votes))) == [4233, 20544, 60000, 10779])
    }

    @Test func lengthsAndTheRuntimeBudget() throws {
        // Fits in 30 minutes: 7, 14 and 27 minutes.
        #expect(try ids(MovieQuery(lengths: 0...30, sort: MovieSort(.length))) == [4233, 8883, 20544])
        #expect(try ids(MovieQuery(lengths: 175...200, sort: MovieSort(.length))) == [20545, 14368, 52348, 20546])
        #expect(try catalog.movies.movies(matching: MovieQuery(lengths: 0...90)).total == 8)
    }

    @Test func aFieldQueryRunsAsTyped() throws {
        let query = try FieldQuery.parse("god year:1970..1979 rating>8 votes>10k g:drama !g:short sort:-rating")
        #expect(
            try catalog.movies.movies(matching: query).movies.map(\.title.display) == [
                "The Godfather", "The Godfather: Part II",
            ])
        let budget = try FieldQuery.parse("fits:120 !g:short sort:-votes")
        #expect(try catalog.movies.movies(matching: budget).movies.first?.title.display == "Blade Runner")
    }
}
