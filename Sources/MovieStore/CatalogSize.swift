import GRDB

/// How many movies the catalog has, how many with a known budget, and which import made it, as
/// recorded by the import.
///
/// Query plans need the sizes on every page; reading them from `catalog_import` is one row instead of
/// two scans. A database without a completed import (or from before these columns) counts its rows
/// instead, and has no generation, so nothing is cached for it.
struct CatalogSize {
    let movies: Int
    let knownBudgets: Int
    /// The number of the import that wrote the catalog (see ``FilterCountCache``), or `nil` when unknown.
    let generation: Int?

    static func fetch(_ db: Database) throws -> CatalogSize {
        if let statement = try? db.cachedStatement(
            sql: "SELECT movie_count, known_budget_count, generation FROM catalog_import WHERE id = 1"),
            let row = try? Row.fetchOne(statement)
        {
            return CatalogSize(movies: row[0], knownBudgets: row[1], generation: row[2])
        }
        let row = try Row.fetchOne(db, sql: "SELECT COUNT(*), COUNT(budget) FROM movie")
        return CatalogSize(movies: row?[0] ?? 0, knownBudgets: row?[1] ?? 0, generation: nil)
    }
}
