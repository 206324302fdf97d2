import GRDB
import MovieCatalog

extension SQLiteLibraryStatisticsRepository {
    /// The people credited in `categories` on the most viewings of the scope, most first: each
    /// viewed film's credits read on the `credit` key (empty when the catalog has no people). Names
    /// are looked up only for the totals that can rank (those at least the tenth largest), not for
    /// each of the tens of thousands of actors of 8,000 films.
    static func people(_ categories: [String], _ db: Database) throws -> [NamedCount] {
        let marks = String(repeating: "?,", count: categories.count - 1) + "?"
        return try Row.fetchAll(
            db,
            sql: """
                WITH credited AS (
                    SELECT DISTINCT f.movie_id, f.n, credit.person_id
                    FROM temp.stat_film AS f JOIN credit ON credit.movie_id = f.movie_id AND credit.category IN (\(marks))
                    WHERE f.n > 0),
                totals AS (SELECT person_id, SUM(n) AS total FROM credited GROUP BY person_id)
                SELECT totals.person_id, person.name, totals.total
                FROM totals JOIN person ON person.id = totals.person_id
                WHERE totals.total >= COALESCE((SELECT total FROM totals ORDER BY total DESC LIMIT 1 OFFSET ?), 0)
                ORDER BY totals.total DESC, person.name, totals.person_id LIMIT ?
                """, arguments: StatementArguments(categories) + [topCount - 1, topCount]
        ).map { NamedCount(name: $0[1], count: $0[2], id: $0[0]) }
    }

    /// The viewings of the scope per genre (a film of two genres counts in both), most first.
    ///
    /// The viewings are summed per set of genres in SQL (a catalog has a few hundred sets), and the
    /// sets split into genres here.
    static func genres(_ db: Database) throws -> [NamedCount] {
        var counts = Array(repeating: 0, count: Genres.all.count)
        let rows = try Row.fetchCursor(
            db, sql: "SELECT genres, SUM(n) FROM temp.stat_film WHERE n > 0 AND genres != 0 GROUP BY genres")
        while let row = try rows.next() {
            let genres = Genres(rawValue: row[0])
            let viewings: Int = row[1]
            for (index, genre) in Genres.all.enumerated() where genres.contains(genre.genre) {
                counts[index] += viewings
            }
        }
        return zip(Genres.all, counts).compactMap { genre, count in
            count > 0 ? NamedCount(name: genre.name, count: count) : nil
        }.sorted { ($0.count, $1.name) > ($1.count, $0.name) }
    }

    /// The viewings of the scope per decade of release (`1990s`), oldest first.
    static func decades(_ db: Database) throws -> [NamedCount] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT year / 10 * 10 AS decade, SUM(n) FROM temp.stat_film WHERE n > 0 AND year > 0
                GROUP BY decade ORDER BY decade
                """
        ).map { NamedCount(name: "\($0[0] as Int)s", count: $0[1]) }
    }

    /// The films of the scope watched more than once (or marked rewatched), by viewings, most first.
    static func mostRewatched(_ db: Database) throws -> [NamedCount] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT movie_id, title, year, n FROM temp.stat_film WHERE n > 1 OR rewatches > 0
                ORDER BY n DESC, title, movie_id LIMIT ?
                """, arguments: [topCount]
        ).map { row in
            let year = (row[2] as Int?).map { " (\($0))" } ?? ""
            return NamedCount(name: (row[1] as String) + year, count: row[3], id: row[0])
        }
    }

    /// The films rated highest in the scope (each by its latest rating there), best first, then latest.
    static func highestRated(_ db: Database) throws -> [Viewing] {
        let ids = try Int64.fetchAll(
            db,
            sql: """
                SELECT rated_id FROM temp.stat_film WHERE rating IS NOT NULL
                ORDER BY rating DESC, rated_on DESC, rated_at DESC, rated_id DESC LIMIT ?
                """, arguments: [topCount])
        guard !ids.isEmpty else { return [] }
        let marks = String(repeating: "?,", count: ids.count - 1) + "?"
        let viewings = try Row.fetchAll(
            db, sql: ViewingRow.select + " WHERE viewing.id IN (\(marks))", arguments: StatementArguments(ids)
        ).map(ViewingRow.viewing)
        let byID = Dictionary(uniqueKeysWithValues: viewings.map { ($0.id, $0) })
        return ids.compactMap { byID[$0] }
    }
}
