import GRDB
import GRDBSQLite

/// The raw SQLite calls both importers' row writers make for every row: binding text and stepping an
/// insert. Imports bind millions of values; GRDB's `StatementArguments` (one existential box per
/// value) took about a quarter of an import's time.
enum SQLiteBinding {
    /// Binds `text` to parameter `index`; SQLite copies the bytes before the call returns.
    static func bind(_ statement: SQLiteStatement, _ index: Int32, _ text: String) {
        var text = text
        // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else {
                _ = sqlite3_bind_text(statement, index, "", 0, transient)
                return
            }
            _ = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                sqlite3_bind_text(statement, index, characters, Int32(bytes.count), transient)
            }
        }
    }

    /// Runs an insert prepared as `owner` once, throwing GRDB's error with the statement's SQL when
    /// it does not complete.
    static func step(_ statement: SQLiteStatement, _ owner: Statement, in db: Database) throws {
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                sql: owner.sql)
        }
    }
}
