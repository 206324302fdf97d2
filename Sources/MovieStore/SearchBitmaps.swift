import Foundation
import GRDB
import GRDBSQLite

/// The matches of the search words that match many movies, stored per catalog as ``PositionSet``s,
/// and the catalog's filter columns stored beside them.
///
/// A search word of one or two letters is the prefix of a word in about half the titles: at 705,456
/// movies, `"t"*` steps 330,000 rowids through the full-text index (48 ms), on every keystroke. So
/// the import stores, for every prefix of one to three letters and every whole title word that more
/// than ``defaultThreshold`` titles contain, the set of matching movies as one bit per column position
/// (`search_bitmap`); fewer matches are asked of the full-text index, which answers them in well under
/// a millisecond. The positions are those of ``CatalogColumns``, whose arrays are stored in
/// `catalog_column` by the same step, so the browser and `reel search` read them as a few blobs
/// instead of every row of `movie`.
///
/// Every importer calls ``rebuild(_:threshold:)`` inside its transaction, after the movies and the
/// search table are written; opening a catalog whose sets a migration emptied calls it too
/// (``CatalogCaches``). Only words of ASCII letters and digits have sets: the full-text index
/// folds other letters (diacritics) in ways a lookup here would have to repeat.
enum SearchBitmaps {
    /// A word matching more movies than this is stored as a set.
    static let defaultThreshold = 5_000

    /// The column arrays stored, by name, with their element types.
    static let columnNames =
        ["ids", "genres", "years", "minutes", "mpaa", "ratings", "votes", "hasBudget", "kinds"]
        + OrderRanks.fields.map(\.name)

