import Foundation
import MovieCatalog
import Testing

@testable import MovieStore

/// The relevance order: whole words before prefixes, then the most votes, whatever the titles' alphabetical order or the votes alone would say.
@Suite struct RelevanceTests {
    /// "3 Godfathers" sorts first by title and "The Godfather: Part II" has the most votes; neither
    /// matches `godfather` as well as "The Godfather".
    static let rows = [
        // id, title, year, length, budget, rating, votes, r1…r10, mpaa, 7 genres
        "\"1\",\"3 Godfathers\",1948,106,NA,7.1,5000,0,0,0,0,0,0,0,0,0,0,\"\",0,0,0,1,0,0,0",
        "\"2\",\"Godfather: Part II, The\",1974,200,NA,8.9,90000,0,0,0,0,0,0,0,0,0,0,\"\",0,0,0,1,0,0,0",
        "\"3\",\"Godfather, The\",1972,175,NA,9.1,80000,0,0,0,0,0,0,0,0,0,0,\"\",0,0,0,1,0,0,0",
        "\"4\",\"Godfather Comes to Sixth St., The\",1999,100,NA,6,30,0,0,0,0,0,0,0,0,0,0,\"\",0,0,0,0,1,0,0",
        "\"5\",\"Godfathers and Sons\",2003,90,NA,6.5,60,0,0,0,0,0,0,0,0,0,0,\"\",0,0,0,0,1,0,0",
        "\"6\",\"Star Wars\",1977,125,NA,8.8,70000,0,0,0,0,0,0,0,0,0,0,\"\",1,0,0,0,0,0,0",
    ]

    func catalog() throws -> TestCatalog {
        let catalog = try TestCatalog(importing: nil)
        let csv = catalog.directory.path("relevance.csv")
        let header = CatalogRow.header.map { "\"\($0)\"" }.joined(separator: ",")
        try ([header] + Self.rows).joined(separator: "\n").write(toFile: csv, atomically: true, encoding: .utf8)
        try CatalogImporter(database: catalog.database).importCatalog(from: csv)
        return catalog
    }

    private func titles(_ catalog: TestCatalog, _ query: MovieQuery) throws -> [String] {
        try catalog.movies.movies(matching: query).movies.map(\.title.display)
    }

    @Test func wholeWordsThenVotes() throws {
        let catalog = try catalog()
        #expect(
            try titles(catalog, MovieQuery(text: "godfather", sort: .byRelevance)) == [
                "The Godfather: Part II",  // a whole word, 90,000 votes
                "The Godfather",  // a whole word, 80,000 votes
                "The Godfather Comes to Sixth St.",  // a whole word, 30 votes
                "3 Godfathers",  // a prefix only, 5,000 votes
                "Godfathers and Sons",  // a prefix only, 60 votes
            ])
        #expect(try titles(catalog, MovieQuery(text: "godfather", sort: .byTitle)).first == "3 Godfathers")
    }

    @Test func descendingPutsTheWorstMatchFirst() throws {
        let catalog = try catalog()
        let best = try titles(catalog, MovieQuery(text: "godf", sort: .byRelevance))
        let worst = try titles(catalog, MovieQuery(text: "godf", sort: MovieSort(.relevance, descending: true)))
        #expect(worst == best.reversed())
        #expect(best.count == 5)
    }

    @Test func pagesFollowTheRanking() throws {
        let catalog = try catalog()
        let all = try titles(catalog, MovieQuery(text: "godfather", sort: .byRelevance))
        var paged: [String] = []
        for offset in stride(from: 0, to: 6, by: 2) {
            paged += try titles(catalog, MovieQuery(text: "godfather", sort: .byRelevance, offset: offset, limit: 2))
        }
        #expect(paged == all)
    }

    @Test func withFiltersAndCachedColumnsTheRankingHolds() throws {
        let catalog = try catalog()
        var query = MovieQuery(text: "godfather", genres: .drama, sort: .byRelevance)
        #expect(try titles(catalog, query) == ["The Godfather: Part II", "The Godfather", "3 Godfathers"])
        query.years = 1970...1979
        #expect(try titles(catalog, query) == ["The Godfather: Part II", "The Godfather"])
    }

    @Test func withoutWordsTheMostVotedComeFirst() throws {
        let catalog = try catalog()
        #expect(
            try titles(catalog, MovieQuery(sort: .byRelevance)) == [
                "The Godfather: Part II", "The Godfather", "Star Wars", "3 Godfathers", "Godfathers and Sons",
                "The Godfather Comes to Sixth St.",
            ])
    }

    @Test func theArticleIsAWordAndPrefixesRankByVotes() throws {
        let catalog = try catalog()
        // "the" is a whole word of the three titles that have the article, in any case.
        #expect(
            try titles(catalog, MovieQuery(text: "THE godfather", sort: .byRelevance)) == [
                "The Godfather: Part II", "The Godfather", "The Godfather Comes to Sixth St.",
            ])
        // Prefixes alone rank by votes, whatever the title's other words.
        #expect(
            try titles(catalog, MovieQuery(text: "godf", sort: .byRelevance)) == [
                "The Godfather: Part II", "The Godfather", "3 Godfathers", "Godfathers and Sons",
                "The Godfather Comes to Sixth St.",
            ])
    }
}
