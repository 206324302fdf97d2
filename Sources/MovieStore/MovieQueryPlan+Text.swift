import GRDB
import MovieCatalog

extension MovieQueryPlan {
    /// A page of a query with title words (or in the divisive order, or of some kinds of title), found
    /// and ordered on the filter columns.
    ///
    /// The matches are a ``PositionSet`` (``FacetQuery/textSet(_:_:_:cache:)``), tested against the
    /// other filters on the columns, so the count is exact without reading the table. Orders the
    /// columns hold (relevance, year, rating, votes, length) pick the page's movies in memory: at
    /// 705,456 movies `t` matches 330,000, and passing them to SQLite to sort, with the relevance
    /// order's two full-text subqueries, took over a second. The other orders (title, budget,
    /// weighted rating, spread) are picked the same way on the ranks stored at import
    /// (``OrderRanks``). The page's rows are then read by id. Columns without the ranks pass the
    /// matches to SQLite as one JSON array and let it sort them.
    ///
    /// - Returns: The page, or `nil` when this SQLite has no JSON functions (the caller then runs
    ///   the plain plan).
    static func textPage(
        _ db: Database, _ sql: MovieQuerySQL, sort: MovieSort, offset: Int, limit: Int, filter: MovieQuery,
        columns: CatalogColumns, matches: SearchMatchCache?
    ) throws -> MoviePage? {
        var positions: [Int32] = []
        let unfiltered = CatalogColumns.Arrays(filtersOf: filter).isEmpty
        if let set = try FacetQuery.searchSet(db, filter, columns, cache: matches) {
            if unfiltered {
                positions.reserveCapacity(set.count)
                set.forEach { positions.append(Int32($0)) }
            } else {
                set.forEach { if columns.passesFilters($0, filter) { positions.append(Int32($0)) } }
            }
        } else if sort.field == .divisive || filter.filtersKinds {
            // No search: every movie passing the filters. The spread is unknown for most movies (IMDb's
            // datasets have no votes by stars): in SQL, counting those the filters keep walked the
            // 700,000 entries of `movie_by_spread` (270 ms for `7` on a genre and a decade).
            if unfiltered {
                positions = Array(0..<Int32(columns.count))
            } else {
                for position in 0..<columns.count where columns.passesFilters(position, filter) {
                    positions.append(Int32(position))
                }
            }
        } else {
            return nil
        }
        guard limit > 0, offset < positions.count else {
            return MoviePage(movies: [], total: positions.count, offset: offset)
        }
        if let order = try ColumnOrder(db, sort: sort, text: filter.text ?? "", columns: columns, matches: matches) {
            let page = order.page(of: positions, offset: offset, limit: limit)
            guard let movies = try movies(db, ids: page.map { Int(columns.ids[Int($0)]) }) else { return nil }
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

    /// The arrays of ``CatalogColumns`` a page of `query` in order `sort` reads: the ids, those of
    /// its filters and that of its order.
    static func textPageArrays(_ query: MovieQuery, sort: MovieSort) -> CatalogColumns.Arrays {
        CatalogColumns.Arrays(filtersOf: query).union(ColumnOrder.arrays(sort)).union(.ids)
    }

    /// The movies with `ids`, in that order, or `nil` when this SQLite has no JSON functions.
    static func movies(_ db: Database, ids: [Int]) throws -> [Movie]? {
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
    /// Where the key of a position comes from (a switch per movie, not a closure call: a page of
    /// `the` at 705,456 movies keys 226,000 of them).
    private enum Source {
        /// The number of `whole` sets holding the position, then the votes.
        case relevance(whole: [PositionSet], votes: [Int64])
        case years([Int16])
        case ratings([Double])
        case votes([Int64])
        case minutes([Int32])
        /// The ranks of ``OrderRanks`` and the key of an unknown value (rank -1): the largest
        /// ascending, the smallest descending, so that it comes last either way.
        case ranks([Int32], unknown: UInt64)
    }

    private let source: Source
    /// Whether larger keys (and positions) come first.
    let descending: Bool

    /// Calls `body` with the key function of this order, chosen once for all the positions keyed.
    @inline(__always)
    private func withKey<R>(_ body: ((Int) -> UInt64) -> R) -> R {
        switch source {
        case .relevance(let whole, let votes):
            return body { position in
                var rank: UInt64 = 0
                for set in whole where set.contains(position) { rank += 1 }
                return rank << 48 | UInt64(min(max(votes[position], 0), (1 << 48) - 1))
            }
        case .years(let years): return body { ColumnOrder.ordered(Int64(years[$0])) }
        case .ratings(let ratings): return body { ColumnOrder.ordered(ratings[$0]) }
        case .votes(let votes): return body { ColumnOrder.ordered(votes[$0]) }
        // Unknown lengths are -1: first ascending, last descending, as SQLite orders NULL.
        case .minutes(let minutes): return body { ColumnOrder.ordered(Int64(minutes[$0])) }
        case .ranks(let ranks, let unknown):
            return body { position in
                let rank = ranks[position]
                return rank < 0 ? unknown : UInt64(rank) + 1
            }
        }
    }

    /// The arrays of ``CatalogColumns`` the order of `sort` reads.
    static func arrays(_ sort: MovieSort) -> CatalogColumns.Arrays {
        switch sort.field {
        case .relevance, .votes: .votes
        case .year: .years
        case .rating: .ratings
        case .length: .minutes
        case .title, .budget, .weightedRating, .divisive: .ranks(sort.field)
        }
    }

    /// The order of `sort` for search `text`, or `nil` when the columns do not hold its key (its ranks
    /// were not read).
    init?(_ db: Database, sort: MovieSort, text: String, columns: CatalogColumns, matches: SearchMatchCache?) throws {
        switch sort.field {
        case .relevance:
            let words = SearchText(text).words
            // Without words every match ranks alike: the most votes first.
            let whole = try words.map {
                try SearchMatches.set(db, word: $0, whole: true, columns: columns, cache: matches)
            }
            source = .relevance(whole: whole, votes: columns.votes)
            // Best first (rank, then votes, then id, all descending) unless descending is asked.
            descending = !sort.descending
        case .year: (source, descending) = (.years(columns.years), sort.descending)
        case .rating: (source, descending) = (.ratings(columns.ratings), sort.descending)
        case .votes: (source, descending) = (.votes(columns.votes), sort.descending)
        case .length: (source, descending) = (.minutes(columns.minutes), sort.descending)
        case .title, .budget, .weightedRating, .divisive:
            guard let ranks = columns.ranks[sort.field] else { return nil }
            (source, descending) = (.ranks(ranks, unknown: sort.descending ? 0 : .max), sort.descending)
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
        if end <= positions.count - offset {
            return Array(first(end, of: positions, descending: descending)[offset..<end])
        }
        // The reverse order's first count - offset are this order's last, reversed.
        let last = first(positions.count - offset, of: positions, descending: !descending)
        return Array(last[(positions.count - end)...].reversed())
    }

    /// The first `count` of `positions` in the order (reversed if `descending` is not this
    /// order's), sorted.
    private func first(_ count: Int, of positions: [Int32], descending: Bool) -> [Int32] {
        withKey { key in ColumnOrder.first(count, of: positions, descending: descending, key: key) }
    }

    @inline(__always)
    private static func first(
        _ count: Int, of positions: [Int32], descending: Bool, key: (Int) -> UInt64
    ) -> [Int32] {
        func before(_ a: (key: UInt64, position: Int32), _ b: (key: UInt64, position: Int32)) -> Bool {
            descending
                ? (a.key > b.key || (a.key == b.key && a.position > b.position))
                : (a.key < b.key || (a.key == b.key && a.position < b.position))
        }
        guard count > 0 else { return [] }
        guard count <= 1_024, count < positions.count else {
            return positions.map { (key: key(Int($0)), position: $0) }.sorted(by: before).prefix(count).map(\.position)
        }
        // A sorted buffer of the best `count` so far: most positions are rejected against its last,
        // their keys computed as they come. The positions (which ascend) are walked in the order's
        // direction, so that of equal keys the first come are the best: a descending order of one key
        // (the spread unknown for every movie) inserted each of 700,000 positions at the front.
        var best: [(key: UInt64, position: Int32)] = []
        best.reserveCapacity(count + 1)
        for index in positions.indices {
            let position = positions[descending ? positions.count - 1 - index : index]
            let item = (key: key(Int(position)), position: position)
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
