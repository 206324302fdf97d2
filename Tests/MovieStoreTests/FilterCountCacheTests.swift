import Foundation
import MovieCatalog
import Synchronization
import TestSupport
import Testing

@testable import MovieStore

/// The totals a repository remembers per filter: equal to a fresh count, forgotten by an import, the
/// same from every thread.
@Suite struct FilterCountCacheTests {
    static let filters: [MovieQuery] = [
        MovieQuery(),
        MovieQuery(genres: .drama),
        MovieQuery(genres: [.comedy, .drama]),
        MovieQuery(years: 1990...1999),
        MovieQuery(minimumRating: 7),
        MovieQuery(minimumVotes: 1_000),
        MovieQuery(mpaa: .r),
        MovieQuery(genres: .drama, years: 1970...2005, minimumVotes: 10),
        MovieQuery(text: "godf"),
        MovieQuery(text: "the", genres: .drama),
        MovieQuery(text: "zebra"),
    ]

    /// Every sort, both directions.
    static let sorts: [MovieSort] = MovieSort.Field.allCases.flatMap {
        [MovieSort($0), MovieSort($0, descending: true)]
    }

    /// The number of movies matching `filter`, by fetching them all through a new repository.
    private func freshTotal(_ database: CatalogDatabase, _ filter: MovieQuery) throws -> (count: Int, rows: Int) {
        var all = filter
        all.limit = SQLiteMovieRepository.maximumLimit
        let page = try SQLiteMovieRepository(database: database).movies(matching: all)
        return (page.total, page.movies.count)
    }

    @Test(arguments: filters)
    func cachedTotalEqualsAFreshCount(filter: MovieQuery) throws {
        let catalog = try TestCatalog()
        let movies = catalog.movies
        let fresh = try freshTotal(catalog.database, filter)
        #expect(fresh.count == fresh.rows)
        var query = filter
        query.limit = 2
        for sort in Self.sorts {
            for offset in [0, 2, 4] {
                query.sort = sort
                query.offset = offset
                #expect(try movies.movies(matching: query).total == fresh.count, "\(sort) offset \(offset)")
            }
        }
        // One filter, counted once, whatever the order and page.
        #expect(movies.filterCounts.count == 1)
    }

    @Test func budgetPagesAfterOtherSortsStillSplitKnownAndUnknownBudgets() throws {
        let catalog = try TestCatalog()
        let movies = catalog.movies
        // The total is cached by a title page first; the budget page then counts known budgets itself.
        _ = try movies.movies(matching: MovieQuery(limit: 1))
        var all = MovieQuery(sort: MovieSort(.budget), limit: 100)
        let cachedOrder = try movies.movies(matching: all).movies.map(\.id)
        all.limit = 100
        let freshOrder = try SQLiteMovieRepository(database: catalog.database).movies(matching: all).movies.map(\.id)
        #expect(cachedOrder == freshOrder)
        // Paging one at a time across the known/unknown boundary with every count cached.
        var paged: [Int] = []
        for offset in 0..<freshOrder.count {
            all.offset = offset
            all.limit = 1
            paged += try movies.movies(matching: all).movies.map(\.id)
        }
        #expect(paged == freshOrder)
    }

