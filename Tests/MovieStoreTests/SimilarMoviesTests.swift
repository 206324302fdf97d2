import Foundation
import GRDB
import MovieCatalog
import Testing

@testable import MovieStore

/// The rule of `similarMovies(to:limit:)`: within 10 years, at least 20 votes, rated within 1.0;
/// those sharing the genres first, then those sharing one, each most voted first.
@Suite struct SimilarMoviesTests {
    static let header = CatalogRow.header.map { "\"\($0)\"" }.joined(separator: ",")

    /// One row of the shipped CSV's format; `genres` are the seven 0/1 columns (Action, Animation,
    /// Comedy, Drama, Documentary, Romance, Short).
    static func row(_ id: Int, _ title: String, _ year: Int, _ rating: Double, _ votes: Int, _ genres: String) -> String
    {
        "\"\(id)\",\"\(title)\",\(year),100,NA,\(rating),\(votes),0,0,0,0,0,0,0,0,0,0,\"\",\(genres)"
    }

    static let comedyDrama = "0,0,1,1,0,0,0"
    static let drama = "0,0,0,1,0,0,0"
    static let comedy = "0,0,1,0,0,0,0"

    /// The reference (6.1, Comedy and Drama, 2000) and its neighbours.
    static let rows = [
        row(1, "Reference", 2000, 6.1, 500, comedyDrama),
        // A 9.4 from 21 voters with the same genres: the old order put it first; it is 3.3 away.
        row(2, "Few Fans", 2001, 9.4, 21, comedyDrama),
        // A 6.9 from 708 voters sharing one genre: the old order put it below Few Fans.
        row(3, "Popular Drama", 1999, 6.9, 708, drama),
        row(4, "Same Genres", 2002, 6.4, 30_000, comedyDrama),
        row(5, "Same Genres, Few Votes", 2003, 6.2, 25, comedyDrama),
        row(6, "Ten Votes", 2000, 6.1, 10, comedyDrama),
        row(7, "Comedy", 2004, 5.5, 2_000, comedy),
        row(8, "Too Old", 1989, 6.1, 90_000, comedyDrama),
        row(9, "Exactly One Away", 2010, 7.1, 100, comedyDrama),
        row(10, "Just Beyond", 1990, 7.2, 80_000, comedyDrama),
        row(11, "Other Genre", 2000, 6.1, 50_000, "1,0,0,0,0,0,0"),
        row(12, "Unrated", 2000, 0, 0, comedyDrama),
    ]

    let catalog: TestCatalog

    init() throws {
        catalog = try TestCatalog(importing: nil)
        let csv = catalog.directory.path("similar.csv")
        try ([Self.header] + Self.rows).joined(separator: "\n").write(toFile: csv, atomically: true, encoding: .utf8)
        try CatalogImporter(database: catalog.database).importCatalog(from: csv)
    }

    private func titles(like id: Int, limit: Int = 10) throws -> [String] {
        try catalog.movies.similarMovies(to: id, limit: limit).map(\.title.display)
    }

    @Test func closeRatingsOnlyThenTheGenresThenTheMostVoted() throws {
        // Out: Few Fans (3.3 away), Ten Votes (under 20 votes), Too Old (11 years), Just Beyond (1.1 away),
        // Other Genre (no shared genre), Unrated (no votes). Exactly One Away is 1.0 away: in.
        #expect(
            try titles(like: 1)
                == ["Same Genres", "Exactly One Away", "Same Genres, Few Votes", "Comedy", "Popular Drama"])
    }

    @Test func theSecondTierOnlyFillsWhatTheFirstLeaves() throws {
        #expect(try titles(like: 1, limit: 2) == ["Same Genres", "Exactly One Away"])
        #expect(
            try titles(like: 1, limit: 4) == ["Same Genres", "Exactly One Away", "Same Genres, Few Votes", "Comedy"])
        #expect(try titles(like: 1, limit: 0).isEmpty)
    }

    @Test func aMovieWithoutVotesHasNoRatingToBeCloseTo() throws {
        // Unrated (2000, Comedy and Drama): any rating, so Just Beyond and Few Fans are in; the same
        // genres first, most voted first.
        #expect(
            try titles(like: 12) == [
                "Just Beyond", "Same Genres", "Reference", "Exactly One Away", "Same Genres, Few Votes", "Few Fans",
                "Comedy", "Popular Drama",
            ])
    }

    @Test func eachTierWalksTheVotesIndexWithoutASort() throws {
        let plans = try catalog.database.read { db in
            try SimilarMoviesSQL.tiers(of: [.comedy, .drama]).map { condition in
                try Row.fetchAll(
                    db, sql: "EXPLAIN QUERY PLAN " + SimilarMoviesSQL.statement(genres: condition),
                    arguments: [12, 1, 20, 1990, 2010, 5, 7, 10]
                ).map { $0["detail"] as String }.joined(separator: "\n")
            }
        }
        #expect(plans.count == 2)
        for plan in plans {
            #expect(plan.contains("INDEX movie_by_votes"), "\(plan)")
            #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
        }
    }
}
