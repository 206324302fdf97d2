import MovieCatalog
import MovieStore
import TestSupport
import Testing

/// `director:`, `writer:`, `cast:` and `person:` terms narrow every path that counts or lists movies:
/// pages (before and after the filter columns are read), totals kept per filter, facet counts,
/// statistics and the random pick.
@Suite struct PeopleTermTests {
    let catalog: TestCatalog

    init() throws {
        catalog = try TestCatalog()
        try SampleCredits.add(to: catalog.database)
    }

    private func query(_ text: String) throws -> MovieQuery {
        var query = try FieldQuery.parse(text)
        query.limit = 1_000
        return query
    }

    private func ids(_ text: String, repository: SQLiteMovieRepository? = nil) throws -> Set<Int> {
        Set(try (repository ?? catalog.movies).movies(matching: query(text)).movies.map(\.id))
    }

    @Test func eachRoleKeepsTheMoviesCreditingTheNameInThatRole() throws {
        #expect(try ids("director:coppo") == [20545, 20546, 20547])
        #expect(try ids("writer:coppola") == [20545, 20546, 20547])
        #expect(try ids("cast:coppola") == [20547, 6088], "Sofia acts; Francis does not")
        #expect(try ids("person:coppola") == [20545, 20546, 20547, 6088])
        #expect(try ids("cast:\"sofia coppola\"") == [20547, 6088])
        #expect(try ids("cast:\"francis coppola\"").isEmpty)
        #expect(try ids("director:lucas") == [48908])
        #expect(try ids("cast:tarantino") == [41662])
        #expect(try ids("director:inarritu") == [2321], "diacritics are ignored")
        #expect(try ids("director:IÑÁRRITU") == [2321])
    }

    /// `person:nm…` keeps one person's movies, not those of everyone whose name starts the same:
    /// `t` on a person listed a namesake's movies too.
    @Test func aPersonByIDKeepsOnlyThatPersonsMovies() throws {
        #expect(try ids("person:coppola") == [20545, 20546, 20547, 6088], "both Coppolas by name")
        #expect(try ids("person:nm0001068") == [20547, 6088], "Sofia alone")
        #expect(try ids("person:nm0000338") == [20545, 20546, 20547], "Francis alone")
        #expect(try ids("cast:nm0000338").isEmpty, "Francis is not in the cast")
        #expect(try ids("director:nm0000338 cast:nm0001068") == [20547])
        #expect(try ids("person:nm9999999").isEmpty)
        let repository = catalog.movies
        #expect(try repository.movies(matching: query("person:nm0001068")).total == 2)
        // Through the filter columns and the search sets as well.
        _ = try repository.facetCounts(matching: MovieQuery())
        #expect(try repository.movies(matching: query("person:nm0001068")).total == 2)
        #expect(try repository.facetCounts(matching: query("person:nm0001068")).total == 2)
    }

    @Test func termsNarrowEachOtherAndTheOtherFilters() throws {
        #expect(try ids("cast:pacino cast:brando") == [20545])
        #expect(try ids("godfather cast:pacino year>1973") == [20546, 20547])
        #expect(try ids("part cast:brando").isEmpty)
        #expect(try ids("director:coppola rating>8") == [20545, 20546])
    }

    @Test func totalsCountEachMovieOnceAndAreKeptPerFilter() throws {
        let repository = catalog.movies
        // Coppola directed and wrote each Godfather: two credits, one movie.
        #expect(try repository.movies(matching: query("person:coppola")).total == 4)
        #expect(try repository.movies(matching: query("godfather")).total == 4)
        #expect(try repository.movies(matching: query("godfather director:coppola")).total == 3)
        #expect(try repository.movies(matching: query("godfather cast:brando")).total == 1)
        // The same again once the filter columns are read (pages then go through them).
        _ = try repository.facetCounts(matching: MovieQuery())
        #expect(try repository.movies(matching: query("godfather director:coppola")).total == 3)
        #expect(try repository.movies(matching: query("cast:brando")).total == 1)
        #expect(try ids("cast:pacino sort:-year", repository: repository) == [20545, 20546, 20547])
        let page = try repository.movies(matching: query("cast:pacino sort:-year")).movies.map(\.id)
        #expect(page == [20547, 20546, 20545])
    }

    @Test func facetsCountOnlyTheCreditedMovies() throws {
        let repository = catalog.movies
        let all = try repository.facetCounts(matching: MovieQuery())
        let coppola = try repository.facetCounts(matching: query("director:coppola"))
        #expect(coppola.total == 3)
        #expect(coppola.decade(1970) == 2)
        #expect(coppola.decade(1990) == 1)
        #expect(coppola.decade(1980) == 0)
        #expect(coppola.genre(.drama) == 3)
        #expect(all.decade(1970) > coppola.decade(1970))
        let brute = try FacetCountTests.BruteForce(base: repository).facetCounts(matching: query("person:coppola"))
        #expect(try repository.facetCounts(matching: query("person:coppola")) == brute)
        #expect(brute.total == 4)
    }

    @Test func statisticsCountOnlyTheCreditedMovies() throws {
        let coppola = try catalog.movies.statistics(matching: query("director:coppola"))
        #expect(coppola.movieCount == 3)
        #expect(coppola.years == 1972...1990)
        expectSameFigures(
            coppola, CatalogStatistics(counting: try catalog.movies.movies(matching: query("director:coppola")).movies))
        let both = try catalog.movies.statistics(matching: query("godf person:coppola"))
        #expect(both.movieCount == 3)
        #expect(try catalog.movies.statistics(matching: query("cast:nobody")).movieCount == 0)
    }

    @Test func theRandomPickIsAmongTheCreditedMovies() throws {
        var count = 0
        var picked: [Int] = []
        for index in 0..<4 {
            let movie = try catalog.movies.randomMovie(matching: query("person:coppola"), excluding: [20546]) {
                count = $0
                return index
            }
            if let movie { picked.append(movie.id) }
        }
        #expect(count == 3)
        #expect(Set(picked) == [20545, 20547, 6088])
    }

    @Test func aCatalogWithoutPeopleMatchesNoOne() throws {
        let plain = try TestCatalog()
        #expect(try plain.movies.movies(matching: query("director:coppola")).total == 0)
        #expect(try plain.movies.statistics(matching: query("cast:pacino")).movieCount == 0)
        #expect(try plain.movies.facetCounts(matching: query("cast:pacino")).total == 0)
    }
}
