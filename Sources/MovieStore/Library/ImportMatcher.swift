import GRDB
import MovieCatalog

/// Finds the catalog's movie for an import record: by IMDb id (a movie's, else an episode's), else
/// by title and year.
///
/// Title and year, in order: the primary title in the record's year, then the original title in that
/// year, then either title a year before or after, which counts only when it gives exactly one
/// movie. Two movies at any step are never chosen between: the record is ambiguous. A title is
/// compared by ``TitleMatchKey`` (case, diacritics, punctuation, "The X" / "X, The"), and a movie
/// whose IMDb id differs from the record's is never a candidate.
///
/// Lookups are cached statements on indexed columns: `movie.imdb_id` (`movie_by_imdb`), then
/// `movie.sort_title` with the year (`movie_by_title`), then, when the sort key differs (accents,
/// punctuation), the full-text index `movie_fts`, which folds case and diacritics. Outcomes are
/// remembered per film within one import: a film's diary, ratings and watched rows ask once.
struct ImportMatcher {
    /// A movie as matching sees it.
    struct Candidate: Sendable, Hashable {
        let id: Int
        let imdbID: Int?
        /// The display title.
        let title: String
        let year: Int
    }

    /// What matching found.
    enum Outcome: Sendable, Hashable {
        case byID(Candidate)
        case byTitle(Candidate)
        case ambiguous([Candidate])
        case unmatched
    }

    private let db: Database
    private var outcomes: [String: Outcome] = [:]

    init(_ db: Database) {
        self.db = db
    }

    /// The outcome for `record`.
    mutating func match(_ record: ImportRecord) throws -> Outcome {
        let cacheKey =
            "\(record.imdbID?.number ?? 0)\t\(record.title)\t\(record.originalTitle ?? "")\t\(record.year ?? -1)"
        if let known = outcomes[cacheKey] { return known }
        let outcome = try findOutcome(record)
        outcomes[cacheKey] = outcome
        return outcome
    }

    private func findOutcome(_ record: ImportRecord) throws -> Outcome {
        if let imdbID = record.imdbID {
            if let movie = try movie(imdbID: imdbID.number) { return .byID(movie) }
            // IMDb's ratings export rates episodes too: one is named by its IMDb id, never by a title.
            if let episode = try EpisodeRow.kept(db, id: imdbID.number) {
                return .byID(
                    Candidate(
                        id: episode.imdbID, imdbID: episode.imdbID, title: episode.title, year: episode.year ?? 0))
            }
        }
        let titles = [record.title] + (record.originalTitle.map { [$0] } ?? [])
        guard let year = record.year else {
            let any = try titles.flatMap { try candidates($0, years: 1800...3000, record) }
            return any.isEmpty ? .unmatched : .ambiguous(Self.unique(any))
        }
        for title in titles {
            let found = try candidates(title, years: year...year, record)
            if found.count == 1 { return .byTitle(found[0]) }
            if found.count > 1 { return .ambiguous(found) }
        }
        let near = Self.unique(
            try titles.flatMap { try candidates($0, years: year - 1...year + 1, record) }.filter { $0.year != year })
        if near.count == 1 { return .byTitle(near[0]) }
        return near.isEmpty ? .unmatched : .ambiguous(near)
    }

    /// The movies a review might pick for `record`: the outcome's candidates, else the films of its
    /// title in any year.
    mutating func candidates(for record: ImportRecord) throws -> [Candidate] {
        switch try match(record) {
        case .byID(let movie), .byTitle(let movie): return [movie]
        case .ambiguous(let movies): return movies
        case .unmatched:
            let titles = [record.title] + (record.originalTitle.map { [$0] } ?? [])
            return Array(Self.unique(try titles.flatMap { try candidates($0, years: 1800...3000, record) }).prefix(20))
        }
    }

    /// The lookup by IMDb id: `movie_by_imdb`.
    static let byIMDbSQL = "SELECT id, imdb_id, title, year FROM movie WHERE imdb_id = ? ORDER BY id LIMIT 1"

    /// The lookup by title and years: `movie_by_title`, whose key starts with `sort_title`.
    static let bySortTitleSQL =
        "SELECT id, imdb_id, title, year FROM movie WHERE sort_title = ? AND year BETWEEN ? AND ?"

    /// The movie of IMDb id `number`, the lowest id when several.
    func movie(imdbID number: Int) throws -> Candidate? {
        let statement = try db.cachedStatement(sql: Self.byIMDbSQL)
        return try Row.fetchOne(statement, arguments: [number]).map(Self.candidate)
    }

    /// The movie of catalog id `id`.
    func movie(id: Int) throws -> Candidate? {
        let statement = try db.cachedStatement(sql: "SELECT id, imdb_id, title, year FROM movie WHERE id = ?")
        return try Row.fetchOne(statement, arguments: [id]).map(Self.candidate)
    }

    /// The movies of `title` in `years` that may be `record`'s film, lowest id first.
    private func candidates(_ title: String, years: ClosedRange<Int>, _ record: ImportRecord) throws -> [Candidate] {
        let key = TitleMatchKey.of(title)
        let sortKeys = Set([MovieTitle(display: title).sortKey, MovieTitle(catalog: title).sortKey])
        let bySortTitle = try db.cachedStatement(sql: Self.bySortTitleSQL)
        var found: [Candidate] = []
        for sortKey in sortKeys {
            let rows = try Row.fetchCursor(bySortTitle, arguments: [sortKey, years.lowerBound, years.upperBound])
            while let row = try rows.next() { found.append(Self.candidate(row)) }
        }
        if found.isEmpty, let query = Self.ftsQuery(title) {
            let byWords = try db.cachedStatement(
                sql: """
                    SELECT movie.id, movie.imdb_id, movie.title, movie.year
                    FROM movie_fts JOIN movie ON movie.id = movie_fts.rowid
                    WHERE movie_fts MATCH ? AND movie.year BETWEEN ? AND ?
                    """)
            let rows = try Row.fetchCursor(byWords, arguments: [query, years.lowerBound, years.upperBound])
            while let row = try rows.next() { found.append(Self.candidate(row)) }
        }
        let wanted = record.imdbID?.number
        return Self.unique(
            found.filter { movie in
                TitleMatchKey.of(movie.title) == key && (wanted == nil || movie.imdbID == nil || movie.imdbID == wanted)
            })
    }

    /// A phrase of the title's words for `movie_fts` (`"amelie"`), or `nil` for a title without one.
    static func ftsQuery(_ title: String) -> String? {
        let words = MovieTitle(catalog: title).display.split { !($0.isLetter || $0.isNumber) }
        guard !words.isEmpty else { return nil }
        return "\"" + words.joined(separator: " ") + "\""
    }

    /// `movies` without repeats, lowest id first.
    static func unique(_ movies: [Candidate]) -> [Candidate] {
        var seen = Set<Int>()
        return movies.sorted { $0.id < $1.id }.filter { seen.insert($0.id).inserted }
    }

    private static func candidate(_ row: Row) -> Candidate {
        Candidate(id: row[0], imdbID: row[1], title: MovieTitle(catalog: row[2]).display, year: row[3])
    }
}
