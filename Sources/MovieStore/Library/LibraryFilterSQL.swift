import GRDB
import MovieCatalog

/// The terms of a query on the user's library (`seen:`, `mine`, `tag:`, `list:`, `watchlist:`), as
/// SQL over the attached `library` schema and as sets of catalog positions.
///
/// Each term is a query of movie ids in the library, which a page's SQL tests with `IN` or `NOT IN`
/// (``conditions(_:)``), and which the in-memory plans read once into a ``PositionSet``
/// (``set(_:_:_:)``): a library of 10,000 viewings is 10,000 index entries to read, where testing
/// `NOT IN` for each of 720,000 movies walks the catalog. Nothing read here is cached: the library
/// changes with every viewing logged, by this process or another.
enum LibraryFilterSQL {
    /// The movies with at least one viewing, dated or not.
    static let seen = "SELECT movie_id FROM library.viewing"

    /// The movies on the watchlist.
    static let watchlist = "SELECT movie_id FROM library.watchlist"

    /// The movies whose latest rated viewing (the latest day, undated ones last, then the latest
    /// logged) has a rating between two arguments: a rated viewing in range that no rated viewing of
    /// the same movie comes after, looked up on `viewing_by_movie` (a quarter of the window
    /// function's time over 10,000 viewings, which sorted every rated viewing).
    static let myRatings = """
        SELECT v.movie_id FROM library.viewing AS v
        WHERE v.rating BETWEEN ? AND ? AND NOT EXISTS (
            SELECT 1 FROM library.viewing AS l
            WHERE l.movie_id = v.movie_id AND l.rating IS NOT NULL AND (
                (l.watched_on IS NOT NULL AND (v.watched_on IS NULL OR l.watched_on > v.watched_on))
                OR (l.watched_on IS v.watched_on
                    AND (l.logged_at > v.logged_at OR (l.logged_at = v.logged_at AND l.id > v.id)))))
        """

    static let tagged = """
        SELECT viewing.movie_id FROM library.viewing_tag JOIN library.viewing ON viewing.id = viewing_tag.viewing_id
        WHERE viewing_tag.tag = ?
        """

    /// The movies on the list whose name is the argument, ignoring case as the list table's names do.
    static let listed = """
        SELECT list_entry.movie_id FROM library.list_entry JOIN library.list ON list.id = list_entry.list_id
        WHERE list.name = ? COLLATE NOCASE
        """

    /// One library term: the movies it is about, and whether it keeps them or the others.
    struct Term {
        let sql: String
        let arguments: StatementArguments
        let keeps: Bool
    }

    /// The library terms of `query`, in a fixed order.
    static func terms(_ query: MovieQuery) -> [Term] {
        var terms: [Term] = []
        if let seen = query.seen { terms.append(Term(sql: Self.seen, arguments: [], keeps: seen)) }
        if let ratings = query.myRatings {
            terms.append(Term(sql: myRatings, arguments: [ratings.lowerBound, ratings.upperBound], keeps: true))
        }
        terms += query.tags.map { Term(sql: tagged, arguments: [$0], keeps: true) }
        terms += query.lists.map { Term(sql: listed, arguments: [$0], keeps: true) }
        if let onWatchlist = query.onWatchlist {
            terms.append(Term(sql: watchlist, arguments: [], keeps: onWatchlist))
        }
        return terms
    }

    /// The conditions on `movie.id` of `query`'s library terms, with their arguments.
    static func conditions(_ query: MovieQuery) -> [(condition: String, arguments: StatementArguments)] {
        terms(query).map { term in
            ("movie.id \(term.keeps ? "IN" : "NOT IN") (\(term.sql))", term.arguments)
        }
    }

    /// The positions in `columns` of the movies `query`'s library terms keep, or `nil` when it has
    /// none. Reads ``CatalogColumns/ids``.
    static func set(_ db: Database, _ query: MovieQuery, _ columns: CatalogColumns) throws -> PositionSet? {
        var kept: PositionSet?
        for term in terms(query) {
            let movies = try self.movies(db, term.sql, term.arguments, columns)
            if term.keeps {
                if kept == nil { kept = movies } else { kept?.formIntersection(movies) }
            } else {
                if kept == nil { kept = PositionSet.all(capacity: columns.count) }
                kept?.subtract(movies)
            }
        }
        return kept
    }

    /// The positions in `columns` of the movies the user has seen.
    static func seenSet(_ db: Database, _ columns: CatalogColumns) throws -> PositionSet {
        try movies(db, seen, [], columns)
    }

    /// The positions in `columns` of the movies on the watchlist.
    static func watchlistSet(_ db: Database, _ columns: CatalogColumns) throws -> PositionSet {
        try movies(db, watchlist, [], columns)
    }

    /// The positions of the movies `sql` lists (ids the catalog lacks, negative ones included, are skipped).
    private static func movies(
        _ db: Database, _ sql: String, _ arguments: StatementArguments, _ columns: CatalogColumns
    ) throws -> PositionSet {
        let ids = try Int.fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
        return columns.positionSet(of: ids)
    }
}
