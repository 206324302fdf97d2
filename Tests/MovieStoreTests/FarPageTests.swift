import MovieCatalog
import Testing

@testable import MovieStore

/// Pages in the second half of a result (End, the last pages) are read from the other end of the
/// order and turned round: each must equal the same slice of the whole list read forwards.
@Suite struct FarPageTests {
    @Test(arguments: [
        MovieSort.Field.title, .year, .rating, .votes, .length, .weightedRating, .relevance,
    ])
    func everyPageEqualsTheSliceOfTheWholeOrder(field: MovieSort.Field) throws {
        let catalog = try TestCatalog()
        let movies = catalog.movies
        for descending in [false, true] {
            for filter in [MovieQuery(), MovieQuery(genres: [.drama])] {
                var whole = filter
                whole.sort = MovieSort(field, descending: descending)
                whole.limit = 10_000
                let all = try movies.movies(matching: whole).movies.map(\.id)
                #expect(all.count > 6)
                for offset in [0, all.count / 2, all.count / 2 + 1, all.count - 5, all.count - 1, all.count] {
                    var page = whole
                    page.offset = offset
                    page.limit = 4
                    let read = try movies.movies(matching: page)
                    #expect(read.total == all.count)
                    #expect(
                        read.movies.map(\.id) == Array(all.dropFirst(offset).prefix(4)),
                        "\(field) descending \(descending) genres \(filter.genres) offset \(offset)")
                }
            }
        }
    }

    @Test func onlyOrdersWithoutArgumentsOrUnknownsAreTurnedRound() {
        #expect(MovieQuerySQL(MovieQuery(sort: MovieSort(.year))).reversingOrder() != nil)
        #expect(MovieQuerySQL(MovieQuery(sort: MovieSort(.budget))).reversingOrder() == nil)
        #expect(MovieQuerySQL(MovieQuery(text: "godf", sort: MovieSort(.relevance))).reversingOrder() == nil)
    }
}
