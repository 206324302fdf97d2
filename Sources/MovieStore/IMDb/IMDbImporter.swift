import Foundation
import GRDB
import MovieCatalog

/// Loads IMDb's non-commercial datasets (the five `.tsv.gz` files of https://datasets.imdbws.com/) into a
/// ``CatalogDatabase``, atomically, keeping the user's watchlist.
///
/// The files are streamed, never held in memory, inside one write transaction: the old catalog is
/// deleted and the new one inserted, and nothing is visible until it commits. Interrupted, or failing (a
/// truncated `.gz`, a missing file, a full disk), the database keeps its previous catalog; the watchlist
/// table is never written. Bad lines are skipped and reported by file and line.
///
/// It keeps the titles of the chosen types (`movie` by default), adult ones only when asked, and only
/// the people and credits of the kept titles. A movie's id is the number of its IMDb id (`tt0068646` is
/// movie 68646). Movies matched by title and year with the shipped CSV keep its votes by stars, budget
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
        /// The title types kept (`movie`, `tvMovie`, ...).
        public var types: [String]
        /// Whether adult titles are kept.
        public var includeAdult: Bool
        /// The shipped catalog CSV whose movies lend their votes by stars, budget and MPAA rating to the
        /// IMDb titles of the same title and year; `nil` to match nothing.
        public var catalogCSV: String?

        /// Creates options.
        ///
        /// - Parameter types: The title types kept; `["movie"]` by default.
        /// - Parameter includeAdult: Whether adult titles are kept; `false` by default.
        /// - Parameter catalogCSV: The CSV to match with, or `nil`.
        public init(types: [String] = ["movie"], includeAdult: Bool = false, catalogCSV: String? = nil) {
            self.types = types
            self.includeAdult = includeAdult
            self.catalogCSV = catalogCSV
        }
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

    /// A step of an import after its five files are read. At IMDb's size these take longer than the files
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

    /// The file names the datasets' folder must hold, each as `.tsv.gz` or `.tsv`.
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

    /// Imports the five datasets of `directory`, replacing the catalog and keeping the watchlist.
    ///
    /// - Parameter directory: The folder holding `title.basics`, `title.ratings`, `title.crew`,
    ///   `title.principals` and `name.basics`, each `.tsv.gz` (preferred) or `.tsv`.
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
        var paths: [IMDbDataset: String] = [:]
        for dataset in IMDbDataset.allCases {
            guard let path = TSVReader.locate(dataset.rawValue, in: directory) else {
                throw CatalogError(
                    .datasetUnreadable,
                    "\(directory) has no \(dataset.rawValue).tsv.gz (nor .tsv): the IMDb datasets are "
                        + IMDbImporter.fileNames.map { "\($0).tsv.gz" }.joined(separator: ", ") + ".",
                    file: (directory as NSString).appendingPathComponent(dataset.rawValue + ".tsv.gz"))
            }
            paths[dataset] = path
        }
        // Every header is checked before anything is read.
        var file: [IMDbDataset: DatasetFile] = [:]
        for (dataset, path) in paths {
            let reader = try TSVReader(path: path)
            try reader.readHeader(expected: dataset.columns)
            file[dataset] = DatasetFile(dataset: dataset, path: path, size: reader.fileSize)
        }
        func report(_ file: DatasetFile, _ position: ReadPosition) {
            progress?(
                Progress(
                    file: file.name, rows: position.rows, bytesRead: position.bytesRead, fileSize: file.size,
                    finished: false))
        }
        func finish(_ file: DatasetFile, rows: Int) {
            progress?(Progress(file: file.name, rows: rows, bytesRead: file.size, fileSize: file.size, finished: true))
        }

        // The shipped CSV is parsed on its own thread while this one reads the ratings.
        let csv = options.catalogCSV
        let catalogChannel = BatchChannel<Int, [String: CSVExtras]>(name: "reel.imdb.csv") {
            _ throws(CatalogError) in
            try csv.map { path throws(CatalogError) in try Self.catalogExtras(path) } ?? [:]
        }
        let ratingsFile = file[.titleRatings]!
        let ratings = try IMDbParsers.ratings(ratingsFile.open()) { report(ratingsFile, $0) }
        finish(ratingsFile, rows: ratings.rows)
        while catalogChannel.receive() != nil {}
        let catalog = try catalogChannel.outcome()
        let filter = IMDbParsers.TitleFilter(
            types: options.types.map { Array($0.utf8) }, includeAdult: options.includeAdult, ratings: ratings,
            catalog: catalog)
        let stamp = now()

        /// Runs one stage between its two reports.
        func step<T>(_ which: Stage, _ body: () throws -> T) rethrows -> T {
            stage?(which, false)
            let result = try body()
            stage?(which, true)
            return result
        }

        let report = try database.write { db in
            try db.execute(sql: "PRAGMA cache_size = -262144")
            defer { try? db.execute(sql: "PRAGMA cache_size = -2000") }
            let generation = (try Int.fetchOne(db, sql: "SELECT generation FROM catalog_import WHERE id = 1") ?? 0) + 1
            try db.execute(sql: CatalogSchema.dropMovieIndexes + IMDbImporter.dropCatalogIndexes)
            try db.execute(
                sql: """
                    DELETE FROM movie; INSERT INTO movie_fts(movie_fts) VALUES('delete-all');
                    DELETE FROM credit; DELETE FROM person; INSERT INTO person_fts(person_fts) VALUES('delete-all');
                    DELETE FROM catalog_import
                    """)
            let writer = try IMDbRowWriter(db)

            // title.basics: the movies.
            let basics = file[.titleBasics]!
            let titles = try Self.drain(
                BatchChannel<IMDbParsers.MovieBatch, IMDbParsers.TitlesOutcome>(name: "reel.imdb.titles") {
                    send throws(CatalogError) in
                    try IMDbParsers.titles(basics.open(), filter: filter, send: send)
                }
            ) { batch in
                for row in batch.rows { try writer.insert(row) }
                report(basics, batch.position)
            }
            finish(basics, rows: titles.rows)

            // title.crew: the directors and writers of the kept titles, merged into the principals' credits.
            let crewFile = file[.titleCrew]!
            let crew = try IMDbParsers.crew(crewFile.open(), kept: titles.kept) { report(crewFile, $0) }
            finish(crewFile, rows: crew.rows)

            // title.principals: the credits.
            let principals = file[.titlePrincipals]!
            var storedCredits = 0
            let kept = titles.kept
            let credits = try Self.drain(
                BatchChannel<(CreditBatch, ReadPosition), IMDbParsers.CreditsOutcome>(name: "reel.imdb.credits") {
                    send throws(CatalogError) in
                    try IMDbParsers.credits(principals.open(), kept: kept, crew: crew) { send(($0, $1)) }
                }
            ) { batch in
                storedCredits += try writer.insert(batch.0)
                report(principals, batch.1)
            }
            finish(principals, rows: credits.rows)

            // name.basics: the people the credits name.
            let names = file[.nameBasics]!
            let named = credits.named
            let people = try Self.drain(
                BatchChannel<(PersonBatch, ReadPosition), IMDbParsers.PeopleOutcome>(name: "reel.imdb.people") {
                    send throws(CatalogError) in
                    try IMDbParsers.people(names.open(), named: named) { send(($0, $1)) }
                }
            ) { batch in
                try writer.insert(batch.0)
                report(names, batch.1)
            }
            finish(names, rows: people.rows)

            try step(.searchIndex) {
                try db.execute(
                    sql: """
                        INSERT INTO movie_fts (rowid, title) SELECT id, display_title FROM movie;
                        INSERT INTO person_fts (rowid, name) SELECT id, name FROM person;
                        """)
            }
            try step(.indexes) {
                try DerivedColumns.updateWeightedRating(db)
                // The credits' index first: the people's counts are read along it, and the people's index
                // is built on the counts.
                try db.execute(sql: CatalogSchema.createMovieIndexes + IMDbImporter.creditsByPerson.create)
                try db.execute(sql: IMDbImporter.countCredits)
                try db.execute(sql: IMDbImporter.peopleByCredits.create)
            }
            // The user's watchlist follows the new catalog: re-linked by IMDb id, then title and year.
            let watchlist = try step(.watchlist) { try WatchlistRelink.run(db) }
            // The filter columns and the match sets of the words many titles share, for search at scale.
            try step(.searchSets) {
                try SearchBitmaps.rebuild(db)
                try LetterSets.rebuild(db)
            }
            var skipped = ratings.skipped
            skipped.add(titles.skipped)
            skipped.add(crew.skipped)
            skipped.add(credits.skipped)
            skipped.add(people.skipped)
            let result = IMDbImportReport(
                source: directory, movies: titles.kept.count, people: people.people, credits: storedCredits,
                unknownPeople: named.count - people.people, withoutYear: titles.withoutYear,
                adultLeftOut: titles.adultLeftOut, unrated: titles.unrated, matched: titles.matched,
                skippedLines: skipped.listed, skippedCount: skipped.count,
                watchlistNotInCatalog: watchlist.unmatched)
            try db.execute(
                sql: """
                    INSERT INTO catalog_import
                        (id, imported_at, source, movie_count, skipped_count, known_budget_count, generation, kind,
                         person_count, credit_count)
                    VALUES (1, ?, ?, ?, ?, (SELECT COUNT(budget) FROM movie), ?, 'imdb', ?, ?)
                    """,
                arguments: [
                    stamp.millisecondsSince1970, directory, result.movies, result.skippedCount, generation,
                    result.people, result.credits,
                ])
            stage?(.commit, false)
            return result
        }
        stage?(.commit, true)
        return report
    }

    /// One dataset file: where it is and its size on disk.
    struct DatasetFile: Sendable {
        let dataset: IMDbDataset
        let path: String
        let size: Int

        var name: String { (path as NSString).lastPathComponent }

        /// A reader past the header line (checked before the import started).
        func open() throws(CatalogError) -> TSVReader {
            let reader = try TSVReader(path: path)
            try reader.readHeader(expected: dataset.columns)
            return reader
        }
    }

    /// The catalog indexes besides ``CatalogIndex/movie`` that an import drops and creates again.
    static let catalogIndexes = [creditsByPerson, peopleByCredits]

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

    /// Inserts every batch of `channel` with `insert`, then returns the parser's outcome; cancels the parser
    /// when inserting fails.
    private static func drain<Batch, Outcome>(
        _ channel: BatchChannel<Batch, Outcome>, insert: (Batch) throws -> Void
    ) throws -> Outcome {
        do {
            while let batch = channel.receive() { try insert(batch) }
        } catch {
            channel.cancel()
            throw error
        }
        return try channel.outcome()
    }

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
