import GRDB
import MovieCatalog

/// The columns of `movie` computed from others: the sort keys of the weighted and divisive orders.
///
/// `spread` is ``RatingSpread`` of `r1`…`r10` (`NULL` when they are all zero), written with each row
/// by the import and computed by the schema migration for catalogs imported before it.
/// `weighted_rating` is ``WeightedRating`` with the catalog's mean rating, so it is computed after
/// every row is in: by the import before it builds the indexes, and by the migration.
enum DerivedColumns {
    /// The name of the SQL function ``updateSpread(_:)`` registers on its connection.
    static let spreadFunction = "reel_rating_spread"

    /// Sets `weighted_rating` of every movie from its rating, its votes and the catalog's mean rating.
    static func updateWeightedRating(_ db: Database) throws {
        let mean = try Double.fetchOne(db, sql: "SELECT AVG(rating) FROM movie") ?? 0
        try db.execute(
            sql: "UPDATE movie SET weighted_rating = (votes * rating + ?1 * ?2) / (votes + ?1)",
            arguments: [Double(WeightedRating.priorVotes), mean])
    }

    /// Sets `spread` of every movie from its ten rating shares.
    static func updateSpread(_ db: Database) throws {
        let function = DatabaseFunction(spreadFunction, argumentCount: 10, pure: true) { values in
            RatingSpread.of(shares: values.map { Double.fromDatabaseValue($0) ?? 0 })
        }
        db.add(function: function)
        defer { db.remove(function: function) }
        try db.execute(
            sql: "UPDATE movie SET spread = \(spreadFunction)(r1, r2, r3, r4, r5, r6, r7, r8, r9, r10)")
    }
}
