import GRDB
import MovieCatalog

extension Movie {
    /// The columns of `movie` a ``Movie`` is decoded from, in the order a `SELECT` lists them: the one
    /// list both the `SELECT` text (``columns``) and the decoder's positions (``init(row:from:)``) come
    /// from. Positions, not names: a page's rows are read by index, and a row joining another table
    /// (the watchlist's) has columns of the same names.
    enum RowColumn: Int, CaseIterable {
        case id, title, year, minutes, budget, rating, votes
        case r1, r2, r3, r4, r5, r6, r7, r8, r9, r10
        case mpaa, genres, imdbID, kind, endYear

        /// The column's name in `movie`.
        var name: String {
            switch self {
            case .imdbID: "imdb_id"
            case .endYear: "end_year"
            default: "\(self)"
            }
        }
    }

    /// The columns ``init(row:from:)`` reads, for `SELECT` statements over `movie`.
    static let columns = RowColumn.allCases.map { "movie.\($0.name)" }.joined(separator: ", ")

    /// Decodes a movie from a row selected with ``columns``.
    ///
    /// - Parameter row: The row, its columns in the order of ``columns`` from index `start`.
    /// - Parameter start: The index of the `id` column in the row.
    init(row: Row, from start: Int = 0) {
        func at(_ column: RowColumn) -> Int { start + column.rawValue }
        self.init(
            id: row[at(.id)], title: row[at(.title)], year: row[at(.year)], minutes: row[at(.minutes)],
            budget: row[at(.budget)], rating: row[at(.rating)], votes: row[at(.votes)],
            ratingShares: Movie.shares(row, from: at(.r1)),
            mpaa: (row[at(.mpaa)] as String?).flatMap(MPAARating.init(rawValue:)),
            genres: Genres(rawValue: row[at(.genres)]), imdbID: (row[at(.imdbID)] as Int?).map(IMDbID.init),
            kind: TitleKind(rawValue: row[at(.kind)]) ?? .movie, endYear: row[at(.endYear)])
    }

    /// The ten shares `r1`…`r10` from column `start`, or `nil` when the catalog has none (all `NULL`).
    private static func shares(_ row: Row, from start: Int) -> [Double]? {
        guard let first = row[start] as Double? else { return nil }
        return [first]
            + (start + 1...start + RowColumn.r10.rawValue - RowColumn.r1.rawValue).map {
                (row[$0] as Double?) ?? 0
            }
    }
}
