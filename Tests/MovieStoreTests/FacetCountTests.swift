import MovieCatalog
import MovieStore
import TestSupport
import Testing

/// The SQLite facet counts against counts made one query per choice through `movies(matching:)`.
@Suite struct FacetCountTests {
    /// A repository that only forwards pages, so it counts facets with the protocol's one-query-per-choice default.
    struct BruteForce: MovieRepository {
        let base: any MovieRepository

        func movies(matching query: MovieQuery) throws(CatalogError) -> MoviePage {
            try base.movies(matching: query)
        }
        func movie(id: Int) throws(CatalogError) -> Movie? { try base.movie(id: id) }
        func similarMovies(to id: Int, limit: Int) throws(CatalogError) -> [Movie] {
            try base.similarMovies(to: id, limit: limit)
        }
        func statistics(matching query: MovieQuery) throws(CatalogError) -> CatalogStatistics {
            try base.statistics(matching: query)
        }
    }

    static let queries: [MovieQuery] = [
        MovieQuery(),
        MovieQuery(text: "godf"),
        MovieQuery(text: "the"),
        MovieQuery(genres: .drama),
        MovieQuery(years: 1970...1979),
        MovieQuery(mpaa: .pg13),
        MovieQuery(lengths: 0...120),
        MovieQuery(excludedGenres: .short, maximumVotes: 100_000),
        MovieQuery(genres: .drama, years: 1990...1999, minimumRating: 7, mpaa: .r, lengths: 90...180),
        MovieQuery(text: "titanic", years: 1940...1960, excludedGenres: .romance),
        MovieQuery(text: "zebra"),
        MovieQuery(text: "$"),
    ]

    @Test(arguments: queries)
    func sqliteCountsEqualOneQueryPerChoice(query: MovieQuery) throws {
        let catalog = try TestCatalog()
        let facets = try catalog.movies.facetCounts(matching: query)
        #expect(facets == (try BruteForce(base: catalog.movies).facetCounts(matching: query)))
        #expect(facets.total == (try catalog.movies.movies(matching: query).total))
        // Asked again, the cached counts are the same.
        #expect(facets == (try catalog.movies.facetCounts(matching: query)))
    }

    @Test func countsOfTheSampleByHand() throws {
        let catalog = try TestCatalog()
        let facets = try catalog.movies.facetCounts(matching: MovieQuery(years: 1970...1979))
        // 1970s: $, Godfather, Part II, Sixth St., Star Wars.
        #expect(facets.total == 5)
        #expect(facets.genre(.drama) == 3)
        #expect(facets.genre(.short) == 1)
        // Decades replace the years: the whole sample per decade.
        #expect(facets.decade(1990) == 7)
        #expect(facets.decade(1970) == 5)
        #expect(facets.decade(1880) == 0)
        #expect(facets.mpaa(.pg) == 1)
        #expect(facets.mpaa(.r) == 0)
        // Fits in 30 minutes: Sixth St. (27); in 120: $ is 121, so only Sixth St.
        #expect(facets.runtimeBudget(30) == 1)
        #expect(facets.runtimeBudget(120) == 1)
        #expect(facets.runtimeBudget(180) == 4)
    }

    @Test func fullCatalogCountsEqualOneQueryPerChoice() throws {
        let catalog = try TestCatalog(importing: TestPaths.fullCatalogCSV)
        for query in [
            MovieQuery(), MovieQuery(text: "star"), MovieQuery(genres: .comedy, years: 1980...1989, mpaa: .r),
            MovieQuery(minimumVotes: 1_000, lengths: 0...90),
        ] {
            #expect(
                try catalog.movies.facetCounts(matching: query)
                    == BruteForce(base: catalog.movies).facetCounts(matching: query))
        }
        let all = try catalog.movies.facetCounts(matching: MovieQuery())
        #expect(all.total == 58_788)
        #expect(all.decades.values.reduce(0, +) == 58_788)
    }
}

@Suite struct FacetCountImportTests {
    @Test func anImportReplacesTheCountsAndTheColumns() throws {
        let catalog = try TestCatalog()
        #expect(try catalog.movies.facetCounts(matching: MovieQuery()).total == 24)
        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.fixture("bad-rows.csv"))
        let facets = try catalog.movies.facetCounts(matching: MovieQuery())
        #expect(facets.total == 3)
        #expect(facets.decades.values.reduce(0, +) == 3)
        #expect(try catalog.movies.facetCounts(matching: MovieQuery(text: "godf")).total == 0)
    }
}

@Suite struct TextPageTests {
    /// Pages of text queries read with SQL alone and, once facets have read the filter columns, from
    /// the matches the columns keep: the same movies in the same order, with the same totals.
    @Test func pagesFromTheColumnsEqualPagesFromSQL() throws {
        let catalog = try TestCatalog(importing: TestPaths.fullCatalogCSV)
        let filters = [
            MovieQuery(text: "the"),
            MovieQuery(text: "the", genres: .comedy, years: 1990...Int.max, minimumVotes: 1_000),
            MovieQuery(text: "star", mpaa: .pg, excludedGenres: .short, maximumRating: 7.9, lengths: 0...120),
            MovieQuery(text: "love", minimumRating: 6.5, maximumVotes: 500), MovieQuery(text: "$"),
            MovieQuery(text: "zzzq"),
        ]
        var queries: [MovieQuery] = []
        for filter in filters {
            for field in MovieSort.Field.allCases {
                for (offset, limit) in [(0, 50), (40, 30), (100_000, 10)] {
                    var query = filter
                    (query.sort, query.offset, query.limit) = (
                        MovieSort(field, descending: offset == 40), offset, limit
                    )
                    queries.append(query)
                }
            }
        }
        let fromSQL = try queries.map { try SQLiteMovieRepository(database: catalog.database).movies(matching: $0) }
        _ = try catalog.movies.facetCounts(matching: MovieQuery())
        let fromColumns = try queries.map {
            try SQLiteMovieRepository(database: catalog.database).movies(matching: $0)
        }
        for (index, query) in queries.enumerated() {
            #expect(fromColumns[index].total == fromSQL[index].total, "\(query)")
            #expect(fromColumns[index].movies.map(\.id) == fromSQL[index].movies.map(\.id), "\(query)")
        }
        #expect(fromSQL[0].total > 10_000)
        #expect(fromSQL.contains { $0.total > 0 && $0.total < 1_000 })
    }
}
