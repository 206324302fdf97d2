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
/// search table are written. Only words of ASCII letters and digits have sets: the full-text index
/// folds other letters (diacritics) in ways a lookup here would have to repeat.
enum SearchBitmaps {
    /// A word matching more movies than this is stored as a set.
    static let defaultThreshold = 5_000

    /// The column arrays stored, by name, with their element types.
    static let columnNames = ["ids", "genres", "years", "minutes", "mpaa", "ratings", "votes", "hasBudget"]

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
    }

    /// The columns stored by the last ``rebuild(_:threshold:)``, or `nil` when there are none or
    /// they are not those of the catalog: not `movies` movies, or another last id (a catalog
    /// written without the step).
    static func storedColumns(_ db: Database, movies: Int) throws -> CatalogColumns? {
        guard let statement = try? db.cachedStatement(sql: "SELECT name, count, data FROM catalog_column") else {
            return nil
        }
        // Each blob is decoded where SQLite holds it (in the mapped file), not copied into a Data first.
        var ids: [Int32]?
        var genres: [UInt32]?
        var years: [Int16]?
        var minutes: [Int32]?
        var mpaa: [Int8]?
        var ratings: [UInt64]?
        var votes: [Int64]?
        var hasBudget: [UInt8]?
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while sqlite3_step(handle) == SQLITE_ROW {
            guard sqlite3_column_int64(handle, 1) == movies else { return nil }
            let name = sqlite3_column_text(handle, 0).map { String(cString: $0) } ?? ""
            let length = Int(sqlite3_column_bytes(handle, 2))
            let bytes = UnsafeRawBufferPointer(start: sqlite3_column_blob(handle, 2), count: length)
            func array<T: FixedWidthInteger>(_: T.Type) -> [T]? {
                guard length == movies * MemoryLayout<T>.size, movies == 0 || bytes.baseAddress != nil else {
                    return nil
                }
                return (0..<movies).map {
                    T(littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * MemoryLayout<T>.size, as: T.self))
                }
            }
            switch name {
            case "ids": ids = array(Int32.self)
            case "genres": genres = array(UInt32.self)
            case "years": years = array(Int16.self)
            case "minutes": minutes = array(Int32.self)
            case "mpaa": mpaa = array(Int8.self)
            case "ratings": ratings = array(UInt64.self)
            case "votes": votes = array(Int64.self)
            case "hasBudget": hasBudget = array(UInt8.self)
            default: break
            }
        }
        guard let ids, let genres, let years, let minutes, let mpaa, let ratings, let votes, let hasBudget else {
            return nil
        }
        let lastID = try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(id) FROM movie"))
        guard lastID == ids.last.map(Int.init) else { return nil }
        return CatalogColumns(
            ids: ids, genres: genres, years: years, minutes: minutes, mpaa: mpaa,
            ratings: ratings.map(Double.init(bitPattern:)), votes: votes, hasBudget: hasBudget.map { $0 != 0 },
            allGenres: genres.reduce(0, |), hasSearchBitmaps: true)
    }
}
