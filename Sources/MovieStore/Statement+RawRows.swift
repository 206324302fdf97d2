import GRDB
import GRDBSQLite

extension Statement {
    /// Steps through every row of the statement, handing `row` SQLite's statement handle to read its
    /// columns with `sqlite3_column_*`: for the scans of millions of rows (the filter columns, the
    /// credits), where building a GRDB `Row` for each would cost more than the reading.
    ///
    /// - Parameter db: The connection the statement was made on (its error message).
    /// - Parameter row: Reads the current row; the handle is valid only during the call.
    /// - Throws: `DatabaseError` when a step fails, or what `row` throws.
    func forEachRawRow(in db: Database, _ row: (OpaquePointer) throws -> Void) throws {
        let handle = sqliteStatement
        while true {
            let code = sqlite3_step(handle)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else {
                    throw DatabaseError(
                        resultCode: ResultCode(rawValue: code),
                        message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: sql)
                }
                return
            }
            try row(handle)
        }
    }
}
