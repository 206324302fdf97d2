import Foundation
import GRDB
import MovieCatalog
import Testing

@testable import MovieStore

/// The weighted and divisive orders: their stored keys, their order, and the migration that computes
/// them for a catalog imported before they existed.
@Suite struct SortKeyTests {
    static let header = CatalogRow.header.map { "\"\($0)\"" }.joined(separator: ",")

    /// A catalog where an average of 10.0 comes from 5 voters and one movie has no vote shares.
    static let rows = [
        // id, title, year, length, budget, rating, votes, r1…r10, mpaa, 7 genres
        "\"1\",\"Five Fans\",2001,90,NA,10,5,0,0,0,0,0,0,0,0,0,100,\"\",0,0,0,1,0,0,0",
        "\"2\",\"Classic\",1972,175,NA,9.1,122755,4.5,4.5,4.5,4.5,4.5,4.5,4.5,14.5,14.5,45.5,\"\",0,0,0,1,0,0,0",
        "\"3\",\"Split\",1999,100,NA,5.5,2000,44.5,0,0,0,0,0,0,0,0,44.5,\"\",0,0,0,1,0,0,0",
        "\"4\",\"Nobody\",1999,100,NA,6,3000,0,0,0,0,0,0,0,0,0,0,\"\",0,0,0,1,0,0,0",
        "\"5\",\"Consensus\",1999,100,NA,7,4000,0,0,0,0,0,0,45.5,0,0,0,\"\",0,0,0,1,0,0,0",
    ]

    func catalog() throws -> TestCatalog {
        let catalog = try TestCatalog(importing: nil)
        let csv = catalog.directory.path("weights.csv")
        try ([Self.header] + Self.rows).joined(separator: "\n").write(toFile: csv, atomically: true, encoding: .utf8)
        try CatalogImporter(database: catalog.database).importCatalog(from: csv)
        return catalog
    }

    private func titles(_ catalog: TestCatalog, _ sort: MovieSort) throws -> [String] {
        try catalog.movies.movies(matching: MovieQuery(sort: sort)).movies.map(\.title.display)
    }

    @Test func tenFromFiveVotesDoesNotTopTheWeightedOrder() throws {
        let catalog = try catalog()
        // C = (10 + 9.1 + 5.5 + 6 + 7) / 5 = 7.52. Five Fans: (5 · 10 + 1,000 · 7.52) / 1,005 = 7.532;
        // Classic: (122,755 · 9.1 + 7,520) / 123,755 = 9.087; Consensus: (4,000 · 7 + 7,520) / 5,000 = 7.104;
        // Nobody: (3,000 · 6 + 7,520) / 4,000 = 6.38; Split: (2,000 · 5.5 + 7,520) / 3,000 = 6.173.
        #expect(
            try titles(catalog, MovieSort(.weightedRating, descending: true))
                == ["Classic", "Five Fans", "Consensus", "Nobody", "Split"])
        #expect(try titles(catalog, MovieSort(.rating, descending: true)).first == "Five Fans")
        let stored = try catalog.database.read { db in
            try Double.fetchOne(db, sql: "SELECT weighted_rating FROM movie WHERE id = 1")
        }
        #expect(abs((stored ?? 0) - (5 * 10 + 1_000 * 7.52) / 1_005) < 1e-9)
    }

    @Test func divisiveOrderPutsMoviesWithoutSharesLastBothWays() throws {
        let catalog = try catalog()
        // Split: 4.5; Classic: 2.07…; Five Fans and Consensus: 0 (ties by id); Nobody: no shares.
        #expect(
            try titles(catalog, MovieSort(.divisive, descending: true))
                == ["Split", "Classic", "Consensus", "Five Fans", "Nobody"])
        #expect(
            try titles(catalog, MovieSort(.divisive)) == ["Five Fans", "Consensus", "Classic", "Split", "Nobody"])
        let page = try catalog.movies.movies(matching: MovieQuery(sort: MovieSort(.divisive), offset: 3, limit: 2))
        #expect(page.movies.map(\.title.display) == ["Split", "Nobody"])
    }

    @Test func aCatalogFromBeforeTheSortKeysIsMigrated() throws {
        let catalog = try TestCatalog()
        let path = catalog.database.path
        // Take the database back to the schema before "v3 query columns": old indexes, no key columns.
        try catalog.database.write { db in
            try db.execute(sql: CatalogSchema.dropMovieIndexes)
            try db.execute(
                sql: """
                    ALTER TABLE movie DROP COLUMN weighted_rating;
                    ALTER TABLE movie DROP COLUMN spread;
                    DELETE FROM grdb_migrations WHERE identifier = 'v3 query columns';
                    CREATE INDEX movie_by_title ON movie(sort_title, id, year, genres, votes, rating, mpaa);
                    CREATE INDEX movie_by_year ON movie(year, id, genres, votes, rating, mpaa);
                    """)
        }
        let reopened = try CatalogDatabase(path: path)
        let movies = SQLiteMovieRepository(database: reopened)
        let all = try movies.movies(matching: MovieQuery()).movies
        let mean = all.map(\.rating).reduce(0, +) / Double(all.count)
        let expected = all.sorted {
            MovieOrder.precedes($0, $1, sort: MovieSort(.weightedRating, descending: true), catalogMean: mean)
        }
        let weighted = try movies.movies(matching: MovieQuery(sort: MovieSort(.weightedRating, descending: true)))
        #expect(weighted.movies.map(\.id) == expected.map(\.id))
        #expect(weighted.movies.first?.title.display == "The Godfather")
        let spread = try reopened.read { db in try Double.fetchOne(db, sql: "SELECT spread FROM movie WHERE id = 1") }
        #expect(abs((spread ?? 0) - 2.074_710_044_489_948) < 1e-12)
        let indexes = try reopened.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'movie_by_%'")
        }
        // "v3 query columns" alone ran again (the IMDb id's index comes with "v4 imdb", already recorded).
        #expect(Set(indexes) == Set(CatalogIndex.movie.map(\.name)).subtracting(["movie_by_imdb"]))
    }
}
