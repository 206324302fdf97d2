import GRDB
@testable import MovieStore

/// Viewings, tags, lists and watchlist entries written straight into a test catalog's library (as
/// the diary and list repositories would leave them), over the sample catalog's movies.
///
/// The Godfather (20545) was seen twice, rated 4 then 9, tagged `cinema` and `imax`; Blade Runner
/// (6088) marked seen without a day and rated 6, then watched again on a day and rated 8 (the day
/// wins); Star Wars (48908) rated 7, then watched again unrated; Pulp Fiction (41662) watched twice
/// the same day, rated 3 then 10 (the later logged wins); Casablanca (8882) seen, never rated. The
/// list "Kubrick, all of it" holds Amores perros (2321) and The Godfather; the watchlist Part II
/// (20546) and Titanic (52348).
enum SampleLibrary {
    /// `(id, movie, day, rating, logged at)`.
    static let viewings: [(Int, Int, String?, Int?, Int)] = [
        (1, 20545, "2020-05-01", 4, 1_000),
        (2, 20545, "2024-03-02", 9, 2_000),
        (3, 6088, nil, 6, 5_000),
        (4, 6088, "2019-01-01", 8, 3_000),
        (5, 48908, "2021-01-01", 7, 1_000),
        (6, 48908, "2023-01-01", nil, 2_000),
        (7, 41662, "2022-02-02", 3, 1_000),
        (8, 41662, "2022-02-02", 10, 2_000),
        (9, 8882, "2018-08-08", nil, 1_000),
    ]

    /// Writes the sample library into `database`'s attached library.
    static func add(to database: CatalogDatabase) throws {
        try database.write { db in
            for (id, movie, day, rating, logged) in viewings {
                try log(db, id: id, movie: movie, day: day, rating: rating, loggedAt: logged)
            }
            try db.execute(sql: "INSERT INTO library.viewing_tag (viewing_id, tag, place) VALUES (1, 'cinema', 0)")
            try db.execute(sql: "INSERT INTO library.viewing_tag (viewing_id, tag, place) VALUES (2, 'imax', 0)")
            try db.execute(sql: "INSERT INTO library.viewing_tag (viewing_id, tag, place) VALUES (4, 'date night', 0)")
            try db.execute(
                sql:
                    "INSERT INTO library.list (id, name, created_at, updated_at) VALUES (1, 'Kubrick, all of it', 0, 0)"
            )
            try db.execute(
                sql: "INSERT INTO library.list (id, name, created_at, updated_at) VALUES (2, 'Empty', 0, 0)")
            for (position, movie) in [2321, 20545].enumerated() {
                try db.execute(
                    sql: "INSERT INTO library.list_entry (list_id, movie_id, position, added_at) VALUES (1, ?, ?, 0)",
                    arguments: [movie, position])
            }
            for movie in [20546, 52348] {
                try db.execute(
                    sql: "INSERT INTO library.watchlist (movie_id, added_at, updated_at) VALUES (?, 0, 0)",
                    arguments: [movie])
            }
        }
    }

    /// Logs one viewing, as the diary would.
    static func log(_ db: Database, id: Int? = nil, movie: Int, day: String?, rating: Int?, loggedAt: Int) throws {
        try db.execute(
            sql: "INSERT INTO library.viewing (id, movie_id, watched_on, rating, logged_at) VALUES (?, ?, ?, ?, ?)",
            arguments: [id, movie, day, rating, loggedAt])
    }
}
