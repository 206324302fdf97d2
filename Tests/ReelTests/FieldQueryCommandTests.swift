import Foundation
import TestSupport
import Testing

/// `reel search` with field terms: alone, mixed with title words, combined with the options, and bad.
@Suite struct FieldQueryCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
    }

    private func ids(_ arguments: String...) throws -> [Int] {
        let result = try reel.run(["search"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.error)")
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let movies = try #require(page["movies"] as? [[String: Any]])
        return movies.compactMap { $0["id"] as? Int }
    }

    @Test func termsAndWordsFilterAndSort() throws {
        #expect(try ids("godfather", "year:1970..1979", "rating>8", "sort:-votes") == [20545, 20546])
        #expect(try ids("godfather year:1970..1979 rating>8 sort:-votes") == [20545, 20546])
        // Dramas without romance of at most 100 minutes, by length: Titanic (85), 1001 nuits and Titanic (98,
        // by id), Comfortably Numb (100).
        #expect(try ids("g:drama", "-g:romance", "fits:100", "sort:length") == [52346, 138, 52347, 10779])
        #expect(try ids("!g:short", "votes>=100k", "sort:-weighted") == [20545, 48908, 41662])
    }

    @Test func wordsRankByMatchThenVotesUnlessASortIsAskedFor() throws {
        // "The Godfather" is the whole title; the sequels have two other words each, Part II the more
        // votes; "Comes to Sixth St." has four. By title, "Comes to Sixth St." would be second.
        #expect(try ids("godf") == [20545, 20546, 20547, 20544])
        #expect(try ids("godfather", "--limit", "1") == [20545])
        #expect(try ids("godf", "--sort", "title") == [20545, 20544, 20546, 20547])
        #expect(try ids("godf", "sort:title") == [20545, 20544, 20546, 20547])
        #expect(try ids("godf", "--sort", "relevance") == [20545, 20546, 20547, 20544])
        #expect(try ids("godf", "sort:-relevance") == [20544, 20547, 20546, 20545])
    }

    @Test func optionsCombineWithTerms() throws {
        // --genre drama and g:romance: both required; the sort: term wins over --sort.
        #expect(try ids("--genre", "drama", "g:romance", "--sort", "year", "sort:-votes") == [52348, 8882, 3439])
        #expect(
            try ids("--min-rating", "8", "rating<=8.8", "--sort", "rating") == [14368, 2321, 6088, 8882, 41662, 48908])
    }

    @Test func aBadTermIsUnderlinedAndExitsWith64() throws {
        let result = try reel.run("search", "godfather", "rating>ten")
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("rating>ten: not a number\n  godfather rating>ten\n            ^^^^^^^^^^\n"))
        let genre = try reel.run("search", "g:dramaa")
        #expect(genre.status == 64)
        #expect(genre.error.contains("g:dramaa: unknown genre (did you mean drama?)"))
        let range = try reel.run("search", "year:1979..1970")
        #expect(range.status == 64)
        #expect(range.error.contains("year:1979..1970: empty range"))
    }
}
