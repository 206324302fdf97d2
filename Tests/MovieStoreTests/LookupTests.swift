import MovieCatalog
import MovieStore
import Testing

@Suite struct LookupTests {
    let catalog: TestCatalog

    init() throws {
        catalog = try TestCatalog()
    }

    @Test func movieByIdKeepsRepeatedTitlesApart() throws {
        let casablancas = try catalog.movies.movies(matching: MovieQuery(text: "casablanca")).movies
        #expect(casablancas.map(\.id) == [8882, 8883])
        #expect(try catalog.movies.movie(id: 8883)?.year == 2002)
        #expect(try catalog.movies.movie(id: 8882)?.year == 1942)
        #expect(try catalog.movies.movie(id: 999_999) == nil)
    }

    @Test func titlesWithControlCharactersAreStoredAsIs() throws {
        let evil = try #require(try catalog.movies.movie(id: 60000))
        #expect(evil.title.catalog == "Evil \u{1B}[2J\u{1B}]0;pwned\u{07}Title")
        #expect(evil.title.display == evil.title.catalog, "escaping is for the terminal, not the catalog")
        #expect(try catalog.movies.movies(matching: MovieQuery(text: "pwned")).movies.map(\.id) == [60000])
    }

    @Test func similarMoviesShareGenresAndLeaveTheMovieOut() throws {
        // The Godfather (1972, Drama, 9.1): Blade Runner (1982, Action and Drama, 8.2, 74,749 votes) and
        // Part II (8.9, 71,363 votes) share its one genre, most voted first. "$" (1971, Comedy and Drama)
        // is rated 6.4, 2.7 away; Part III (1990) and Pulp Fiction (1994) are more than 10 years away.
        let similar = try catalog.movies.similarMovies(to: 20545, limit: 3)
        #expect(similar.map(\.id) == [6088, 20546])
        #expect(similar.allSatisfy { $0.genres.contains(.drama) })
        #expect(try catalog.movies.similarMovies(to: 20545, limit: 10).contains { $0.id == 20545 } == false)
        #expect(try catalog.movies.similarMovies(to: 20545, limit: 0).isEmpty)
    }

    @Test func similarToAnUnknownMovieIsAnError() throws {
        let error = try #require(throws: CatalogError.self) { try catalog.movies.similarMovies(to: 4, limit: 5) }
        #expect(error.code == .movieNotFound)
        #expect(error.message.contains("4"))
    }

    @Test func statisticsCountGenresDecadesRatings() throws {
        let statistics = try catalog.movies.statistics(matching: MovieQuery())
        #expect(statistics.movieCount == 24)
        #expect(statistics.years == 1934...2003)
        #expect(statistics.knownBudgetCount == 11)
        let genres = Dictionary(uniqueKeysWithValues: statistics.moviesPerGenre.map { ($0.genre.rawValue, $0.count) })
        #expect(genres[Genres.drama.rawValue] == 15)
        #expect(genres[Genres.documentary.rawValue] == 1)
        #expect(statistics.moviesPerDecade.first! == (decade: 1930, count: 1))
        #expect(statistics.moviesPerDecade.map(\.decade) == [1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000])
        #expect(statistics.moviesPerMPAA.map(\.mpaa) == [.pg, .pg13, .r, .nc17])
        #expect(statistics.ratingDistribution.reduce(0, +) == 24)
        #expect(statistics.ratingDistribution[8] == 1)  // only The Godfather (9.1); 8.8 and 8.9 count as 8
        #expect(statistics.ratingDistribution[7] == 7)
    }

    @Test func emptyCatalogHasEmptyStatistics() throws {
        let empty = try TestCatalog(importing: nil)
        let statistics = try empty.movies.statistics(matching: MovieQuery())
        #expect(statistics.movieCount == 0)
        #expect(statistics.years == nil)
        #expect(statistics.meanRating == nil)
    }
}
