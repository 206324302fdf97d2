import GRDB
import MovieCatalog

/// Counts the ``FacetCounts`` of a query from the catalog's columns in memory.
///
/// Every facet changes one filter: genres add to the query, decades replace its years, MPAA ratings
/// replace its MPAA rating, runtime budgets replace its lengths. So the count walks the movies that
/// pass the query's other filters (its title words through the search table, then genres, ratings
/// and votes on ``CatalogColumns``), and a ``FacetTally`` tests the three replaceable filters per
/// movie and counts every facet in the same pass. Summing 18 `CASE` expressions in SQL took 45 ms on
/// the full catalog, and reading the four columns row by row from SQLite 10–15 ms; the pass over
/// the arrays takes under a millisecond. Counts are kept with the filter's other counts until the
/// next import, except what depends on the user's library: a query with library terms is counted
/// every time (its seen and watchlist filters are replaced like the years), and the seen and
/// watchlist counts of any other query are counted every time from the library's few movies.
enum FacetQuery {
    static func fetch(
        _ db: Database, _ query: MovieQuery, cache: FilterCountCache, columns columnsCache: CatalogColumnsCache,
        matches: SearchMatchCache? = nil
    ) throws -> FacetCounts {
        let key = FilterCountCache.key(query)
        let size = try CatalogSize.fetch(db)
        let arrays = CatalogColumns.Arrays([.ids, .genres, .years, .minutes, .mpaa])
            .union(CatalogColumns.Arrays(keptFiltersOf: query))
        let columns = try columnsCache.columns(generation: size.generation, needing: arrays) {
            try CatalogColumns.load(db, $0)
        }
        // The matches of library terms change with the library: counted every time, never kept.
        if query.hasLibraryFilters {
            var others = query
            (others.seen, others.onWatchlist) = (nil, nil)
            return count(
                query, columns, positions: try searchSet(db, others, columns, cache: matches),
                seen: try LibraryFilterSQL.seenSet(db, columns),
                watchlist: try LibraryFilterSQL.watchlistSet(db, columns))
        }
        let search = try searchSet(db, query, columns, cache: matches)
        let cached = size.generation.flatMap { cache.counts(for: key, generation: $0) }
        var facets = cached?.facets ?? count(query, columns, positions: search, seen: nil, watchlist: nil)
        if let generation = size.generation, cached?.facets == nil {
            var counts = cached ?? FilterCounts(total: facets.total, knownBudgets: nil)
            counts.facets = facets
            cache.store(counts, for: key, generation: generation)
        }
        // Seen and on the watchlist, which the cache cannot keep: the few movies of the library,
        // tested against the query.
        func passing(_ library: PositionSet) -> Int {
            var kept = library
            if let search { kept.formIntersection(search) }
            var total = 0
            kept.forEach { if columns.passesFilters($0, query) { total += 1 } }
            return total
        }
        let seen = passing(try LibraryFilterSQL.seenSet(db, columns))
        let onWatchlist = passing(try LibraryFilterSQL.watchlistSet(db, columns))
        facets.seen = [true: seen, false: facets.total - seen].filter { $0.value > 0 }
        facets.watchlist = [true: onWatchlist, false: facets.total - onWatchlist].filter { $0.value > 0 }
        return facets
    }

    /// Counts the facets of `query` in one pass over `positions` (every movie when `nil`): the movies
    /// passing its filters but those a facet replaces. `seen` and `watchlist` are the library's
    /// movies, or `nil` when the query has no library filter (its seen and watchlist counts are then
    /// not counted here).
    private static func count(
        _ query: MovieQuery, _ columns: CatalogColumns, positions: PositionSet?, seen: PositionSet?,
        watchlist: PositionSet?
    ) -> FacetCounts {
        var tally = FacetTally(query: query, mpaaCodes: MPAARating.allCases.count)
        func add(_ position: Int) {
            guard columns.passesKeptFilters(position, query) else { return }
            tally.add(
                genres: Int(columns.genres[position]), year: Int(columns.years[position]),
                minutes: Int(columns.minutes[position]), mpaa: Int(columns.mpaa[position]),
                seen: seen?.contains(position) ?? false, onWatchlist: watchlist?.contains(position) ?? false)
        }
        if let positions {
            positions.forEach(add)
        } else {
            for position in 0..<columns.count { add(position) }
        }
        return tally.counts(ratings: MPAARating.allCases)
    }

    /// The movies matching `query`'s title words, people terms and library terms, or `nil` when it
    /// has none of them.
    ///
    /// Title words come from ``textSet(_:_:_:cache:)``; each people term keeps the movies crediting a
    /// matching person in its role (a person credited twice on a movie names it once), stored for a
    /// one-letter name (``LetterSets``); library terms keep what ``LibraryFilterSQL`` reads from the
    /// user's library.
    static func searchSet(
        _ db: Database, _ query: MovieQuery, _ columns: CatalogColumns, cache: SearchMatchCache? = nil
    ) throws -> PositionSet? {
        var kept = try textSet(db, query, columns, cache: cache)
        for filter in query.people {
            guard let credited = MovieQuerySQL.creditedMovies(filter) else { continue }
            let set: PositionSet
            if filter.person == nil, columns.hasSearchBitmaps,
                let stored = try LetterSets.movies(db, filter, capacity: columns.count)
            {
                set = stored
            } else {
                let ids = try Int.fetchAll(db.cachedStatement(sql: credited.sql), arguments: [credited.argument])
                set = columns.positionSet(of: ids)
            }
            if kept == nil { kept = set } else { kept?.formIntersection(set) }
        }
        if let library = try LibraryFilterSQL.set(db, query, columns) {
            if kept == nil { kept = library } else { kept?.formIntersection(library) }
        }
        return kept
    }

    /// The positions in `columns` of the movies matching `query`'s title words and people terms, or
    /// `nil` when it has neither.
    static func searchPositions(
        _ db: Database, _ query: MovieQuery, _ columns: CatalogColumns, cache: SearchMatchCache? = nil
    ) throws -> [Int]? {
        try searchSet(db, query, columns, cache: cache)?.positions
    }

    /// The movies matching `query`'s title words, or `nil` when it has none.
    ///
    /// Each word's matches come from ``SearchMatches`` (a stored set for a word many titles match,
    /// the search table otherwise) and are intersected; text without words is matched on the
    /// titles, as a page matches it.
    static func textSet(
        _ db: Database, _ query: MovieQuery, _ columns: CatalogColumns, cache: SearchMatchCache? = nil
    ) throws -> PositionSet? {
        // A query of its text alone: its search is the text.
        let text = MovieQuerySQL(MovieQuery(text: query.text))
        guard text.hasSearch else { return nil }
        let words = SearchText(query.text ?? "").words
        if !words.isEmpty {
            return try SearchMatches.matching(db, words: words, columns: columns, cache: cache)
        }
        let ids = try Int.fetchAll(
            db.cachedStatement(sql: "SELECT movie.id FROM movie \(text.whereClause) ORDER BY movie.id"),
            arguments: text.arguments)
        return columns.positionSet(ofAscending: ids)
    }
}
