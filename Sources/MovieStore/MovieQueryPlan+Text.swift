import GRDB
import MovieCatalog

extension MovieQueryPlan {
    /// A page of a query with title words, found and ordered on the filter columns.
    ///
    /// The matches are a ``PositionSet`` (``FacetQuery/textSet(_:_:_:cache:)``), tested against the
    /// other filters on the columns, so the count is exact without reading the table. Orders the
    /// columns hold (relevance, year, rating, votes, length) pick the page's movies in memory: at
    /// 705,456 movies `t` matches 330,000, and passing them to SQLite to sort, with the relevance
    /// order's two full-text subqueries, took over a second. The page's rows are then read by id.
    /// Other orders (title, budget, weighted rating, spread) pass the matches to SQLite as one JSON
    /// array and let it sort them.
    ///
    /// - Returns: The page, or `nil` when this SQLite has no JSON functions (the caller then runs
    ///   the plain plan).
    static func textPage(
        _ db: Database, _ sql: MovieQuerySQL, sort: MovieSort, offset: Int, limit: Int, filter: MovieQuery,
        columns: CatalogColumns, matches: SearchMatchCache?
    ) throws -> MoviePage? {
        guard let set = try FacetQuery.searchSet(db, filter, columns, cache: matches) else { return nil }
        var positions: [Int32] = []
        set.forEach { if columns.passesFilters($0, filter) { positions.append(Int32($0)) } }
        guard limit > 0, offset < positions.count else {
            return MoviePage(movies: [], total: positions.count, offset: offset)
        }
        if let order = try ColumnOrder(db, sort: sort, text: filter.text ?? "", columns: columns, matches: matches) {
            let page = order.page(of: positions, offset: offset, limit: limit)
            guard let movies = try fetch(db, ids: page.map { Int(columns.ids[Int($0)]) }) else { return nil }
            return MoviePage(movies: movies, total: positions.count, offset: offset)
        }
        guard
            let statement = try? db.cachedStatement(
                sql: """
                    SELECT \(Movie.columns) FROM movie WHERE movie.id IN (SELECT value FROM json_each(?))
                    \(sql.orderClause) LIMIT ? OFFSET ?
                    """)
        else { return nil }
        let list = "[" + positions.map { String(columns.ids[Int($0)]) }.joined(separator: ",") + "]"
        var arguments: StatementArguments = [list]
        _ = arguments.append(contentsOf: sql.orderArguments)
        _ = arguments.append(contentsOf: [limit, offset])
        let movies = try Row.fetchAll(statement, arguments: arguments).map { Movie(row: $0) }
        return MoviePage(movies: movies, total: positions.count, offset: offset)
    }

    /// The movies with `ids`, in that order, or `nil` when this SQLite has no JSON functions.
    private static func fetch(_ db: Database, ids: [Int]) throws -> [Movie]? {
        guard
            let statement = try? db.cachedStatement(
                sql: "SELECT \(Movie.columns) FROM movie WHERE movie.id IN (SELECT value FROM json_each(?))")
        else { return nil }
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        let movies = try Row.fetchAll(statement, arguments: [list]).map { Movie(row: $0) }
        let byID = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }
}

/// An order of movies computed from ``CatalogColumns``: a key per position, ties broken by the
/// position (which is the id's order) in the same direction, as the SQL orders break them.
struct ColumnOrder {
    /// The key of the movie at a position.
    let key: (Int) -> UInt64
    /// Whether larger keys (and positions) come first.
    let descending: Bool

    /// The order of `sort` for search `text`, or `nil` when the columns do not hold its key.
    init?(_ db: Database, sort: MovieSort, text: String, columns: CatalogColumns, matches: SearchMatchCache?) throws {
        switch sort.field {
        case .relevance:
            let words = SearchText(text).words
            // Without words every match ranks alike: the most votes first.
            let whole = try words.map {
                try SearchMatches.set(db, word: $0, whole: true, columns: columns, cache: matches)
            }
            let votes = columns.votes
            key = { position in
                var rank: UInt64 = 0
                for set in whole where set.contains(position) { rank += 1 }
                return rank << 48 | UInt64(min(max(votes[position], 0), (1 << 48) - 1))
            }
            // Best first (rank, then votes, then id, all descending) unless descending is asked.
            descending = !sort.descending
        case .year:
            descending = sort.descending
            let years = columns.years
            key = { ColumnOrder.ordered(Int64(years[$0])) }
        case .rating:
            descending = sort.descending
            let ratings = columns.ratings
            key = { ColumnOrder.ordered(ratings[$0]) }
        case .votes:
            descending = sort.descending
            let votes = columns.votes
            key = { ColumnOrder.ordered(votes[$0]) }
        case .length:
            descending = sort.descending
            // Unknown lengths are -1: first ascending, last descending, as SQLite orders NULL.
            let minutes = columns.minutes
            key = { ColumnOrder.ordered(Int64(minutes[$0])) }
        case .title, .budget, .weightedRating, .divisive:
            return nil
        }
    }

    /// A key ordering integers as their values.
    static func ordered(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: value) ^ (1 << 63)
    }

    /// A key ordering doubles (not NaN) as their values.
    static func ordered(_ value: Double) -> UInt64 {
        let bits = value.bitPattern
        return bits >> 63 == 1 ? ~bits : bits | (1 << 63)
    }

    /// The positions from `offset` to `offset + limit` of `positions` in this order.
    ///
    /// Only the first `offset + limit` are sorted (or, for a page near the end such as End's, the
    /// last `count - offset` in the reverse order), so a page of 50 among 330,000 matches keeps 50.
    func page(of positions: [Int32], offset: Int, limit: Int) -> [Int32] {
        let end = min(offset + limit, positions.count)
        let keyed = positions.map { (key: key(Int($0)), position: $0) }
        if end <= positions.count - offset {
            return Array(ColumnOrder.first(end, of: keyed, descending: descending)[offset..<end])
        }
        // The reverse order's first count - offset are this order's last, reversed.
        let last = ColumnOrder.first(positions.count - offset, of: keyed, descending: !descending)
        return Array(last[(positions.count - end)...].reversed())
    }

    /// The first `count` of `items` in the order, sorted.
    private static func first(
        _ count: Int, of items: [(key: UInt64, position: Int32)], descending: Bool
    ) -> [Int32] {
        func before(_ a: (key: UInt64, position: Int32), _ b: (key: UInt64, position: Int32)) -> Bool {
            descending
                ? (a.key > b.key || (a.key == b.key && a.position > b.position))
                : (a.key < b.key || (a.key == b.key && a.position < b.position))
        }
        guard count > 0 else { return [] }
        guard count <= 1_024, count < items.count else {
            return items.sorted(by: before).prefix(count).map(\.position)
        }
        // A sorted buffer of the best `count` so far: most items are rejected against its last.
        var best: [(key: UInt64, position: Int32)] = []
        best.reserveCapacity(count + 1)
        for item in items {
            if best.count == count, let last = best.last, !before(item, last) { continue }
            var low = 0
            var high = best.count
            while low < high {
                let middle = (low + high) / 2
                if before(best[middle], item) { low = middle + 1 } else { high = middle }
            }
            best.insert(item, at: low)
            if best.count > count { best.removeLast() }
        }
        return best.map(\.position)
    }
}
