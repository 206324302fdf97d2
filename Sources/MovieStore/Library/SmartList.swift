import GRDB
import MovieCatalog

/// A smart list's members: the catalog's movies matching its saved field query, in the query's order.
struct SmartList {
    let database: CatalogDatabase
    /// The list's name, for the messages.
    let name: String
    /// The saved field query.
    let query: String

    /// The saved query, parsed.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` naming the list and the term
    ///   when the query no longer reads (a term a newer version of reel added, then removed).
    func movieQuery() throws(CatalogError) -> MovieQuery {
        do {
            return try FieldQuery.parse(query)
        } catch {
            throw CatalogError(.invalidArgument, "the smart list \"\(name)\" has a query that does not read: \(error)")
        }
    }

    /// The members at `offset..<offset+limit`, each marked seen or not.
    func entries(offset: Int, limit: Int) throws(CatalogError) -> [ListEntry] {
        var movieQuery = try movieQuery()
        movieQuery.offset = offset
        movieQuery.limit = min(limit, SQLiteMovieRepository.maximumLimit)
        let movies = try SQLiteMovieRepository(database: database).movies(matching: movieQuery).movies
        let seen = try SQLiteDiaryRepository(database: database).seen(ids: movies.map(\.id))
        return movies.enumerated().map { index, movie in
            ListEntry(
                position: offset + index + 1, movieID: movie.id, movie: movie, note: nil,
                isSeen: seen.contains(movie.id))
        }
    }

    /// How many movies match, and how many of them the user has seen.
    func progress() throws(CatalogError) -> ListProgress {
        var movieQuery = try movieQuery()
        movieQuery.offset = 0
        movieQuery.limit = 0
        let total = try SQLiteMovieRepository(database: database).movies(matching: movieQuery).total
        return ListProgress(seen: try seenCount(movieQuery), total: total)
    }

    /// How many of the matches of `movieQuery` have a viewing: the total of the query with `seen:yes`,
    /// counted by the repository like the total, so title words and every other term count alike.
    private func seenCount(_ movieQuery: MovieQuery) throws(CatalogError) -> Int {
        var seen = movieQuery
        seen.seen = true
        return try SQLiteMovieRepository(database: database).movies(matching: seen).total
    }
}
