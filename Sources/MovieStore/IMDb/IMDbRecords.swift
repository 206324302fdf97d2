import MovieCatalog

/// The five files of IMDb's datasets, with their columns.
enum IMDbDataset: String, CaseIterable, Sendable {
    case titleBasics = "title.basics"
    case titleRatings = "title.ratings"
    case titleCrew = "title.crew"
    case titlePrincipals = "title.principals"
    case nameBasics = "name.basics"

    /// The header line's columns.
    var columns: [String] {
        switch self {
        case .titleBasics:
            [
                "tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "endYear",
                "runtimeMinutes", "genres",
            ]
        case .titleRatings: ["tconst", "averageRating", "numVotes"]
        case .titleCrew: ["tconst", "directors", "writers"]
        case .titlePrincipals: ["tconst", "ordering", "nconst", "category", "job", "characters"]
        case .nameBasics: ["nconst", "primaryName", "birthYear", "deathYear", "primaryProfession", "knownForTitles"]
        }
    }
}

/// A set of non-negative integers (IMDb id numbers) as a bitmap: 5 MB covers 40 million ids, and a lookup
/// is one load.
struct IDSet: Sendable {
    private var words: [UInt64] = []
    /// How many ids the set holds.
    private(set) var count = 0

    /// Adds `id`; `true` when it was not in the set.
    @discardableResult
    mutating func insert(_ id: Int) -> Bool {
        let word = id >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: max(word + 1 - words.count, 4096))) }
        let bit = UInt64(1) << UInt64(id & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        count += 1
        return true
    }

    /// Whether `id` is in the set.
    func contains(_ id: Int) -> Bool {
        let word = id >> 6
        return word < words.count && words[word] & (UInt64(1) << UInt64(id & 63)) != 0
    }
}

/// Bytes of text kept for a batch: each kept field is appended once and referred to by a ``TextSlice``,
/// so a batch of thousands of credits is two allocations, not one `String` per field.
struct TextArena: Sendable {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    /// Appends `field` (or a null slice when `isNull`).
    mutating func append(_ field: UnsafeBufferPointer<UInt8>, isNull: Bool = false) -> TextSlice {
        guard !isNull else { return .null }
        let start = bytes.count
        bytes.append(contentsOf: field)
        return TextSlice(start: Int32(start), count: Int32(field.count))
    }
}

/// A range of a ``TextArena``, or null.
struct TextSlice: Sendable {
    let start: Int32
    /// The length in bytes; -1 for null.
    let count: Int32

    static let null = TextSlice(start: 0, count: -1)
}

/// A movie of title.basics ready to insert: its fields, its rating and what the shipped CSV adds.
struct IMDbMovieRecord: Sendable {
    let id: Int
    let title: MovieTitle
    let year: Int
    let minutes: Int?
    let rating: Double
    let votes: Int
    let genres: Genres
    /// The shipped CSV's movie of the same title and year, if any.
    let match: CSVExtras?
}

/// What a movie of the shipped CSV has that IMDb's datasets lack.
struct CSVExtras: Sendable {
    let shares: [Double]
    let budget: Int?
    let mpaa: MPAARating?
}

/// A batch of credits of title.principals and title.crew.
struct CreditBatch: Sendable {
    struct Row: Sendable {
        let movie: Int32
        let ordering: Int32
        let person: Int32
        let category: TextSlice
        let job: TextSlice
        let characters: TextSlice
    }

    var rows: [Row] = []
    var text = TextArena()
}

/// A batch of people of name.basics.
struct PersonBatch: Sendable {
    struct Row: Sendable {
        let id: Int32
        let name: TextSlice
        /// -1 when unknown.
        let birthYear: Int32
        /// -1 when unknown.
        let deathYear: Int32
        let professions: TextSlice
    }

    var rows: [Row] = []
    var text = TextArena()
}

/// Where a parser is in its file, sent with each batch for the progress bar.
struct ReadPosition: Sendable {
    let rows: Int
    let bytesRead: Int
}

/// The bad lines of one file: the first ``IMDbImportReport/listedSkippedLines`` in full, the rest counted.
struct SkippedLines: Sendable {
    private(set) var listed: [IMDbImportReport.SkippedLine] = []
    private(set) var count = 0

    mutating func add(_ file: String, _ line: Int, _ reason: String) {
        count += 1
        if listed.count < IMDbImportReport.listedSkippedLines {
            listed.append(.init(file: file, line: line, reason: reason))
        }
    }

    mutating func add(_ other: SkippedLines) {
        count += other.count
        listed += other.listed.prefix(IMDbImportReport.listedSkippedLines - listed.count)
    }
}

/// Why a line is bad.
struct LineProblem: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

extension TSVLine {
    /// Field `index` as an integer, `nil` for `\N`; a problem naming `column` for anything else.
    func optionalInteger(_ index: Int, _ column: String) throws(LineProblem) -> Int? {
        if isNull(index) { return nil }
        guard let value = integer(index) else { throw LineProblem("\(column) \(quoted(index)) is not a number") }
        return value
    }

    /// Field `index` as an id with `prefix` (`tt`, `nm`); a problem naming `column` otherwise.
    func requiredIdentifier(_ index: Int, _ column: String, prefix: (UInt8, UInt8)) throws(LineProblem) -> Int {
        guard let value = identifier(index, prefix: prefix), value > 0, value <= Int(Int32.max) else {
            throw LineProblem("\(column) \(quoted(index)) is not an IMDb id")
        }
        return value
    }

    /// Calls `body` with each comma-separated item of field `index` (none for `\N`).
    func forEachItem(
        _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(LineProblem) -> Void
    )
        throws(LineProblem)
    {
        guard !isNull(index) else { return }
        let field = bytes(index)
        var start = 0
        for position in 0...field.count where position == field.count || field[position] == 44 {
            if position > start { try body(UnsafeBufferPointer(rebasing: field[start..<position])) }
            start = position + 1
        }
    }
}
