import Foundation

/// A series written straight into a catalog's `movie` and `episode` tables (as an IMDb import
/// leaves them), for the tests of series on the command line and in the library: Breaking Bad
/// (tt0903747, 2008–2013) with a special (season 0), three seasons, an unrated episode (S02E03) and
/// one of unknown season and number, twelve episodes in all (Crime, Drama); and a running
/// mini-series without episodes (Drama, History).
public enum SampleSeries {
    /// The series' id (the number of its IMDb id).
    public static let seriesID = 903_747

    /// The mini-series' id: running since 2019, no episodes in the catalog.
    public static let miniSeriesID = 7_366_338

    /// The episodes: id, season, number, title, year, minutes, rating, votes.
    public static let episodes:
        [(id: Int, season: Int?, number: Int?, title: String, year: Int?, rating: Double, votes: Int)] = [
            (1_000_001, 0, 1, "Minisode", 2009, 7.2, 500),
            (959_621, 1, 1, "Pilot", 2008, 9.0, 40_000),
            (1_054_724, 1, 2, "Cat's in the Bag...", 2008, 8.6, 30_000),
            (1_054_725, 1, 3, "...And the Bag's in the River", 2008, 8.7, 29_000),
            (1_232_244, 2, 1, "Seven Thirty-Seven", 2009, 8.7, 25_000),
            (1_232_249, 2, 2, "Grilled", 2009, 9.2, 27_000),
            (1_232_250, 2, 3, "Bit by a Dead Bee", 2009, 0, 0),
            (1_528_116, 3, 1, "No Más", 2010, 8.5, 20_000),
            (1_615_186, 3, 2, "Caballo sin Nombre", 2010, 8.6, 19_000),
            (1_615_187, 3, 3, "I.F.T.", 2010, 8.4, 18_000),
            (1_615_944, 3, 4, "Green Light", 2010, 8.3, 17_000),
            (9_000_001, nil, nil, "Extra", nil, 0, 0),
        ]

    /// The statements writing the series, the mini-series and the episodes.
    public static var sql: String {
        var sql = """
            INSERT INTO movie (id, imdb_id, title, display_title, sort_title, year, minutes, rating, votes, genres,
                kind, end_year)
            VALUES (\(seriesID), \(seriesID), 'Breaking Bad', 'Breaking Bad', 'breaking bad', 2008, 49, 9.5, 2000000,
                    1032, 1, 2013),
                (\(miniSeriesID), \(miniSeriesID), 'Chernobyl Diaries', 'Chernobyl Diaries', 'chernobyl diaries', 2019,
                    60, 8.0, 1000, 32776, 2, NULL);

            """
        for episode in episodes {
            let values: [String] = [
                "\(episode.id)", "\(seriesID)", episode.season.map(String.init) ?? "NULL",
                episode.number.map(String.init) ?? "NULL",
                "'" + episode.title.replacingOccurrences(of: "'", with: "''") + "'",
                episode.year.map(String.init) ?? "NULL", "47", "\(episode.rating)", "\(episode.votes)",
            ]
            sql +=
                "INSERT INTO episode (id, series_id, season, number, title, year, minutes, rating, votes) VALUES ("
                + values.joined(separator: ", ") + ");\n"
        }
        return sql
    }
}
