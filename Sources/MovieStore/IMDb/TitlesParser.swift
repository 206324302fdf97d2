import MovieCatalog

/// A line of title.basics: a movie, series or mini-series of a kept type, with its rating and (a movie)
/// the shipped CSV's movie of the same title and year; or an episode of a kept series, with its season
/// and number from title.episode. An episode listed before its series waits for the end of the file.
struct TitlesParser: DatasetParser {
    let filter: TitleFilter
    var outcome = TitlesOutcome()
    var batch = TitleBatch()
    /// Every title id read, whatever its type.
    var seen = IDSet()
    /// The series and mini-series of a type the options leave out: their episodes go silently.
    var excludedSeries = IDSet()
    /// The kept series and mini-series.
    var keptSeries = IDSet()
    /// The episodes read (each once).
    var episodesRead = IDSet()
    /// Episodes whose series was not read yet, to place after the last line.
    var waiting: [IMDbEpisodeRecord] = []
    /// Where the next episode's link is looked up first.
    var linkHint = 0
    /// Whether ``waiting`` was sorted out.
    var waitingDone = false

    static let genreNames: [(bytes: [UInt8], genre: Genres)] = Genres.all.map { (Array($0.name.utf8), $0.genre) }

    init(filter: TitleFilter) {
        self.filter = filter
        batch.titles.reserveCapacity(DatasetRead.batchSize)
    }

    var pendingRows: Int { batch.count }

    mutating func takeBatch() -> TitleBatch {
        defer {
            batch = TitleBatch()
            batch.titles.reserveCapacity(DatasetRead.batchSize)
        }
        return batch
    }

    mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
        guard line.fieldCount == 9 else { throw LineProblem("has \(line.fieldCount) fields, expected 9") }
        if let id = line.identifier(0, prefix: IMDbParsers.tt) { seen.insert(id) }
        let kind = TitleFilter.kind(line.bytes(1))
        if kind == .episode {
            if filter.links != nil { try parseEpisode(line) }
            return
        }
        guard filter.keepsType(line.bytes(1)) else {
            if kind.isSeries, let id = line.identifier(0, prefix: IMDbParsers.tt) { excludedSeries.insert(id) }
            return
        }
        let id = try line.requiredIdentifier(0, "tconst", prefix: IMDbParsers.tt)
        guard try keepsAdult(line) else {
            outcome.adultLeftOut += 1
            return
        }
        guard let year = try line.optionalInteger(5, "startYear") else {
            outcome.withoutYear += 1
            return
        }
        guard let primary = line.string(2), !primary.isEmpty else {
            throw LineProblem("primaryTitle is empty")
        }
        let endYear = kind.isSeries ? try line.optionalInteger(6, "endYear") : nil
        let minutes = try line.optionalInteger(7, "runtimeMinutes")
        var genres: Genres = []
        try line.forEachItem(8) { name throws(LineProblem) in
            if let known = Self.genreNames.first(where: { $0.bytes.elementsEqual(name) }) {
                genres.insert(known.genre)
            }
        }
        guard outcome.kept.insert(id) else { throw LineProblem("tconst \(line.quoted(0)) appears twice") }
        var match: CSVExtras?
        switch kind {
        case .series, .miniSeries:
            keptSeries.insert(id)
            if kind == .series { outcome.series += 1 } else { outcome.miniSeries += 1 }
        default:
            outcome.movies += 1
            match = catalogMatch(line, primary, year)
            if match != nil { outcome.matched += 1 }
        }
        let rating = filter.ratings.rating(of: id)
        if rating == nil, kind == .movie { outcome.unrated += 1 }
        batch.titles.append(
            IMDbMovieRecord(
                id: id, kind: kind, title: MovieTitle(display: primary), year: year, endYear: endYear,
                minutes: minutes, rating: rating?.rating ?? 0, votes: rating?.votes ?? 0, genres: genres,
                match: match))
    }

    /// Whether the line's title is kept for its adult flag (counted when left out).
    func keepsAdult(_ line: borrowing TSVLine) throws(LineProblem) -> Bool {
        if line.equals(4, "1") { return filter.includeAdult }
        guard line.equals(4, "0") else { throw LineProblem("isAdult \(line.quoted(4)) is not 0 or 1") }
        return true
    }

    /// The shipped CSV's movie of the line's primary (else original) title and `year`.
    private func catalogMatch(_ line: borrowing TSVLine, _ primary: String, _ year: Int) -> CSVExtras? {
        let catalog = filter.catalog
        guard !catalog.isEmpty else { return nil }
        if let match = catalog[IMDbParsers.matchKey(primary, year)] { return match }
        guard let original = line.string(3), original != primary else { return nil }
        return catalog[IMDbParsers.matchKey(original, year)]
    }
}
