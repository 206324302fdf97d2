import GRDB
import MovieCatalog

/// How a ``Viewing`` is read from `library.viewing`: the one `SELECT` (its tags joined by U+001F,
/// then its movie's columns, then its episode's when it names one: ``EpisodeRow``) and the decoder
/// reading it by position.
enum ViewingRow {
    /// The viewing's columns, its tags, whether its movie is in the catalog, then the movie's from
    /// ``movieStart``.
    static let select = """
        SELECT viewing.id, viewing.movie_id, viewing.imdb_id, viewing.title, viewing.year, viewing.watched_on,
            viewing.rating, viewing.rewatch, viewing.note, viewing.logged_at,
            (SELECT group_concat(tag, char(31)) FROM (
                SELECT tag FROM library.viewing_tag WHERE viewing_id = viewing.id ORDER BY place)),
            movie.id IS NOT NULL, \(Movie.columns), \(EpisodeRow.columns)
        FROM library.viewing LEFT JOIN movie ON movie.id = viewing.movie_id \(EpisodeRow.joins(on: "viewing.movie_id"))
        """

    /// The index of the movie's first column in the rows of ``select``.
    static let movieStart = 12

    /// The index of the episode's first column (``EpisodeRow/columns``) in the rows of ``select``.
    static let episodeStart = movieStart + Movie.RowColumn.allCases.count

    /// The order "latest first": the latest day (undated last), then the latest logged.
    static let latestFirst = "viewing.watched_on DESC, viewing.logged_at DESC, viewing.id DESC"

    /// Decodes a row of ``select``.
    static func viewing(_ row: Row) -> Viewing {
        let hasMovie: Bool = row[movieStart - 1]
        let tags = (row[10] as String?).map { $0.split(separator: "\u{1F}").map(String.init) } ?? []
        let details = ViewingDetails(
            date: (row[5] as String?).flatMap { CalendarDate(iso: $0) },
            rating: (row[6] as Int?).flatMap(PersonalRating.init), isRewatch: row[7], note: row[8], tags: tags)
        return Viewing(
            id: row[0], movieID: row[1],
            movie: hasMovie ? Movie(row: row, from: movieStart) : EpisodeRow.movie(row, from: episodeStart),
            details: details,
            loggedAt: Timestamp(millisecondsSince1970: row[9]), imdbID: (row[2] as Int?).map(IMDbID.init),
            title: row[3], year: row[4])
    }

    /// The condition on `viewing` keeping the dated viewings of `year` (all dated ones when `nil`),
    /// as a range of `watched_on`, which its index orders.
    static func days(_ year: Int?) -> (condition: String, arguments: StatementArguments) {
        guard let year else { return ("watched_on IS NOT NULL", []) }
        return (
            "watched_on >= ? AND watched_on < ?",
            [yearText(year) + "-01-01", yearText(year + 1) + "-01-01"]
        )
    }

    /// The year as the four digits `watched_on` starts with.
    static func yearText(_ year: Int) -> String {
        let digits = String(max(0, year))
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `ids` in chunks of 500, the most bound in one `IN` list.
    static func chunks(_ ids: [Int]) -> [ArraySlice<Int>] {
        stride(from: 0, to: ids.count, by: 500).map { ids[$0..<min($0 + 500, ids.count)] }
    }

    /// `?,?,?` for `chunk`.
    static func marks(_ chunk: ArraySlice<Int>) -> String {
        String(repeating: "?,", count: max(0, chunk.count - 1)) + "?"
    }
}
