import MovieCatalog
import MovieStore
import Testing

@Suite struct SearchTests {
    let catalog: TestCatalog

    init() throws {
        catalog = try TestCatalog()
    }

    private func titles(_ query: MovieQuery) throws -> [String] {
        try catalog.movies.movies(matching: query).movies.map(\.title.display)
    }

    @Test func prefixFindsTheGodfatherAndItsSequels() throws {
        #expect(
            try titles(MovieQuery(text: "godf")) == [
                "The Godfather", "The Godfather Comes to Sixth St.", "The Godfather: Part II",
                "The Godfather: Part III",
            ])
    }

    @Test(arguments: ["the godfather", "Godfather, The", "GODFATHER", "  godfather!  ", "the godf", "godfather the"])
    func searchIgnoresCasePunctuationAndArticlePlace(text: String) throws {
        #expect(try titles(MovieQuery(text: text)).first == "The Godfather")
    }

    @Test func everyWordMustMatch() throws {
        #expect(try titles(MovieQuery(text: "godfather part iii")) == ["The Godfather: Part III"])
        #expect(try titles(MovieQuery(text: "godfather zebra")).isEmpty)
    }

    @Test func punctuationInsideWordsSplitsThem() throws {
        #expect(try titles(MovieQuery(text: "spider-man")) == ["Spider-Man"])
        #expect(try titles(MovieQuery(text: "spider man")) == ["Spider-Man"])
        #expect(try titles(MovieQuery(text: "l'atalante")) == ["L'Atalante"])
    }

    @Test func textWithoutWordsMatchesTheTitleLiterally() throws {
        #expect(try titles(MovieQuery(text: "$")) == ["$"])
        #expect(try titles(MovieQuery(text: "%")).isEmpty)
    }

    @Test func emptyTextListsEverything() throws {
        #expect(try catalog.movies.movies(matching: MovieQuery(text: "   ")).total == 24)
    }

    @Test func genreFilterRequiresEveryGenre() throws {
        let comedyDrama = try catalog.movies.movies(matching: MovieQuery(genres: [.comedy, .drama]))
        #expect(comedyDrama.movies.map(\.id) == [1, 3439])
        #expect(try catalog.movies.movies(matching: MovieQuery(genres: .documentary)).movies.map(\.id) == [101])
        #expect(try catalog.movies.movies(matching: MovieQuery(genres: .animation)).total == 2)
    }

    @Test func yearRatingVotesAndMPAAFilters() throws {
        #expect(
            try titles(MovieQuery(years: 1970...1979)) == [
                "$", "The Godfather", "The Godfather Comes to Sixth St.", "The Godfather: Part II", "Star Wars",
            ])
        #expect(
            try titles(MovieQuery(minimumRating: 8.8)) == [
                "Casablanca", "The Godfather", "The Godfather: Part II", "Pulp Fiction", "Star Wars",
            ])
        #expect(try titles(MovieQuery(minimumVotes: 100_000)) == ["The Godfather", "Pulp Fiction", "Star Wars"])
        #expect(try titles(MovieQuery(mpaa: .pg13)) == ["Spider-Man", "Titanic"])
        #expect(try titles(MovieQuery(mpaa: .nc17)) == ["Comfortably Numb"])
        #expect(
            try titles(MovieQuery(text: "godfather", years: 1974...1990, minimumRating: 8)) == [
                "The Godfather: Part II"
            ])
    }

    @Test func titleSortIgnoresTheArticle() throws {
        let sorted = try titles(MovieQuery(limit: 50))
        #expect(sorted.first == "$")
        #expect(sorted.firstIndex(of: "The Godfather")! < sorted.firstIndex(of: "Pulp Fiction")!)
        #expect(sorted.firstIndex(of: "A Balmy Swami")! < sorted.firstIndex(of: "Blade Runner")!)
        #expect(
            sorted.firstIndex(of: "La Dolce vita")! < sorted.firstIndex(of: "Evil \u{1B}[2J\u{1B}]0;pwned\u{07}Title")!)
        #expect(try titles(MovieQuery(sort: MovieSort(.title, descending: true))).first == "Toy Story")
    }

    @Test(arguments: MovieSort.Field.allCases, [false, true])
    func everySortFieldOrdersBothWaysWithIdTieBreak(field: MovieSort.Field, descending: Bool) throws {
        let movies = try catalog.movies.movies(matching: MovieQuery(sort: MovieSort(field, descending: descending)))
            .movies
        #expect(movies.count == 24)
        let mean = movies.map(\.rating).reduce(0, +) / Double(movies.count)
        let expected = movies.sorted {
            MovieOrder.precedes($0, $1, sort: MovieSort(field, descending: descending), catalogMean: mean)
        }
        #expect(movies.map(\.id) == expected.map(\.id))
        if field == .budget {
            #expect(movies.last?.budget == nil)
            #expect(movies.first?.budget == (descending ? 200_000_000 : 950_000))
        }
    }

    @Test(arguments: [MovieSort(.year), MovieSort(.budget), MovieSort(.budget, descending: true)])
    func pagesCoverTheResultsOnceWithTheTotal(sort: MovieSort) throws {
        var seen: [Int] = []
        for offset in stride(from: 0, to: 30, by: 5) {
            let page = try catalog.movies.movies(matching: MovieQuery(sort: sort, offset: offset, limit: 5))
            #expect(page.total == 24)
            #expect(page.offset == offset)
            seen += page.movies.map(\.id)
        }
        #expect(seen == (try catalog.movies.movies(matching: MovieQuery(sort: sort))).movies.map(\.id))
        #expect(Set(seen).count == 24)
        let tail = try catalog.movies.movies(matching: MovieQuery(offset: 100))
        #expect(tail.movies.isEmpty)
        #expect(tail.total == 24)
    }

    @Test(arguments: [(-1, 10), (0, -1), (0, 10_001)])
    func badPageArgumentsAreRejected(offset: Int, limit: Int) throws {
        let error = try #require(throws: CatalogError.self) {
            try catalog.movies.movies(matching: MovieQuery(offset: offset, limit: limit))
        }
        #expect(error.code == .invalidArgument)
    }
}
