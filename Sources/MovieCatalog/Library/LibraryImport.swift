/// One row of another tracker's export, read but not yet matched to the catalog.
///
/// Each record knows the file and line it came from, so every report and review can name them.
public struct ImportRecord: Sendable, Hashable, Codable {
    /// What the row says about the film.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A dated viewing (Letterboxd's `diary.csv` and `reviews.csv`).
        case viewing
        /// Seen, without a day (Letterboxd's `watched.csv`).
        case watched
        /// A rating without a day (Letterboxd's `ratings.csv`, IMDb's ratings export).
        case rating
        /// On the watchlist.
        case watchlist
        /// An entry of a list (``list`` names it).
        case listEntry
    }

    /// What the row says.
    public var kind: Kind
    /// The file it came from, as inside the export (`diary.csv`, `lists/best-of-2024.csv`).
    public var file: String
    /// The line the row starts on (the header is line 1).
    public var line: Int
    /// The title.
    public var title: String
    /// The original title, when the export has one (IMDb's).
    public var originalTitle: String?
    /// The year of release.
    public var year: Int?
    /// The IMDb id, when the export has one (IMDb's `Const`).
    public var imdbID: IMDbID?
    /// What identifies the row in its source (a Letterboxd URI), for importing again without repeats.
    public var sourceKey: String?
    /// The day, rating, rewatch flag, review and tags (for a viewing; the rating for a rating).
    public var details: ViewingDetails
    /// The list of a ``Kind/listEntry``.
    public var list: ImportedList?
    /// The place on the list of a ``Kind/listEntry``, from 1.
    public var position: Int?
    /// The day the row was made in the source (when added to a watchlist, when rated).
    public var addedOn: CalendarDate?

    /// Creates a record.
    public init(
        kind: Kind, file: String, line: Int, title: String, originalTitle: String? = nil, year: Int? = nil,
        imdbID: IMDbID? = nil, sourceKey: String? = nil, details: ViewingDetails = ViewingDetails(date: nil),
        list: ImportedList? = nil, position: Int? = nil, addedOn: CalendarDate? = nil
    ) {
        self.kind = kind
        self.file = file
        self.line = line
        self.title = title
        self.originalTitle = originalTitle
        self.year = year
        self.imdbID = imdbID
        self.sourceKey = sourceKey
        self.details = details
        self.list = list
        self.position = position
        self.addedOn = addedOn
    }
}

/// A list as an export describes it.
public struct ImportedList: Sendable, Hashable, Codable {
    /// The name.
    public var name: String
    /// The description.
    public var description: String?
    /// Whether the export ranks it.
    public var isRanked: Bool

    /// Creates a list description.
    public init(name: String, description: String? = nil, isRanked: Bool = false) {
        self.name = name
        self.description = description
        self.isRanked = isRanked
    }
}

/// A row that could not be read, by file and line.
public struct BadLine: Sendable, Hashable, Codable {
    /// The file, as inside the export.
    public let file: String
    /// The line.
    public let line: Int
    /// What is wrong with it.
    public let reason: String

    /// Creates a bad line.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `diary.csv:12: the rating "11" is not 0.5 to 5`.
    public var description: String { "\(file):\(line): \(reason)" }
}

/// What an export yielded: its records and the lines that could not be read.
public struct ImportBatch: Sendable, Hashable {
    /// Where the export came from (`letterboxd`, `imdb-ratings`, `imdb-list`).
    public var source: String
    /// The rows read, in file order.
    public var records: [ImportRecord]
    /// The rows that could not be read.
    public var badLines: [BadLine]

    /// Creates a batch.
    public init(source: String, records: [ImportRecord], badLines: [BadLine]) {
        self.source = source
        self.records = records
        self.badLines = badLines
    }
}

/// The counts an import reports.
public struct LibraryImportReport: Sendable, Hashable, Codable {
    /// Rows matched by IMDb id.
    public var matchedByID = 0
    /// Rows matched by title and year.
    public var matchedByTitle = 0
    /// Rows with more than one candidate, kept for review.
    public var ambiguous = 0
    /// Rows with no candidate, kept for review.
    public var unmatched = 0
    /// Rows already imported before (added nothing).
    public var alreadyImported = 0
    /// The lines that could not be read.
    public var badLines: [BadLine] = []

    /// Creates an empty report.
    public init() {}
}

/// A row waiting for the user: ambiguous (several candidates) or unmatched (none).
public struct PendingImport: Sendable, Hashable, Identifiable {
    /// The row's id in the library.
    public let id: Int64
    /// The row.
    public let record: ImportRecord
    /// The catalog's candidates, best first (empty when unmatched).
    public let candidates: [Movie]

    /// Creates a pending row.
    public init(id: Int64, record: ImportRecord, candidates: [Movie]) {
        self.id = id
        self.record = record
        self.candidates = candidates
    }
}

/// Brings exports into the library and keeps what could not be matched for the user to decide.
///
/// Matching, in order: an IMDb id matches exactly; else the primary title and the year, then the
/// original title and the year; the year ±1 only when that gives one candidate. Nothing is chosen
/// between two candidates. Every write of one import is one transaction, and importing the same
/// export again adds nothing twice.
public protocol LibraryImportRepository: Sendable {
    /// Matches and writes `batch`, keeping the ambiguous and unmatched rows for review.
    func importBatch(_ batch: ImportBatch) throws(CatalogError) -> LibraryImportReport

    /// The rows waiting for review, oldest first, each with its candidates in the current catalog.
    func pending() throws(CatalogError) -> [PendingImport]

    /// Imports the pending row as the movie `movieID` (a candidate or any catalog movie).
    func resolve(pendingID: Int64, movieID: Int) throws(CatalogError)

    /// Drops the pending row without importing it.
    func skip(pendingID: Int64) throws(CatalogError)
}
