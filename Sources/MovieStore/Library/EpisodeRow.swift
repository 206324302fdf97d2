import GRDB
import MovieCatalog

/// How the library's rows that name an episode (a viewing, a watchlist or list entry) read it back.
///
/// The library keys its rows by movie id, and an episode's id is the number of its IMDb id, as a
/// movie's is: so a row naming an episode is a row whose id the `movie` table lacks and the
/// `episode` table has. Every reader of library rows LEFT JOINs `movie` first, then, only where that
/// finds nothing, `episode` and its series (``joins(on:)``), and decodes the episode as a ``Movie`` of
/// kind ``TitleKind/episode`` (``movie(_:from:)``): its title `Breaking Bad · S05E14 · Ozymandias`,
/// its year (its series' first year when unknown), its running time, rating and votes, its series'
/// genres. A row stores the same title and year, so an episode the catalog loses still reads well.
enum EpisodeRow {
    /// The columns ``movie(_:from:)`` decodes, after the joins of ``joins(on:)``.
    static let columns = """
        episode.id, episode.series_id, episode.season, episode.number, episode.title, episode.year,
            episode.minutes, episode.rating, episode.votes, series.display_title, series.year, series.genres
        """

    /// The number of ``columns``.
    static let columnCount = 12

    /// The joins reading the episode whose id is `idColumn` where the `movie` join found nothing, and
    /// its series (aliased `series`).
    ///
    /// - Parameter idColumn: The library row's movie id column (`viewing.movie_id`).
    static func joins(on idColumn: String) -> String {
        """
        LEFT JOIN episode ON movie.id IS NULL AND episode.id = \(idColumn)
        LEFT JOIN movie AS series ON series.id = episode.series_id
        """
    }

    /// The condition keeping the library rows that do not name an episode of the catalog (on
    /// `idColumn`): a movie's, or one the catalog lacks.
    ///
    /// - Parameter idColumn: The library row's movie id column.
    static func notEpisode(_ idColumn: String) -> String {
        "(\(idColumn) IN (SELECT id FROM movie) OR \(idColumn) NOT IN (SELECT id FROM episode))"
    }

    /// The episode of a row read with ``columns`` from `start`, as a ``Movie`` of kind
    /// ``TitleKind/episode``; `nil` when the row names none.
    ///
    /// - Parameter row: The row.
    /// - Parameter start: The index of ``columns``' first.
    static func movie(_ row: Row, from start: Int) -> Movie? {
        guard let id = row[start] as Int? else { return nil }
        let episode = Episode(
            id: id, seriesID: row[start + 1], season: row[start + 2], number: row[start + 3], title: row[start + 4],
            year: row[start + 5], minutes: row[start + 6], rating: row[start + 7], votes: row[start + 8])
        return Movie(
            episode: episode, seriesTitle: row[start + 9], seriesYear: row[start + 10],
            seriesGenres: Genres(rawValue: (row[start + 11] as Int?) ?? 0))
    }

    /// What a library row keeps of episode `id` (its IMDb id, its title as
    /// ``Movie/init(episode:seriesTitle:seriesYear:seriesGenres:)`` writes it, its year or its
    /// series'), or `nil` when the catalog has no such episode or has a movie of that id.
    ///
    /// - Parameter db: A connection.
    /// - Parameter id: The episode's id.
    static func kept(_ db: Database, id: Int) throws -> (imdbID: Int, title: String, year: Int?)? {
        guard id > 0,
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT \(columns) FROM (SELECT ? AS id) AS wanted
                        LEFT JOIN movie ON movie.id = wanted.id \(joins(on: "wanted.id"))
                        """), arguments: [id]),
            let movie = movie(row, from: 0)
        else { return nil }
        return (id, movie.title.catalog, (row[5] as Int?) ?? (row[10] as Int?))
    }
}
