import GRDB
import MovieCatalog
import Testing

@testable import MovieStore

/// `seen:`, `mine`, `tag:`, `list:` and `watchlist:` terms keep what the user's library says, on
/// every path that counts or lists movies (pages in every order, totals, facet counts, statistics,
/// the random pick), and what they count follows the library as it changes.
@Suite struct LibraryTermTests {
    let catalog: TestCatalog

    init() throws {
        catalog = try TestCatalog()
        try SampleCredits.add(to: catalog.database)
        try SampleLibrary.add(to: catalog.database)
    }

    private func query(_ text: String) throws -> MovieQuery {
        var query = try FieldQuery.parse(text)
        query.limit = 1_000
        return query
    }

    private func ids(_ text: String, repository: SQLiteMovieRepository? = nil) throws -> Set<Int> {
        Set(try (repository ?? catalog.movies).movies(matching: query(text)).movies.map(\.id))
    }

    /// The page of `query` as the SQL conditions alone find it, without the filter columns.
    private func sqlPage(_ query: MovieQuery) throws -> MoviePage {
        try catalog.database.read { db in
            try MovieQueryPlan.page(
                db, MovieQuerySQL(query), sort: query.sort, offset: query.offset, limit: query.limit,
                cache: FilterCountCache(), filter: FilterCountCache.key(query), columns: nil)
        }
    }

    @Test func seenKeepsTheMoviesWithAViewingDatedOrNot() throws {
        let seen: Set = [20545, 6088, 48908, 41662, 8882]
        #expect(try ids("seen:yes") == seen)
        #expect(try catalog.movies.movies(matching: query("seen:no")).total == 24 - seen.count)
        #expect(try ids("seen:no").isDisjoint(with: seen))
        #expect(try ids("director:coppo seen:no") == [20546, 20547], "what Coppola have I not seen")
        #expect(try ids("director:coppo seen:yes") == [20545])
        #expect(try ids("godfather seen:no watchlist:yes") == [20546])
    }

    /// "My rating" is that of the latest rated viewing: the latest day (undated ones last), then the
    /// latest logged; an unrated later viewing keeps the earlier rating.
    @Test func mineIsTheLatestRating() throws {
        #expect(try ids("mine>=8") == [20545, 6088, 41662])
        #expect(try ids("mine:7..8") == [6088, 48908])
        #expect(try ids("mine:9") == [20545])
        #expect(try ids("mine<5").isEmpty, "4 and 3 were given before later ratings")
        #expect(try ids("mine>=1") == [20545, 6088, 48908, 41662], "Casablanca is seen but not rated")
    }

    @Test func tagsListsAndTheWatchlist() throws {
        #expect(try ids("tag:cinema") == [20545])
        #expect(try ids("tag:cinema tag:IMAX") == [20545], "on two viewings of one movie")
        #expect(try ids("tag:\"Date  Night\"") == [6088])
        #expect(try ids("tag:cine").isEmpty, "a tag is matched whole")
        #expect(try ids("list:\"kubrick, ALL of it\"") == [2321, 20545])
        #expect(try ids("list:empty").isEmpty)
        #expect(try ids("list:nowhere").isEmpty)
        #expect(try ids("list:\"Kubrick, all of it\" seen:no") == [2321])
        #expect(try ids("watchlist:yes") == [20546, 52348])
        #expect(try catalog.movies.movies(matching: query("watchlist:no")).total == 22)
    }

