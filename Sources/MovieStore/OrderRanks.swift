import GRDB
import MovieCatalog

/// Where each movie comes in the orders whose keys the filter columns do not hold: the title, the
/// budget, the weighted rating and the spread, one rank a movie, computed by SQLite at import.
///
/// A search sorted by one of these orders passed its matches to SQLite to sort: at 720,000 movies
/// `g` matches 150,000 titles, and sorting them by spread took 170–370 ms a keystroke (the key
/// `7`), by weighted rating 130–190 ms (`b`), by title about 100 ms (Home). With a rank per movie,
/// the page is picked in memory as for the orders the columns hold (``ColumnOrder``), in a few
/// milliseconds. The rank of a movie is its place in the ascending order of ``MovieQuerySQL``,
/// ties by id included, so the descending order is the same ranks read the other way; a movie
/// whose budget or spread is unknown has rank -1, and comes last in both directions, by id, as
/// the SQL orders it.
enum OrderRanks {
    /// The orders ranked, with the name of their array in `catalog_column`.
    static let fields: [(field: MovieSort.Field, name: String)] = [
        (.title, "titleRanks"), (.budget, "budgetRanks"), (.weightedRating, "weightedRanks"),
        (.divisive, "spreadRanks"),
    ]

    /// The name of the stored array of `field`'s ranks, or `nil` when the field is not ranked.
    static func name(_ field: MovieSort.Field) -> String? {
        fields.first { $0.field == field }?.name
    }

    /// The ranks of every movie (in the order of the columns' ids) in the ascending order of `field`.
    ///
    /// - Parameter count: The number of movies.
    /// - Parameter positions: The positions of the columns' ids.
    static func ranks(_ db: Database, field: MovieSort.Field, count: Int, positions: IDPositions) throws -> [Int32] {
        var ranks = [Int32](repeating: -1, count: count)
        let known = MovieQuerySQL.nullableColumn(field).map { "WHERE \($0) IS NOT NULL" } ?? ""
        let cursor = try Int.fetchCursor(
            db, sql: "SELECT movie.id FROM movie \(known) ORDER BY \(MovieQuerySQL.order(MovieSort(field)))")
        var rank: Int32 = 0
        while let id = try cursor.next() {
            if let position = positions.position(of: id) { ranks[position] = rank }
            rank += 1
        }
        return ranks
    }
}