    /// Rewrites `catalog_column` and `search_bitmap` from `movie` and `movie_fts`.
    ///
    /// - Parameter threshold: The number of matches above which a word gets a set (tests lower it).
    static func rebuild(_ db: Database, threshold: Int = defaultThreshold) throws {
        try db.execute(sql: "DELETE FROM catalog_column; DELETE FROM search_bitmap")
        let columns = try CatalogColumns.load(db, stored: false)
        try store(columns, db)
        let insert = try db.makeStatement(sql: "INSERT INTO search_bitmap (term, whole, bits) VALUES (?, ?, ?)")
        try db.execute(
            sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.movie_fts_terms USING fts5vocab(main, movie_fts, row)")
        defer { try? db.execute(sql: "DROP TABLE IF EXISTS temp.movie_fts_terms") }
        // An upper bound of each prefix's matches: the sum over the words it begins.
        var prefixBounds: [String: Int] = [:]
        let terms = try Row.fetchCursor(db, sql: "SELECT term, doc FROM temp.movie_fts_terms")
        var wholeTerms: [String] = []
        while let row = try terms.next() {
            let term: String = row[0]
            let documents: Int = row[1]
            guard term.utf8.allSatisfy(isASCIIWordByte) else { continue }
            if documents > threshold { wholeTerms.append(term) }
            for length in 1...min(3, term.utf8.count) {
                prefixBounds[String(term.prefix(length)), default: 0] += documents
            }
        }
        func write(_ term: String, whole: Bool) throws {
            let expression = SearchText.ftsTerm(term, prefix: !whole)
            let ids = try Int.fetchAll(
                db.cachedStatement(sql: "SELECT rowid FROM movie_fts WHERE movie_fts MATCH ?"), arguments: [expression])
            guard ids.count > threshold else { return }
            let set = columns.positionSet(ofAscending: ids)
            try insert.execute(arguments: [term, whole, set.data])
        }
        for term in wholeTerms { try write(term, whole: true) }
        for (prefix, bound) in prefixBounds where bound > threshold { try write(prefix, whole: false) }
    }

    /// The stored set of `term` (a prefix unless `whole`), or `nil` when it has none.
    static func set(_ db: Database, term: String, whole: Bool, capacity: Int) throws -> PositionSet? {
        guard term.utf8.allSatisfy(isASCIIWordByte) else { return nil }
        let statement = try db.cachedStatement(sql: "SELECT bits FROM search_bitmap WHERE term = ? AND whole = ?")
        guard let bytes = try Data.fetchOne(statement, arguments: [term, whole]) else { return nil }
        return PositionSet(capacity: capacity, bytes: bytes)
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Writes the arrays of `columns` to `catalog_column`.
    private static func store(_ columns: CatalogColumns, _ db: Database) throws {
        let insert = try db.makeStatement(sql: "INSERT INTO catalog_column (name, count, data) VALUES (?, ?, ?)")
        let count = columns.ids.count
        func put<T: FixedWidthInteger>(_ name: String, _ values: [T]) throws {
            var data = Data(capacity: values.count * MemoryLayout<T>.size)
            for value in values { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
            try insert.execute(arguments: [name, count, data])
        }
        try put("ids", columns.ids)
        try put("genres", columns.genres)
        try put("years", columns.years)
        try put("minutes", columns.minutes)
        try put("mpaa", columns.mpaa)
        try put("ratings", columns.ratings.map(\.bitPattern))
        try put("votes", columns.votes)
        try put("hasBudget", columns.hasBudget.map { $0 ? UInt8(1) : 0 })
        try put("kinds", columns.kinds)
        for (field, name) in OrderRanks.fields { try put(name, columns.ranks[field] ?? []) }
    }

    /// The `arrays` of the columns stored by the last ``rebuild(_:threshold:)``, or `nil` when there
    /// are none or they are not those of the catalog: not `movies` movies, or another last id (a
    /// catalog written without the step).
    ///
    /// Each array is read from its blob straight into the array's storage (incremental blob I/O):
    /// no copy of the blob in between, and the arrays not asked for are not read at all. The last id
    /// is read alone from the stored ids, when the ids are not asked for.
    static func storedColumns(_ db: Database, movies: Int, arrays: CatalogColumns.Arrays) throws -> CatalogColumns? {
        #if _endian(big)
            // The blobs are little-endian: this host reads the table instead.
            return nil
        #endif
        guard let statement = try? db.cachedStatement(sql: "SELECT name, rowid, count FROM catalog_column") else {
            return nil
        }
        var rows: [String: Int64] = [:]
        let cursor = try Row.fetchCursor(statement)
        while let row = try cursor.next() {
            guard row[2] as Int == movies else { return nil }
            rows[row[0]] = row[1]
        }
        guard Set(rows.keys).isSuperset(of: columnNames), let idsRow = rows["ids"] else { return nil }
        func read<T: BitwiseCopyable>(_ array: CatalogColumns.Arrays, _ name: String, _: T.Type) throws -> [T]? {
            guard arrays.contains(array), let rowid = rows[name] else { return nil }
            return try readArray(db, rowid: rowid, count: movies, of: T.self)
        }
        // The blobs are little-endian, as this host: a value's bytes are its stored bytes (a
        // rating's are its bit pattern's).
        let ids = try read(.ids, "ids", Int32.self)
        let lastStoredID: Int32?
        if let ids {
            lastStoredID = ids.last
        } else if movies > 0 {
            lastStoredID = try readArray(db, rowid: idsRow, count: movies, of: Int32.self, from: movies - 1)?.first
        } else {
            lastStoredID = nil
        }
        let lastID = try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(id) FROM movie"))
        guard lastID == lastStoredID.map(Int.init) else { return nil }
        let columns = try CatalogColumns(
            count: movies, hasSearchBitmaps: true, ids: ids, genres: read(.genres, "genres", UInt32.self),
            years: read(.years, "years", Int16.self), minutes: read(.minutes, "minutes", Int32.self),
            mpaa: read(.mpaa, "mpaa", Int8.self), ratings: read(.ratings, "ratings", Double.self),
            votes: read(.votes, "votes", Int64.self),
            hasBudget: read(.hasBudget, "hasBudget", UInt8.self)?.map { $0 != 0 },
            kinds: read(.kinds, "kinds", UInt8.self),
            ranks: OrderRanks.fields.reduce(into: [:]) { ranks, order in
                ranks[order.field] = try read(.ranks(order.field), order.name, Int32.self)
            })
        // A blob of another length is not the catalog's: the columns are read from the table.
        return columns.arrays.isSuperset(of: arrays) ? columns : nil
    }

    /// The values of the blob `data` of row `rowid` of `catalog_column`, from index `start` to the
    /// end, read straight into the array: `nil` when the blob does not hold `count` of them.
    private static func readArray<T: BitwiseCopyable>(
        _ db: Database, rowid: Int64, count: Int, of _: T.Type, from start: Int = 0
    ) throws -> [T]? {
        var blob: OpaquePointer?
        var code = sqlite3_blob_open(db.sqliteConnection, "main", "catalog_column", "data", rowid, 0, &blob)
        defer { sqlite3_blob_close(blob) }
        let size = MemoryLayout<T>.stride
        guard code == SQLITE_OK, let blob else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
        guard Int(sqlite3_blob_bytes(blob)) == count * size, (0...count).contains(start) else { return nil }
        let values = [T](unsafeUninitializedCapacity: count - start) { buffer, initialized in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return }
            code = sqlite3_blob_read(blob, base, Int32(buffer.count * size), Int32(start * size))
            initialized = code == SQLITE_OK ? buffer.count : 0
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
        return values
    }
}
