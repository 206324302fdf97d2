import Foundation
import GRDB
import MovieCatalog

/// Loads IMDb's non-commercial datasets (the six `.tsv.gz` files of https://datasets.imdbws.com/) into a
/// ``CatalogDatabase``, atomically, keeping the user's watchlist.
///
/// The files are streamed, never held in memory, inside one write transaction: the old catalog is
/// deleted and the new one inserted, and nothing is visible until it commits. Interrupted, or failing (a
/// truncated `.gz`, a missing file, a full disk), the database keeps its previous catalog; the watchlist
/// table is never written. Bad lines are skipped and reported by file and line.
///
/// It keeps the titles of the chosen types (movies, series and mini-series by default), adult ones only
/// when asked, the episodes of the kept series (title.episode gives each one's series, season and
/// number), and only the people and credits of the kept titles (of their episodes too when asked). A
/// title's id is the number of its IMDb id (`tt0068646` is movie 68646); series are rows of the movie
/// table with their kind and last year, episodes rows of the episode table. Movies matched by title and year with the shipped CSV keep its votes by stars, budget
/// and MPAA rating. Each file is parsed on its own thread while this one inserts.
///
/// ```swift
/// let report = try IMDbImporter(database: database).importDatasets(
///     from: "/home/me/.cache/reel/imdb", options: .init(catalogCSV: "Resources/movies.csv"))
/// print(report.summary)
/// ```
public struct IMDbImporter: Sendable {
    /// What to keep, and the CSV to match with.
    public struct Options: Sendable, Hashable {
        /// The title types kept (`movie`, `tvMovie`, `tvSeries`, `tvMiniSeries`, ...); the episodes of
        /// the kept series come with them (`tvEpisode` is not a type of its own here).
        public var types: [String]
        /// Whether adult titles are kept.
        public var includeAdult: Bool
        /// The shipped catalog CSV whose movies lend their votes by stars, budget and MPAA rating to the
        /// IMDb titles of the same title and year; `nil` to match nothing.
        public var catalogCSV: String?
        /// Whether the episodes' credits (and the people only they name) are kept; most of
        /// title.principals' lines are episodes', so they are skipped by default.
        public var episodeCredits: Bool

        /// The title types kept by default: movies, series and mini-series.
        public static let defaultTypes = ["movie", "tvSeries", "tvMiniSeries"]

        /// Creates options.
        ///
        /// - Parameter types: The title types kept; ``defaultTypes`` by default.
        /// - Parameter includeAdult: Whether adult titles are kept; `false` by default.
        /// - Parameter catalogCSV: The CSV to match with, or `nil`.
        /// - Parameter episodeCredits: Whether episodes' credits are kept; `false` by default.
        public init(
            types: [String] = defaultTypes, includeAdult: Bool = false, catalogCSV: String? = nil,
            episodeCredits: Bool = false
        ) {
            self.types = types
            self.includeAdult = includeAdult
            self.catalogCSV = catalogCSV
            self.episodeCredits = episodeCredits
        }

        /// Whether series are kept, and so their episodes (read from title.episode).
        public var keepsSeries: Bool { types.contains("tvSeries") || types.contains("tvMiniSeries") }
    }

    /// Where an import is: the file being read (`title.principals.tsv.gz`), its rows so far, and how far
    /// into the file on disk (compressed bytes for a `.gz`) out of its size; `finished` on its last call.
    public struct Progress: Sendable, Hashable {
        /// The file's name.
        public let file: String
        /// The lines read so far.
        public let rows: Int
        /// The bytes of the file on disk read so far.
        public let bytesRead: Int
        /// The size of the file on disk.
        public let fileSize: Int
        /// Whether the file has been read entirely.
        public let finished: Bool
    }

    /// A step of an import after its files are read. At IMDb's size these take longer than the files
    /// (the full-text index, the indexes and the search sets of 700,000 movies), so they are reported too.
    public enum Stage: String, Sendable, Hashable, CaseIterable {
        /// The full-text indexes of the titles and of the people's names.
        case searchIndex = "full-text index"
        /// The weighted ratings and the catalog's indexes.
        case indexes = "indexes"
        /// The watchlist re-linked to the new catalog.
        case watchlist = "watchlist"
        /// The stored filter columns and the match sets of the common title words.
        case searchSets = "search sets"
        /// The transaction written to disk.
        case commit = "commit"
    }

    /// The file names the datasets' folder must hold, each as `.tsv.gz` or `.tsv` (title.episode only
    /// when series are kept).
    public static let fileNames = IMDbDataset.allCases.map(\.rawValue)

