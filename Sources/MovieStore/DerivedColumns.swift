import GRDB
import MovieCatalog

/// The columns of `movie` computed from others: the sort keys of the weighted and divisive orders.
///
/// `spread` is ``RatingSpread`` of `r1`…`r10` (`NULL` when they are all zero), written with each row
/// by the import. `weighted_rating` is ``WeightedRating`` with the catalog's mean rating, so it is
/// computed after every row is in, by the import before it builds the indexes. The "v3 query columns"
/// migration computed both for catalogs imported before them, with its own frozen text of each.
enum DerivedColumns {
    /// Sets `weighted_rating` of every movie from its rating, its votes and the catalog's mean rating.
    static func updateWeightedRating(_ db: Database) throws {
        let mean = try Double.fetchOne(db, sql: "SELECT AVG(rating) FROM movie") ?? 0
        try db.execute(
            sql: "UPDATE movie SET weighted_rating = (votes * rating + ?1 * ?2) / (votes + ?1)",
            arguments: [Double(WeightedRating.priorVotes), mean])
    }
}
