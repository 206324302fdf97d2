import GRDB
import MovieCatalog

/// Counts the ``FacetCounts`` of a query from the catalog's columns in memory.
///
/// Every facet changes one filter: genres add to the query, decades replace its years, MPAA ratings
/// replace its MPAA rating, runtime budgets replace its lengths, seen and watchlist replace its seen
/// and watchlist filters, kinds replace its kinds. So the count walks the movies that pass the query's other filters (its
/// title words through the search table, then genres, ratings and votes on ``CatalogColumns``), and
/// a ``FacetTally`` tests the replaceable filters per movie and counts every facet in the same pass.
/// Summing 18 `CASE` expressions in SQL took 45 ms on the full catalog, and reading the four columns
/// row by row from SQLite 10–15 ms; the pass over the arrays takes under a millisecond.
///
/// The pass counts every movie as not seen and not on the watchlist, which depends on the catalog
/// alone, so it is kept with the filter's other counts until the next import; the few movies of the
/// library (its viewings and watchlist) are then taken out of it and counted again as they are, on
/// every call. `seen:no` over the whole catalog is thus one kept pass and ten thousand corrections.
/// A query narrowed by my rating, a tag or a list keeps only library movies: those are counted
/// directly, every time.
enum FacetQuery {
    static func fetch(
        _ db: Database, _ query: MovieQuery, cache: FilterCountCache, columns columnsCache: CatalogColumnsCache,
        matches: SearchMatchCache? = nil
    ) throws -> FacetCounts {
        let size = try CatalogSize.fetch(db)
        let arrays = CatalogColumns.Arrays([.ids, .genres, .years, .minutes, .mpaa, .kinds])
            .union(CatalogColumns.Arrays(keptFiltersOf: query))
        let columns = try columnsCache.columns(generation: size.generation, needing: arrays) {
            try CatalogColumns.load(db, $0)
        }
        let seen = try LibraryFilterSQL.seenSet(db, columns)
        let watchlist = try LibraryFilterSQL.watchlistSet(db, columns)
        // The movies passing every filter but the replaceable ones; library terms on my rating, tags and
        // lists keep a few library movies, counted as they are.
        var others = query
        (others.seen, others.onWatchlist) = (nil, nil)
        let search = try searchSet(db, others, columns, cache: matches)
        var tally = FacetTally(query: query, mpaaCodes: MPAARating.allCases.count)
        func add(_ position: Int, asIs: Bool, weight: Int) {
            guard columns.passesKeptFilters(position, query) else { return }
            tally.add(
                genres: Int(columns.genres[position]), year: Int(columns.years[position]),
                minutes: Int(columns.minutes[position]), mpaa: Int(columns.mpaa[position]),
                seen: asIs && seen.contains(position), onWatchlist: asIs && watchlist.contains(position),
                kind: Int(columns.kinds[position]), weight: weight)
        }
        if others.hasLibraryFilters {
            search?.forEach { add($0, asIs: true, weight: 1) }
            return tally.counts(ratings: MPAARating.allCases)
        }
        // Counted as if nothing were seen or on the watchlist, `seen:no` and `watchlist:no` keep every
        // movie: the kept counts of the query without them serve (the whole catalog's, for `seen:no`).
        var counted = query
        if counted.seen == false { counted.seen = nil }
        if counted.onWatchlist == false { counted.onWatchlist = nil }
        let key = FilterCountCache.key(counted)
        let cached = size.generation.flatMap { cache.counts(for: key, generation: $0) }
        let base: FacetCounts
        if let kept = cached?.facets {
            base = kept
        } else {
            var unseen = FacetTally(query: counted, mpaaCodes: MPAARating.allCases.count)
            func count(_ position: Int) {
                guard columns.passesKeptFilters(position, query) else { return }
                unseen.add(
                    genres: Int(columns.genres[position]), year: Int(columns.years[position]),
                    minutes: Int(columns.minutes[position]), mpaa: Int(columns.mpaa[position]),
                    kind: Int(columns.kinds[position]))
            }
            if let search { search.forEach(count) } else { for position in 0..<columns.count { count(position) } }
            base = unseen.counts(ratings: MPAARating.allCases)
            if let generation = size.generation {
                var counts = cached ?? FilterCounts(total: base.total, knownBudgets: nil)
                counts.facets = base
                // The base's total is the query's when it has no library terms; with them, pages never read it.
                cache.store(counts, for: key, generation: generation)
            }
        }
        // The library's movies, counted above as not seen and off the watchlist, counted as they are.
        func correct(_ position: Int) {
            guard search?.contains(position) ?? true else { return }
            add(position, asIs: false, weight: -1)
            add(position, asIs: true, weight: 1)
        }
        seen.forEach(correct)
        watchlist.forEach { if !seen.contains($0) { correct($0) } }
        return tally.counts(ratings: MPAARating.allCases, adding: base)
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
