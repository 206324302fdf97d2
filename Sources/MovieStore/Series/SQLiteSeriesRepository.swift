import GRDB
import MovieCatalog

/// The ``SeriesRepository`` over a ``CatalogDatabase``: the `episode` table an IMDb import fills with
/// the episodes of the series it keeps (a CSV import leaves it empty, and every answer is then empty).
///
/// A series' episodes are one read along `episode_by_series` (series, season, number, id), which is
/// broadcast order but for the unknown seasons and numbers (`NULL` sorts first in SQLite, last here),
/// so the rows are put in ``Episode/broadcastOrder(_:_:)`` after reading.
public struct SQLiteSeriesRepository: SeriesRepository {
    /// The database read from.
    public let database: CatalogDatabase

    /// Creates a repository reading from `database`.
    ///
    /// - Parameter database: An open catalog database.
    public init(database: CatalogDatabase) {
        self.database = database
    }

    static let columns = "id, series_id, season, number, title, year, minutes, rating, votes"

    public func episodes(ofSeries seriesID: Int) throws(CatalogError) -> [Episode] {
        let episodes = try database.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: "SELECT \(Self.columns) FROM episode WHERE series_id = ? ORDER BY season, number, id"),
                arguments: [seriesID]
            ).map(Self.episode)
        }
        return episodes.sorted(by: Episode.broadcastOrder)
    }

    public func episode(id: Int) throws(CatalogError) -> Episode? {
        try database.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM episode WHERE id = ?"), arguments: [id]
            ).map(Self.episode)
        }
    }

    public func progress(ofSeries seriesID: Int) throws(CatalogError) -> SeriesProgress {
        let (seen, first, total) = try database.read { db in
            let seen = try Int.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT episode.id FROM episode
                        JOIN library.viewing ON library.viewing.movie_id = episode.id
                        WHERE episode.series_id = ?
                        """), arguments: [seriesID])
            guard seen.isEmpty else { return (seen, Episode?.none, 0) }
            // Nothing seen, the common case: the count and the first episode in broadcast order (unknown
            // seasons and numbers last), without reading every episode of a soap.
            let total = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT COUNT(*) FROM episode WHERE series_id = ?"), arguments: [seriesID])
            // The first known season on the index, then its first episode (one season's rows sorted).
            let season = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT MIN(season) FROM episode WHERE series_id = ? AND season IS NOT NULL"),
                arguments: [seriesID])
            let first = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT \(Self.columns) FROM episode WHERE series_id = ? AND season IS ?
                        ORDER BY number IS NULL, number, id LIMIT 1
                        """), arguments: [seriesID, season]
            ).map(Self.episode)
            return (seen, first, total ?? 0)
        }
        guard !seen.isEmpty else { return SeriesProgress(seen: 0, total: total, next: first) }
        return try SeriesProgress(episodes: episodes(ofSeries: seriesID), seenIDs: Set(seen))
    }

    /// An episode from a row of ``columns``.
    static func episode(_ row: Row) -> Episode {
        Episode(
            id: row[0], seriesID: row[1], season: row[2], number: row[3], title: row[4], year: row[5],
            minutes: row[6], rating: row[7], votes: row[8])
    }
}
