import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// Series in the movie table: the kind filter on the columns and in SQL, the facet counts of kinds,
/// a series' years, and an episode's IMDb id leading to its series.
@Suite struct KindFilterTests {
    /// The sample catalog with two of its rows turned into series and one into a mini-series, and an
    /// episode of one series, its caches written again as an import writes them.
    ///
    /// Series: Casablanca (8882, 1942, still running) and Titanic (52347, 1953–1960); mini-series:
    /// Casablanca (8883, 2002, one year). Episode tt0959621 belongs to Titanic (52347).
    static func catalog() throws -> TestCatalog {
        let catalog = try TestCatalog()
        try catalog.database.write { db in
            try db.execute(
                sql: """
                    UPDATE movie SET kind = 1, end_year = NULL WHERE id = 8882;
                    UPDATE movie SET kind = 1, end_year = 1960 WHERE id = 52347;
                    UPDATE movie SET kind = 2, end_year = 2002 WHERE id = 8883;
                    INSERT INTO episode (id, series_id, season, number, title, year, minutes, rating, votes)
                    VALUES (959621, 52347, 1, 1, 'Pilot', 1953, 30, 8.1, 100);
                    UPDATE catalog_import SET generation = generation + 1;
                    """)
            try CatalogCaches.rebuild(db)
        }
        return catalog
    }

    static let queries: [MovieQuery] = [
        MovieQuery(kinds: [.series]),
        MovieQuery(kinds: [.movie]),
        MovieQuery(kinds: [.miniSeries]),
        MovieQuery(kinds: [.series, .miniSeries]),
        MovieQuery(kinds: [.movie, .series, .miniSeries]),
        MovieQuery(text: "casablanca", kinds: [.series]),
        MovieQuery(text: "titanic", kinds: [.movie]),
        MovieQuery(genres: .drama, kinds: [.series]),
        MovieQuery(years: 1940...1959, sort: MovieSort(.rating, descending: true), kinds: [.series, .movie]),
    ]

    /// The ids each query keeps, by hand.
    static let expected: [[Int]] = [
        [8882, 52347],
        [
            1, 101, 138, 165, 2321, 3439, 4233, 6088, 10779, 14368, 20544, 20545, 20546, 20547, 41662, 48517,
            48908, 52346, 52348, 52930, 60000,
        ],
        [8883],
        [8882, 8883, 52347],
        [],
        [8882],
        [52346, 52348],
        [],
        [],
    ]

    @Test func theColumnsAndSQLKeepTheSameTitles() throws {
        let catalog = try Self.catalog()
        for (index, query) in Self.queries.enumerated() {
            var query = query
            query.limit = 100
            let fromColumns = try catalog.movies.movies(matching: query)
            let fromSQL = try catalog.database.read { db in
                try MovieQueryPlan.page(
                    db, MovieQuerySQL(query), sort: query.sort, offset: 0, limit: 100, cache: FilterCountCache(),
                    filter: FilterCountCache.key(query), columns: nil)
            }
            #expect(fromColumns.movies.map(\.id) == fromSQL.movies.map(\.id), "\(query)")
            #expect(fromColumns.total == fromSQL.total, "\(query)")
            if !Self.expected[index].isEmpty {
                #expect(Set(fromColumns.movies.map(\.id)) == Set(Self.expected[index]), "\(query)")
            }
        }
        // All three kinds are no filter: the whole sample.
        #expect(try catalog.movies.movies(matching: MovieQuery(kinds: [.movie, .series, .miniSeries])).total == 24)
        // The 1940s and 1950s, movies and series: Casablanca (series), both Titanics, Balmy Swami.
        let early = try catalog.movies.movies(matching: Self.queries[8])
        #expect(Set(early.movies.map(\.id)) == [8882, 4233, 52346, 52347])
    }

    @Test func facetsCountEachKindWithTheKindsReplaced() throws {
        let catalog = try Self.catalog()
        let facets = try catalog.movies.facetCounts(matching: MovieQuery(kinds: [.series]))
        #expect(facets.total == 2)
        #expect(facets.kind(.movie) == 21)
        #expect(facets.kind(.series) == 2)
        #expect(facets.kind(.miniSeries) == 1)
        #expect(facets.kind(.episode) == 0)
        // Other facets keep the kinds: the series by decade.
        #expect(facets.decade(1940) == 1)
        #expect(facets.decade(1950) == 1)
        #expect(facets.decade(1970) == 0)
        let casablanca = try catalog.movies.facetCounts(matching: MovieQuery(text: "casablanca"))
        #expect(casablanca.kinds == [.series: 1, .miniSeries: 1])
        // The same as one query per choice.
        for query in Self.queries {
            #expect(
                try catalog.movies.facetCounts(matching: query)
                    == FacetCountTests.BruteForce(base: catalog.movies).facetCounts(matching: query), "\(query)")
        }
    }

    @Test func pagesCarryTheKindAndTheYears() throws {
        let catalog = try Self.catalog()
        let page = try catalog.movies.movies(matching: MovieQuery(text: "casablanca"))
        let byID = Dictionary(uniqueKeysWithValues: page.movies.map { ($0.id, $0) })
        #expect(byID[8882]?.kind == .series)
        #expect(byID[8882]?.years == "1942–")
        #expect(byID[8883]?.kind == .miniSeries)
        #expect(byID[8883]?.years == "2002")
        let titanic = try catalog.movies.movie(id: 52347)
        #expect(titanic?.years == "1953–1960")
        #expect(try catalog.movies.movie(id: 52348)?.years == "1997")
    }

    @Test func anEpisodesIMDbIDFindsItsSeries() throws {
        let catalog = try Self.catalog()
        let people = SQLitePeopleRepository(database: catalog.database)
        let episodeID = try #require(IMDbID(text: "tt0959621"))
        #expect(try people.movie(imdbID: episodeID)?.id == 52347)
        let unknown = try #require(IMDbID(text: "tt0959622"))
        #expect(try people.movie(imdbID: unknown) == nil)
    }
}
