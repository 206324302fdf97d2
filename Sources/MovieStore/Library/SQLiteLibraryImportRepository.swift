import Foundation
import GRDB
import MovieCatalog

/// The ``LibraryImportRepository`` over a ``CatalogDatabase``: matches exports' records against the
/// catalog (``ImportMatcher``) and writes them into the library (``ImportWriter``).
///
/// A whole batch is one write transaction: a process killed halfway leaves the library as it was.
/// Records are written viewings first, then ratings, films marked watched, the watchlist and lists,
/// so a rating or a mark that a diary viewing already carries adds nothing. Ambiguous and unmatched
/// records wait in `library.import_pending`, keyed by their source key, until ``resolve(pendingID:movieID:)``
/// or ``skip(pendingID:)``; an import of the same export again matches them anew (the catalog may
/// have gained the film) and adds nothing twice. What the user decided for a row (skipped, or
/// the movie chosen) is remembered (`library_note`), and importing the export again follows it.
public struct SQLiteLibraryImportRepository: LibraryImportRepository {
    /// The database read and written.
    public let database: CatalogDatabase
    let now: @Sendable () -> Timestamp

    /// Creates a repository over `database`.
    ///
    /// - Parameter database: An open catalog database, its library attached.
    /// - Parameter now: The clock stamping what is written; the system clock by default.
    public init(database: CatalogDatabase, now: @escaping @Sendable () -> Timestamp = SystemClock.now) {
        self.database = database
        self.now = now
    }

    /// The order records are written in: viewings before what they make redundant.
    static func order(_ kind: ImportRecord.Kind) -> Int {
        switch kind {
        case .viewing: 0
        case .rating: 1
        case .watched: 2
        case .watchlist: 3
        case .listEntry: 4
        }
    }

    /// Matches and writes `batch` in one transaction, keeping the ambiguous and unmatched rows.
    ///
    /// - Parameter batch: What an export yielded.
    /// - Returns: The counts, with the batch's bad lines.
    /// - Throws: ``CatalogError`` when storage fails; nothing of the batch is then written.
    public func importBatch(_ batch: ImportBatch) throws(CatalogError) -> LibraryImportReport {
        let stamp = now()
        let records = batch.records.enumerated().sorted {
            (Self.order($0.element.kind), $0.offset) < (Self.order($1.element.kind), $1.offset)
        }.map(\.element)
        var report = LibraryImportReport()
        report.badLines = batch.badLines
        try database.write { db in
            var matcher = ImportMatcher(db)
            var writer = ImportWriter(db, stamp: stamp)
            let pendingKeys = Set(try String.fetchAll(db, sql: "SELECT source_key FROM library.import_pending"))
            let decisions = try Self.decisions(db)
            let viewingKnown = try db.cachedStatement(
                sql: "SELECT EXISTS (SELECT 1 FROM library.viewing WHERE source_key = ?)")
            for record in records {
                let key = Self.key(record, source: batch.source)
                var handled = decisions[key] == Self.skipped
                if !handled, record.kind == .viewing {
                    handled = try Bool.fetchOne(viewingKnown, arguments: [key]) == true
                }
                if handled {
                    report.alreadyImported += 1
                    continue
                }
                let decided = try decisions[key].flatMap { try Self.decidedMovie($0, matcher) }
                let outcome = try decided.map { ImportMatcher.Outcome.byTitle($0) } ?? matcher.match(record)
                let movie: ImportMatcher.Candidate
                switch outcome {
                case .byID(let found), .byTitle(let found):
                    movie = found
                case .ambiguous, .unmatched:
                    if case .ambiguous = outcome { report.ambiguous += 1 } else { report.unmatched += 1 }
                    try Self.keep(record, key: key, source: batch.source, stamp: stamp, db)
                    continue
                }
                if pendingKeys.contains(key) {
                    try db.execute(sql: "DELETE FROM library.import_pending WHERE source_key = ?", arguments: [key])
                }
                switch try writer.write(record, movie: movie, key: key) {
                case .alreadyThere: report.alreadyImported += 1
                case .added, .folded:
                    if case .byID = outcome { report.matchedByID += 1 } else { report.matchedByTitle += 1 }
                }
            }
        }
        return report
    }

    /// The prefix of the `library_note` keys that remember what the user decided for a row waiting
    /// for review, by its source key: ``skipped``, or the movie chosen (`tt0068646`, or `#20545` for a
    /// movie without an IMDb id). An export imported again then follows the decision.
    static let decisionNote = "import.decided:"

    /// The decision of a skipped row.
    static let skipped = "skip"

    /// The decisions by source key.
    static func decisions(_ db: Database) throws -> [String: String] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT substr(key, ?), value FROM library.library_note WHERE key >= ? AND key < ?",
            arguments: [decisionNote.count + 1, decisionNote, decisionNote + "\u{10FFFF}"])
        return Dictionary(rows.map { ($0[0], $0[1]) }, uniquingKeysWith: { _, last in last })
    }

    /// Remembers `decision` for the row of `key`.
    static func decide(_ key: String, _ decision: String, _ db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO library.library_note (key, value) VALUES (?, ?)",
            arguments: [decisionNote + key, decision])
    }

    /// The movie a decision names, when the catalog has it.
    static func decidedMovie(_ decision: String, _ matcher: ImportMatcher) throws -> ImportMatcher.Candidate? {
        if decision.hasPrefix("#") { return try Int(decision.dropFirst()).flatMap { try matcher.movie(id: $0) } }
        return try IMDbID(text: decision).flatMap { try matcher.movie(imdbID: $0.number) }
    }

    /// The record's source key, or one made of its source, file and line when the export gave none.
    static func key(_ record: ImportRecord, source: String) -> String {
        record.sourceKey ?? "\(source):\(record.kind.rawValue):\(record.file):\(record.line)"
    }

    /// The encoder of a pending row's record: sorted keys, so the same record is the same text.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// Keeps `record` for review, or refreshes the row already kept under its key.
    private static func keep(
        _ record: ImportRecord, key: String, source: String, stamp: Timestamp, _ db: Database
    )
        throws
    {
        let json = String(decoding: try encoder().encode(record), as: UTF8.self)
        try db.cachedStatement(
            sql: """
                INSERT INTO library.import_pending (source, record, source_key, created_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (source_key) DO UPDATE SET record = excluded.record
                """
        ).execute(arguments: [source, json, key, stamp.millisecondsSince1970])
    }
}