    @Test func reimportWithAnotherCSVInvalidatesTheTotals() throws {
        let catalog = try TestCatalog()
        let movies = catalog.movies
        let comedies = MovieQuery(genres: .comedy)
        let before = try movies.movies(matching: MovieQuery()).total
        let comediesBefore = try movies.movies(matching: comedies).total
        #expect(before == 24)
        #expect(movies.filterCounts.count == 2)

        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.fixture("bad-rows.csv"))
        #expect(try movies.movies(matching: MovieQuery(offset: 1)).total == 3)
        #expect(try movies.movies(matching: comedies).total == freshTotal(catalog.database, comedies).count)
        #expect(try movies.movies(matching: comedies).total != comediesBefore)

        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        #expect(try movies.movies(matching: MovieQuery(sort: MovieSort(.budget))).total == 24)
        #expect(try movies.movies(matching: comedies).total == comediesBefore)
    }

    @Test func importThroughAnotherConnectionInvalidatesTheTotals() throws {
        // Another CatalogDatabase on the same file stands for another process: nothing in-process tells
        // the first one about the import; only the generation in catalog_import does.
        let catalog = try TestCatalog()
        let movies = catalog.movies
        #expect(try movies.movies(matching: MovieQuery()).total == 24)
        let other = try CatalogDatabase(path: catalog.directory.path("reel.sqlite"))
        try CatalogImporter(database: other).importCatalog(from: TestPaths.fixture("bad-rows.csv"))
        #expect(try movies.movies(matching: MovieQuery()).total == 3)
        #expect(try movies.movies(matching: MovieQuery(sort: MovieSort(.budget, descending: true))).total == 3)
    }

    @Test func failedImportKeepsTheCatalogAndItsTotals() throws {
        let catalog = try TestCatalog()
        let movies = catalog.movies
        let generation = try catalog.database.fetchInt("SELECT generation FROM catalog_import")
        #expect(try movies.movies(matching: MovieQuery()).total == 24)
        #expect(throws: CatalogError.self) {
            try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.fixture("wrong-header.csv"))
        }
        #expect(try catalog.database.fetchInt("SELECT generation FROM catalog_import") == generation)
        #expect(try movies.movies(matching: MovieQuery()).total == 24)
    }

    @Test func concurrentPagesGiveTheSameTotals() throws {
        let catalog = try TestCatalog()
        let movies = catalog.movies
        var expected: [MovieQuery: Int] = [:]
        for filter in Self.filters {
            expected[filter] = try freshTotal(catalog.database, filter).count
        }
        // Eight threads of their own (not the cooperative pool, which has one thread per core), each
        // paging through every filter in a different order, all through one repository and one cache.
        let results = Mutex<[(MovieQuery, Int)]>([])
        let failures = Mutex<[String]>([])
        let finished = DispatchGroup()
        for worker in 0..<8 {
            finished.enter()
            let thread = Thread {
                defer { finished.leave() }
                var seen: [(MovieQuery, Int)] = []
                for round in 0..<20 {
                    for (index, filter) in Self.filters.enumerated() {
                        var query = filter
                        query.sort = Self.sorts[(worker + round + index) % Self.sorts.count]
                        query.offset = (worker + round) % 3
                        query.limit = 5
                        do {
                            seen.append((filter, try movies.movies(matching: query).total))
                        } catch {
                            failures.withLock { $0.append("\(error)") }
                        }
                    }
                }
                results.withLock { $0 += seen }
            }
            thread.start()
        }
        finished.wait()
        #expect(failures.withLock { $0 }.isEmpty)
        let all = results.withLock { $0 }
        #expect(all.count == 8 * 20 * Self.filters.count)
        for (filter, total) in all {
            #expect(total == expected[filter], "\(filter)")
        }
        #expect(movies.filterCounts.count == Self.filters.count)
    }

    @Test func leastRecentlyUsedFilterIsDroppedBeyondCapacity() {
        let cache = FilterCountCache(capacity: 2)
        let (a, b, c) = (MovieQuery(genres: .drama), MovieQuery(genres: .comedy), MovieQuery(genres: .action))
        cache.store(FilterCounts(total: 1), for: a, generation: 1)
        cache.store(FilterCounts(total: 2), for: b, generation: 1)
        #expect(cache.counts(for: a, generation: 1)?.total == 1)  // a is now the most recent
        cache.store(FilterCounts(total: 3), for: c, generation: 1)
        #expect(cache.counts(for: b, generation: 1) == nil)
        #expect(cache.counts(for: a, generation: 1)?.total == 1)
        #expect(cache.counts(for: c, generation: 1)?.total == 3)
        // Another generation sees none of them; an older one cannot store over a newer one.
        #expect(cache.counts(for: a, generation: 2) == nil)
        cache.store(FilterCounts(total: 4), for: a, generation: 2)
        #expect(cache.count == 1)
        cache.store(FilterCounts(total: 5), for: b, generation: 1)
        #expect(cache.counts(for: b, generation: 1) == nil)
        #expect(cache.counts(for: a, generation: 2)?.total == 4)
    }
}
