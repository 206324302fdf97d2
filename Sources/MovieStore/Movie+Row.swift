import GRDB
import MovieCatalog

extension Movie {
    /// The columns ``init(row:)`` reads, for `SELECT` statements over `movie`.
    static let columns = """
        movie.id, movie.title, movie.year, movie.minutes, movie.budget, movie.rating, movie.votes,
        movie.r1, movie.r2, movie.r3, movie.r4, movie.r5, movie.r6, movie.r7, movie.r8, movie.r9, movie.r10,
        movie.mpaa, movie.genres, movie.imdb_id
        """

    /// Decodes a movie from a row selected with ``columns``.
    ///
    /// - Parameter row: The row, its columns in the order of ``columns`` from index `start`.
    /// - Parameter start: The index of the `id` column in the row.
    init(row: Row, from start: Int = 0) {
        self.init(
            id: row[start], title: row[start + 1], year: row[start + 2], minutes: row[start + 3],
            budget: row[start + 4], rating: row[start + 5], votes: row[start + 6],
            ratingShares: Movie.shares(row, from: start + 7),
            mpaa: (row[start + 17] as String?).flatMap(MPAARating.init(rawValue:)),
            genres: Genres(rawValue: row[start + 18]), imdbID: (row[start + 19] as Int?).map(IMDbID.init))
    }

    /// The ten shares `r1`…`r10` from column `start`, or `nil` when the catalog has none (all `NULL`).
    private static func shares(_ row: Row, from start: Int) -> [Double]? {
        guard let first = row[start] as Double? else { return nil }
        return [first] + (start + 1...start + 9).map { (row[$0] as Double?) ?? 0 }
    }
}
