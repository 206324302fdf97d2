import MovieCatalog

/// What reading title.basics found besides the movies sent.
struct TitlesOutcome: Sendable {
    var kept = IDSet()
    var withoutYear = 0
    var adultLeftOut = 0
    var unrated = 0
    var matched = 0
    var rows = 0
    var skipped = SkippedLines()
}

/// The choices of a title.basics read.
struct TitleFilter: Sendable {
    let types: [[UInt8]]
    let includeAdult: Bool
    let ratings: Ratings
    let catalog: [String: CSVExtras]

    func keepsType(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        types.contains { $0.elementsEqual(field) }
    }
}

/// A line of title.basics: a movie of a kept type, with its rating and the shipped CSV's movie of the
/// same title and year.
struct TitlesParser: DatasetParser {
    let filter: TitleFilter
    var outcome = TitlesOutcome()
    private var rows: [IMDbMovieRecord] = []

    static let genreNames: [(bytes: [UInt8], genre: Genres)] = Genres.all.map { (Array($0.name.utf8), $0.genre) }

    init(filter: TitleFilter) {
        self.filter = filter
        rows.reserveCapacity(DatasetRead.batchSize)
    }

    var pendingRows: Int { rows.count }

    mutating func takeBatch() -> [IMDbMovieRecord] {
        defer { rows.removeAll(keepingCapacity: true) }
        return rows
    }

    mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
        guard line.fieldCount == 9 else { throw LineProblem("has \(line.fieldCount) fields, expected 9") }
        guard filter.keepsType(line.bytes(1)) else { return }
        let id = try line.requiredIdentifier(0, "tconst", prefix: IMDbParsers.tt)
        if line.equals(4, "1") {
            if !filter.includeAdult {
                outcome.adultLeftOut += 1
                return
            }
        } else if !line.equals(4, "0") {
            throw LineProblem("isAdult \(line.quoted(4)) is not 0 or 1")
        }
        guard let year = try line.optionalInteger(5, "startYear") else {
            outcome.withoutYear += 1
            return
        }
        guard let primary = line.string(2), !primary.isEmpty else {
            throw LineProblem("primaryTitle is empty")
        }
        let minutes = try line.optionalInteger(7, "runtimeMinutes")
        var genres: Genres = []
        try line.forEachItem(8) { name throws(LineProblem) in
            if let known = Self.genreNames.first(where: { $0.bytes.elementsEqual(name) }) {
                genres.insert(known.genre)
            }
        }
        guard outcome.kept.insert(id) else { throw LineProblem("tconst \(line.quoted(0)) appears twice") }
        let catalog = filter.catalog
        var match = catalog.isEmpty ? nil : catalog[IMDbParsers.matchKey(primary, year)]
        if match == nil, !catalog.isEmpty, let original = line.string(3), original != primary {
            match = catalog[IMDbParsers.matchKey(original, year)]
        }
        if match != nil { outcome.matched += 1 }
        let rating = filter.ratings.rating(of: id)
        if rating == nil { outcome.unrated += 1 }
        rows.append(
            IMDbMovieRecord(
                id: id, title: MovieTitle(display: primary), year: year, minutes: minutes,
                rating: rating?.rating ?? 0, votes: rating?.votes ?? 0, genres: genres, match: match))
    }
}
