import Foundation
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The stored sets of the words many titles match (``SearchBitmaps``) answer exactly as the
/// search table does: the same matches, counts and order, and nothing left from an earlier catalog.
@Suite struct SearchSetTests {
    /// A catalog imported with every word of two or more matches stored as a set, or with none.
    private func catalog(threshold: Int, csv: String = TestPaths.sampleCSV) throws -> TestCatalog {
        let catalog = try TestCatalog(importing: nil)
        var importer = CatalogImporter(database: catalog.database)
        importer.searchSetThreshold = threshold
        try importer.importCatalog(from: csv)
        return catalog
    }

    private static let texts = ["t", "th", "the", "g", "godfather", "the god", "ti", "s", "casablanca", "ca t", "zz"]
    private static let sorts: [MovieSort] = [
        .byRelevance, MovieSort(.relevance, descending: true), MovieSort(.year), MovieSort(.year, descending: true),
        MovieSort(.rating, descending: true), MovieSort(.votes), MovieSort(.length),
        MovieSort(.length, descending: true),
        MovieSort(.title), MovieSort(.budget, descending: true),
    ]

    @Test func setsAndTheSearchTableGiveTheSameMatchesCountsAndOrder() throws {
        let sets = try catalog(threshold: 1)
        let plain = try catalog(threshold: .max)
        #expect(try sets.database.fetchInt("SELECT COUNT(*) FROM search_bitmap") ?? 0 > 5)
        #expect(try sets.database.fetchInt("SELECT COUNT(*) FROM search_bitmap WHERE term = 'the' AND whole = 1") == 1)
        #expect(try plain.database.fetchInt("SELECT COUNT(*) FROM search_bitmap") == 0)
        for text in Self.texts {
            for sort in Self.sorts {
                for (offset, limit) in [(0, 50), (1, 2), (3, 5)] {
                    let query = MovieQuery(text: text, sort: sort, offset: offset, limit: limit)
                    let expected = try plain.movies.movies(matching: query)
                    let found = try sets.movies.movies(matching: query)
                    #expect(found.movies.map(\.id) == expected.movies.map(\.id), "\(text) \(sort) \(offset)")
                    #expect(found.total == expected.total, "\(text)")
                }
            }
            let filtered = MovieQuery(text: text, genres: .drama)
            #expect(try sets.movies.facetCounts(matching: filtered) == plain.movies.facetCounts(matching: filtered))
            #expect(
                try sets.movies.statistics(matching: filtered).movieCount
                    == plain.movies.statistics(matching: filtered).movieCount)
        }
        // The four Godfathers are the titles with "The".
        #expect(try sets.movies.movies(matching: MovieQuery(text: "the")).total == 4)
    }

    /// The in-memory order is the SQL order the search table answers, checked on every movie.
    @Test func theOrderIsTheSQLOrder() throws {
        let sets = try catalog(threshold: 1)
        for text in Self.texts {
            for sort in Self.sorts {
                let query = MovieQuery(text: text, sort: sort, limit: 100)
                let sql = MovieQuerySQL(query)
                let expected = try sets.database.read { db in
                    try MovieQueryPlan.page(
                        db, sql, sort: sort, offset: 0, limit: 100, cache: FilterCountCache(),
                        filter: FilterCountCache.key(query), columns: nil)
                }
                let found = try sets.movies.movies(matching: query)
                #expect(found.movies.map(\.id) == expected.movies.map(\.id), "\(text) \(sort)")
                #expect(found.total == expected.total)
            }
        }
    }

    @Test func aPageNearTheEndIsTheEndOfTheOrder() throws {
        let sets = try catalog(threshold: 1)
        for sort in Self.sorts {
            let all = try sets.movies.movies(matching: MovieQuery(text: "t", sort: sort, limit: 100)).movies.map(\.id)
            let last = try sets.movies.movies(
                matching: MovieQuery(text: "t", sort: sort, offset: all.count - 2, limit: 50)
            ).movies.map(\.id)
            #expect(last == Array(all.suffix(2)), "\(sort)")
        }
    }

    @Test func aNewImportRebuildsTheSets() throws {
        let catalog = try catalog(threshold: 1)
        let movies = catalog.movies
        #expect(try movies.movies(matching: MovieQuery(text: "the")).total > 3)
        var importer = CatalogImporter(database: catalog.database)
        importer.searchSetThreshold = 1
        try importer.importCatalog(from: TestPaths.fixture("bad-rows.csv"))
        let fresh = try self.catalog(threshold: .max, csv: TestPaths.fixture("bad-rows.csv"))
        let count = try #require(try catalog.database.fetchInt("SELECT COUNT(*) FROM movie"))
        #expect(try catalog.database.fetchInt("SELECT MAX(count) FROM catalog_column") == count)
        for text in Self.texts {
            let query = MovieQuery(text: text, sort: .byRelevance)
            #expect(
                try movies.movies(matching: query).movies.map(\.id)
                    == fresh.movies.movies(matching: query).movies.map(\.id),
                "\(text)")
        }
    }

    /// A catalog changed without the step (another writer) is searched through the search table:
    /// no stored position names a movie that is gone.
    @Test func setsOfAnotherCatalogAreNotUsed() throws {
        let sets = try catalog(threshold: 1)
        let lastID = try #require(try sets.database.fetchInt("SELECT MAX(id) FROM movie"))
        let lastTitle = try #require(try sets.movies.movie(id: lastID)).title.display
        let word = try #require(SearchText(lastTitle).words.first)
        #expect(try sets.movies.movies(matching: MovieQuery(text: word)).movies.map(\.id).contains(lastID))
        let other = try TestCatalog(importing: nil)
        var importer = CatalogImporter(database: other.database)
        importer.searchSetThreshold = 1
        try importer.importCatalog(from: TestPaths.sampleCSV)
        try other.database.execute("DELETE FROM movie WHERE id = \(lastID)")
        let found = try other.movies.movies(matching: MovieQuery(text: word, limit: 100)).movies.map(\.id)
        #expect(!found.contains(lastID))
        let tee = try other.movies.movies(matching: MovieQuery(text: "t", limit: 100)).movies.map(\.id)
        let expected = try sets.movies.movies(matching: MovieQuery(text: "t", limit: 100)).movies.map(\.id)
        #expect(tee == expected.filter { $0 != lastID })
    }

    /// A few ids are found by binary search, many by one walk: the same positions either way.
    @Test func positionsOfFewAndManyIDs() {
        let ids = Array(stride(from: Int32(2), through: 400, by: 2))
        let columns = CatalogColumns(
            ids: ids, genres: Array(repeating: 0, count: 200), years: Array(repeating: 2000, count: 200),
            minutes: Array(repeating: 90, count: 200), mpaa: Array(repeating: -1, count: 200),
            ratings: Array(repeating: 5, count: 200), votes: Array(repeating: 1, count: 200),
            hasBudget: Array(repeating: false, count: 200), kinds: Array(repeating: 0, count: 200), ranks: [:],
            allGenres: 0)
        #expect(columns.positionSet(ofAscending: [1, 4, 5, 398, 1_000]).positions == [1, 198])
        #expect(columns.positionSet(ofAscending: Array(1...450)).positions == Array(0..<200))
        #expect(columns.positions(of: [398, 4]) == [1, 198])
    }

    @Test func positionSetsRoundTripAndIntersect() throws {
        var first = PositionSet(capacity: 130, positions: [0, 63, 64, 129])
        let stored = try #require(PositionSet(capacity: 130, bytes: first.data))
        #expect(stored == first)
        #expect(stored.positions == [0, 63, 64, 129])
        #expect(PositionSet(capacity: 200, bytes: first.data) == nil)
        first.formIntersection(PositionSet(capacity: 130, positions: [63, 100, 129]))
        #expect(first.positions == [63, 129])
        #expect(first.count == 2)
    }

    /// The set of every position, less another, and its positions by rank, as a list would give them.
    @Test func allLessOthersAndPositionsByRank() {
        for capacity in [0, 1, 63, 64, 65, 130] {
            var set = PositionSet.all(capacity: capacity)
            #expect(set.positions == Array(0..<capacity), "\(capacity)")
            let taken = stride(from: 0, to: capacity, by: 3)
            set.subtract(PositionSet(capacity: capacity, positions: taken))
            let expected = (0..<capacity).filter { $0 % 3 != 0 }
            #expect(set.positions == expected, "\(capacity)")
            #expect(set.count == expected.count)
            for (rank, position) in expected.enumerated() { #expect(set.position(atRank: rank) == position) }
            #expect(set.position(atRank: expected.count) == nil)
            #expect(set.position(atRank: -1) == nil)
        }
    }
}
