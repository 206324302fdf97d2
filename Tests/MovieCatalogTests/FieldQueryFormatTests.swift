import MovieCatalog
import TestSupport
import Testing

@Suite struct FieldQueryFormatTests {
    @Test func formatsEveryFilterInOrder() {
        let query = MovieQuery(
            text: "godfather", genres: .drama, years: 1970...1979, minimumRating: 8.1, minimumVotes: 10_000,
            mpaa: .r, excludedGenres: .short, maximumRating: 9, lengths: 0...180,
            sort: MovieSort(.weightedRating, descending: true))
        #expect(
            FieldQuery.format(query)
                == "godfather g:drama !g:short year:1970..1979 rating:8.1..9 votes>=10k fits:180 mpaa:R sort:-weighted")
        #expect(FieldQuery.format(query, includingSort: false).hasSuffix("mpaa:R"))
        #expect(FieldQuery.format(MovieQuery()) == "")
        #expect(FieldQuery.format(MovieQuery(years: 1990...Int.max, lengths: 91...Int.max)) == "year>=1990 length>=91")
        #expect(FieldQuery.format(MovieQuery(text: "mission:impossible")) == "\"mission:impossible\"")
    }

    @Test func formattedTextParsesToTheSameQuery() throws {
        var generator = SplitMix64(seed: 7)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        for _ in 0..<2_000 {
            let minimumRating: Double? = pick([nil, 0, 5.5, 7.25, 8.1])
            let minimumVotes: Int? = pick([nil, 0, 999, 10_000, 1_500_000])
            let year = pick([1850, 1900, 1972, 2100])
            let query = MovieQuery(
                text: pick([nil, "godfather", "the godfather", "star wars:", "year:1990", "a-b", "$"]),
                genres: Genres(rawValue: Int(generator.next() % 128)),
                years: pick([nil, year...year, 1970...1979, year...Int.max, Int.min...year]),
                minimumRating: minimumRating, minimumVotes: minimumVotes, mpaa: pick([nil] + MPAARating.allCases),
                excludedGenres: Genres(rawValue: Int(generator.next() % 128)),
                maximumRating: pick([nil, 9.5, 10]).map { max($0, minimumRating ?? 0) },
                maximumVotes: pick([nil, 2_000_000, 12_345]).map { max($0, minimumVotes ?? 0) },
                lengths: pick([nil, 0...120, 90...120, 91...Int.max, 60...60]),
                sort: MovieSort(pick(MovieSort.Field.allCases), descending: pick([false, true])))
            let text = FieldQuery.format(query)
            #expect(try FieldQuery.parse(text) == query, "\(text)")
        }
    }
}
