import Foundation
import GRDB
import MovieCatalog
@testable import MovieStore
import TestSupport

/// A fresh database holding the IMDb fixture with the library fixture's extra films
/// (``LibraryFixture/datasets()``), its library empty, and an import repository over it.
struct LibraryCatalog {
    let catalog: TestCatalog
    let imports: SQLiteLibraryImportRepository

    init() throws {
        catalog = try TestCatalog(importing: nil)
        let datasets = try LibraryFixture.datasets()
        try IMDbImporter(database: catalog.database).importDatasets(from: datasets.url.path)
        imports = SQLiteLibraryImportRepository(
            database: catalog.database, now: { Timestamp(millisecondsSince1970: 1_795_000_000_000) })
    }

    var database: CatalogDatabase { catalog.database }

    /// The integers `sql` selects.
    func ints(_ sql: String) throws -> [Int] {
        try database.read { db in try Int.fetchAll(db, sql: sql) }
    }

    /// The first integer `sql` selects.
    func int(_ sql: String) throws -> Int {
        try ints(sql).first ?? -1
    }

    /// How many rows each library table holds.
    func counts() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for table in ["viewing", "viewing_tag", "watchlist", "list", "list_entry", "import_pending"] {
            counts[table] = try int("SELECT COUNT(*) FROM library.\(table)")
        }
        return counts
    }
}