    /// The database imported into.
    public let database: CatalogDatabase
    /// The clock that stamps the import.
    let now: @Sendable () -> Timestamp

    /// Creates an importer.
    ///
    /// - Parameter database: The database to import into.
    /// - Parameter now: The clock used to stamp the import; the system clock by default.
    public init(database: CatalogDatabase, now: @escaping @Sendable () -> Timestamp = SystemClock.now) {
        self.database = database
        self.now = now
    }

    /// Imports the datasets of `directory`, replacing the catalog and keeping the watchlist.
    ///
    /// - Parameter directory: The folder holding `title.basics`, `title.ratings`, `title.crew`,
    ///   `title.principals`, `name.basics` and (when series are kept) `title.episode`, each `.tsv.gz`
    ///   (preferred) or `.tsv`.
    /// - Parameter options: The title types, adult titles, and the CSV to match with.
    /// - Parameter progress: Called on this thread every few thousand lines of each file.
    /// - Parameter stage: Called on this thread when each ``Stage`` after the files starts (`false`) and
    ///   when it ends (`true`).
    /// - Returns: What was kept, left out and skipped.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/datasetUnreadable`` when a file is missing,
    ///   truncated or corrupt, ``CatalogError/Code/datasetMalformed`` when its header is not the dataset's,
    ///   a CSV code when the CSV to match with cannot be read, or a database code when writing fails; in
    ///   every case the database keeps its previous contents.
    @discardableResult
    public func importDatasets(
        from directory: String, options: Options = Options(), progress: ((Progress) -> Void)? = nil,
        stage: ((Stage, _ finished: Bool) -> Void)? = nil
    ) throws(CatalogError) -> IMDbImportReport {
        try database.checkWritable()
        let files = try DatasetFiles(directory: directory, needsEpisodes: options.keepsSeries)
        let run = IMDbImportRun(files: files, options: options, progress: progress, stage: stage)
        let filter = try run.readRatingsAndCatalog()
        let stamp = now()
        let report = try database.write { db in
            try db.execute(sql: "PRAGMA cache_size = -262144")
            defer { try? db.execute(sql: "PRAGMA cache_size = -2000") }
            let generation = try run.clearCatalog(db)
            let rows = try run.insertRows(db, filter: filter)
            try run.buildSearchIndex(db)
            try run.buildIndexes(db)
            let watchlist = try run.relinkWatchlist(db)
            try run.buildSearchSets(db)
            let report = run.report(of: rows, watchlist: watchlist)
            try run.record(report, generation: generation, at: stamp, in: db)
            stage?(.commit, false)
            return report
        }
        stage?(.commit, true)
        return report
    }

    /// The catalog indexes besides ``CatalogIndex/movie`` that an import drops and creates again.
    static let catalogIndexes = [creditsByPerson, peopleByCredits, CatalogIndex.episodeBySeries]

    /// A person's credits: ``CatalogIndex/creditsByPerson``.
    static let creditsByPerson = CatalogIndex.creditsByPerson
    /// The people, most credited first: ``CatalogIndex/peopleByCredits``.
    static let peopleByCredits = CatalogIndex.peopleByCredits

    /// Stores each person's number of credits (`person.credit_count`), counted in one pass over the
    /// credits in person order.
    static let countCredits = """
        UPDATE person SET credit_count = counted.credits
        FROM (SELECT person_id, COUNT(*) AS credits FROM credit GROUP BY person_id) AS counted
        WHERE counted.person_id = person.id
        """

    /// The statements that drop ``catalogIndexes``.
    static var dropCatalogIndexes: String { CatalogIndex.drop(catalogIndexes) }

    /// The votes by stars, budget and MPAA rating of the CSV's movies, by ``IMDbParsers/matchKey(_:_:)``
    /// of their display title and year (the first movie of a title and year, when several share them).
    static func catalogExtras(_ path: String) throws(CatalogError) -> [String: CSVExtras] {
        let text = try CatalogImporter.readText(path)
        var extras: [String: CSVExtras] = [:]
        _ = CatalogParser.records(of: text) { batch in
            for case .movie(let row, _) in batch {
                let key = IMDbParsers.matchKey(row.title.display, row.year)
                if extras[key] == nil {
                    extras[key] = CSVExtras(shares: row.shares, budget: row.budget, mpaa: row.mpaa)
                }
            }
            return true
        }
        return extras
    }
}