    /// The page found on the filter columns and the one the SQL conditions find agree, in every
    /// order, with totals and a page past the first.
    @Test(arguments: MovieSort.Field.allCases)
    func theColumnsAndTheSQLAgree(field: MovieSort.Field) throws {
        let texts = [
            "seen:yes", "seen:no", "mine>=7", "tag:cinema", "list:\"kubrick, all of it\"", "watchlist:no",
            "g:drama seen:no year<1990", "godf seen:no", "director:coppo seen:no", "seen:no mpaa:R",
        ]
        for text in texts {
            for descending in [false, true] {
                var query = try query(text)
                query.sort = MovieSort(field, descending: descending)
                let columns = try catalog.movies.movies(matching: query)
                let sql = try sqlPage(query)
                #expect(columns.movies.map(\.id) == sql.movies.map(\.id), "\(text) \(field) \(descending)")
                #expect(columns.total == sql.total, "\(text)")
                (query.offset, query.limit) = (3, 4)
                #expect(
                    try catalog.movies.movies(matching: query).movies.map(\.id) == sqlPage(query).movies.map(\.id),
                    "\(text) \(field) \(descending), offset 3")
            }
        }
    }

    @Test func facetsCountSeenAndTheWatchlistLikeAnyOtherFilter() throws {
        for text in [
            "", "seen:no", "director:coppo seen:no", "watchlist:yes", "mine>=8 g:drama", "godf year:1970..1979",
        ] {
            #expect(
                try catalog.movies.facetCounts(matching: query(text))
                    == FacetCountTests.BruteForce(base: catalog.movies).facetCounts(matching: query(text)), "\(text)")
        }
        let all = try catalog.movies.facetCounts(matching: MovieQuery())
        #expect(all.total == 24)
        #expect(all.seen(true) == 5)
        #expect(all.seen(false) == 19)
        #expect(all.watchlist(true) == 2)
        #expect(all.watchlist(false) == 22)
        let unseen = try catalog.movies.facetCounts(matching: query("seen:no"))
        #expect(unseen.total == 19)
        #expect(unseen.seen(true) == 5, "the seen filter is replaced, as a decade replaces the years")
        #expect(unseen.watchlist(true) == 2)
        #expect(unseen.decade(1970) == 3, "$, Sixth St. and Part II; The Godfather and Star Wars are seen")
        let coppola = try catalog.movies.facetCounts(matching: query("director:coppo seen:no"))
        #expect(coppola.total == 2)
        #expect(coppola.seen(true) == 1)
        #expect(coppola.genre(.drama) == 2)
        #expect(coppola.watchlist(true) == 1)
        let listed = try catalog.movies.facetCounts(matching: query("watchlist:yes"))
        #expect(listed.total == 2)
        #expect(listed.seen(false) == 2)
        #expect(listed.watchlist(false) == 22)
        let rated = try catalog.movies.facetCounts(matching: query("mine>=8 seen:yes"))
        #expect(rated.total == 3)
        #expect(rated.seen(false) == 0, "a rated movie is seen")
    }

    /// `seen:no` and `watchlist:no` reuse the counts kept for the query without them, corrected for the
    /// library: asked after those, and again, they equal the counts made one query per choice.
    @Test func negatedTermsReuseTheKeptCounts() throws {
        let repository = catalog.movies
        let brute = FacetCountTests.BruteForce(base: catalog.movies)
        for text in ["", "seen:no", "g:drama", "g:drama watchlist:no", "g:drama seen:no watchlist:no", "seen:yes", ""] {
            let facets = try repository.facetCounts(matching: query(text))
            #expect(facets == (try brute.facetCounts(matching: query(text))), "\(text)")
            #expect(facets.total == (try repository.movies(matching: query(text)).total), "\(text)")
        }
    }

    @Test func statisticsAndTheRandomPickKeepTheLibraryTerms() throws {
        #expect(try catalog.movies.statistics(matching: query("seen:yes")).movieCount == 5)
        #expect(try catalog.movies.statistics(matching: query("seen:no year:1970..1979")).movieCount == 3)
        for pick in 0..<4 {
            let movie = try catalog.movies.randomMovie(matching: query("seen:yes watchlist:no"), excluding: [20545]) {
                #expect($0 == 4)
                return pick
            }
            #expect(movie.map { [6088, 48908, 41662, 8882].contains($0.id) } == true)
        }
    }

    /// One repository over one database, its counts kept: after a viewing is logged, a rating changed
    /// or a list edited through the same database, every count reads the library as it is now.
    @Test func countsFollowTheLibraryAfterAWrite() throws {
        let repository = catalog.movies
        let unseen = try query("seen:no")
        #expect(try repository.movies(matching: unseen).total == 19)
        #expect(try repository.facetCounts(matching: unseen).total == 19)
        #expect(try repository.facetCounts(matching: query("g:drama")).seen(true) == 4)
        #expect(try ids("director:coppo seen:no", repository: repository) == [20546, 20547])
        #expect(try ids("mine>=8", repository: repository) == [20545, 6088, 41662])
        #expect(try ids("list:\"Kubrick, all of it\"", repository: repository) == [2321, 20545])

        try catalog.database.write { db in
            try SampleLibrary.log(db, movie: 20547, day: "2026-11-20", rating: nil, loggedAt: 9_000)
            try db.execute(sql: "UPDATE library.viewing SET rating = 5 WHERE id = 2")
            try db.execute(sql: "DELETE FROM library.list_entry WHERE movie_id = 2321")
        }
        #expect(try repository.movies(matching: unseen).total == 18)
        #expect(try repository.facetCounts(matching: unseen).total == 18)
        #expect(try repository.facetCounts(matching: query("g:drama")).seen(true) == 5)
        #expect(try repository.facetCounts(matching: MovieQuery()).seen(false) == 18)
        #expect(try ids("director:coppo seen:no", repository: repository) == [20546])
        #expect(try ids("mine>=8", repository: repository) == [6088, 41662])
        #expect(try ids("list:\"Kubrick, all of it\"", repository: repository) == [20545])
    }

    @Test func anEmptyLibraryKeepsNothingSeen() throws {
        let empty = try TestCatalog()
        #expect(try empty.movies.movies(matching: query("seen:yes")).total == 0)
        #expect(try empty.movies.movies(matching: query("seen:no")).total == 24)
        #expect(try empty.movies.facetCounts(matching: MovieQuery()).seen(false) == 24)
    }
}
