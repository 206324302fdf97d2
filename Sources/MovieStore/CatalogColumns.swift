import GRDB
import GRDBSQLite
import MovieCatalog

/// The columns the filters read, for every movie, in memory: what ``FacetQuery`` counts from.
///
/// Counting facets needs, for every movie a query's other filters keep, its genres, year, length and
/// MPAA rating. Reading those from SQLite takes 10–15 ms for the whole catalog, most of it handing
/// 58,788 rows to the caller one by one; testing the filters on these arrays takes well under a
/// millisecond. The columns take about 1.7 MB for the shipped catalog (32 bytes a movie), are read in one statement the
/// first time facets are counted, and are kept until the catalog's generation changes (any import).
struct CatalogColumns: Sendable {
    /// Movie ids, ascending; every other array is in the same order.
    let ids: [Int32]
    let genres: [UInt32]
    let years: [Int16]
    /// Running times, -1 when unknown.
    let minutes: [Int32]
    /// The index of the MPAA rating in `MPAARating.allCases`, or -1 when unknown.
    let mpaa: [Int8]
    let ratings: [Double]
    let votes: [Int64]
    /// Whether the budget is known, for the statistics (``CatalogStatisticsQuery``).
    let hasBudget: [Bool]
    /// Every genre any movie has: the catalog's genres, OR-ed while the columns are read.
    let allGenres: UInt32

    /// Reads the columns of every movie, ordered by id.
    static func load(_ db: Database) throws -> CatalogColumns {
        let ratingCodes = MPAARating.allCases.enumerated()
            .map { "WHEN '\($0.element.rawValue)' THEN \($0.offset)" }.joined(separator: " ")
        let statement = try db.makeStatement(
            sql: """
                SELECT id, genres, year, ifnull(minutes, -1), CASE mpaa \(ratingCodes) ELSE -1 END, rating, votes,
                    budget IS NOT NULL
                FROM movie ORDER BY id
                """)
        var ids: [Int32] = []
        var genres: [UInt32] = []
        var years: [Int16] = []
        var minutes: [Int32] = []
        var mpaa: [Int8] = []
        var ratings: [Double] = []
        var votes: [Int64] = []
        var hasBudget: [Bool] = []
        var allGenres: UInt32 = 0
        let handle = statement.sqliteStatement
        while true {
            let code = sqlite3_step(handle)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else {
                    throw DatabaseError(
                        resultCode: ResultCode(rawValue: code),
                        message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
                }
                break
            }
            // The import checks every value: ids fit Int32, years 1850–2100, lengths 0–100,000 (or -1), 28 genre bits.
            ids.append(Int32(truncatingIfNeeded: sqlite3_column_int64(handle, 0)))
            let movieGenres = UInt32(truncatingIfNeeded: sqlite3_column_int64(handle, 1))
            genres.append(movieGenres)
            allGenres |= movieGenres
            years.append(Int16(truncatingIfNeeded: sqlite3_column_int64(handle, 2)))
            minutes.append(Int32(truncatingIfNeeded: sqlite3_column_int64(handle, 3)))
            mpaa.append(Int8(truncatingIfNeeded: sqlite3_column_int64(handle, 4)))
            ratings.append(sqlite3_column_double(handle, 5))
            votes.append(sqlite3_column_int64(handle, 6))
            hasBudget.append(sqlite3_column_int64(handle, 7) != 0)
        }
        return CatalogColumns(
            ids: ids, genres: genres, years: years, minutes: minutes, mpaa: mpaa, ratings: ratings, votes: votes,
            hasBudget: hasBudget, allGenres: allGenres)
    }

    /// The positions of `movieIDs` in the columns, ascending (ids not in the catalog are skipped).
    func positions(of movieIDs: [Int]) -> [Int] {
        var positions: [Int] = []
        positions.reserveCapacity(movieIDs.count)
        for id in movieIDs {
            var low = 0
            var high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if Int(ids[middle]) < id { low = middle + 1 } else { high = middle }
            }
            if low < ids.count, Int(ids[low]) == id { positions.append(low) }
        }
        return positions.sorted()
    }

    /// Whether the movie at `position` passes every filter of `query` but its text.
    func passesFilters(_ position: Int, _ query: MovieQuery) -> Bool {
        guard passesKeptFilters(position, query) else { return false }
        if let years = query.years, !years.contains(Int(self.years[position])) { return false }
        if let lengths = query.lengths, !lengths.contains(Int(minutes[position])) { return false }
        if let rating = query.mpaa, Int(mpaa[position]) != MPAARating.allCases.firstIndex(of: rating) { return false }
        return true
    }

    /// Whether the movie at `position` passes the filters of `query` that facets keep: required and
    /// excluded genres, rating and vote bounds (not its text, years, MPAA rating or lengths).
    func passesKeptFilters(_ position: Int, _ query: MovieQuery) -> Bool {
        let movieGenres = Int(genres[position])
        if movieGenres & query.genres.rawValue != query.genres.rawValue { return false }
        if movieGenres & query.excludedGenres.rawValue != 0 { return false }
        if let minimum = query.minimumRating, !(ratings[position] >= minimum) { return false }
        if let maximum = query.maximumRating, !(ratings[position] <= maximum) { return false }
        if let minimum = query.minimumVotes, votes[position] < Int64(minimum) { return false }
        if let maximum = query.maximumVotes, votes[position] > Int64(maximum) { return false }
        return true
    }
}
