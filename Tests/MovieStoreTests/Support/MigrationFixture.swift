import Foundation
import GRDB

/// The databases of earlier schema versions checked in as SQL text (`Support/Migrations`), and what
/// the migration tests compare of them.
enum MigrationFixture {
    /// The last migration of each earlier version, by the version's fixture name.
    static let versions: [(name: String, lastMigration: String)] = [
        ("v1", "v1 watchlist"), ("v2", "v2 catalog generation"), ("v3", "v3 query columns"), ("v4", "v4 imdb"),
        ("v5", "v5 search sets"), ("v6", "v6 people by credits"), ("v7", "v7 order ranks"), ("v8", "v8 letter sets"),
        ("v9", "v9 credit characters"),
    ]

    /// The versions made before the migrations became frozen SQL: each has its `.upgraded.txt`.
    static let versionsBeforeFrozenSQL = versions.map(\.name).filter { $0 != "v9" }

    /// The folder of the fixtures.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Migrations")

    /// The path of `name` in the fixtures' folder.
    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Writes the database `sql` (an `sqlite3 .dump`) describes into a new file at `path`.
    ///
    /// - Throws: When the text cannot be run: a missing fixture is an error, never a skipped test.
    static func load(_ sql: String, into path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
    }

    /// The schema of `db` as `type name tbl_name sql` lines, sorted, with runs of white space in the
    /// SQL made one space.
    static func schema(_ db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master").map { row in
            let sql = (row[3] as String?).map(normalized) ?? "NULL"
            return "\(row[0] as String) \(row[1] as String) \(row[2] as String) \(sql)"
        }.sorted()
    }

    /// `sql` with each run of white space made one space, and none inside parentheses' edges.
    static func normalized(_ sql: String) -> String {
        sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    /// Every row of every ordinary table of `db` (virtual tables are read through their shadow
    /// tables), as SQL literals, table by table, each table's rows sorted: two databases with the
    /// same text hold the same data.
    static func contents(_ db: Database) throws -> String {
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
                ORDER BY name
                """)
        var text = ""
        for table in tables {
            let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
            let row = columns.map { "quote(\"\($0)\")" }.joined(separator: " || ',' || ")
            let lines = try String.fetchAll(db, sql: "SELECT \(row) FROM \"\(table)\"").sorted()
            text += "## \(table)\n" + lines.map { $0 + "\n" }.joined()
        }
        return text
    }
}
