import GRDB

/// How many movies the catalog has, and how many with a known budget, as recorded by the import.
///
/// Query plans need both on every page; reading them from `catalog_import` is one row instead of two
/// scans. A database without a completed import (or from before this column) counts its rows instead.
struct CatalogSize {
    let movies: Int
    let knownBudgets: Int

    static func fetch(_ db: Database) throws -> CatalogSize {
        if let row = try? Row.fetchOne(db, sql: "SELECT movie_count, known_budget_count FROM catalog_import WHERE id = 1") {
            return CatalogSize(movies: row[0], knownBudgets: row[1])
        }
        let row = try Row.fetchOne(db, sql: "SELECT COUNT(*), COUNT(budget) FROM movie")
        return CatalogSize(movies: row?[0] ?? 0, knownBudgets: row?[1] ?? 0)
    }
}
