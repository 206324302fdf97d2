import GRDB
import MovieCatalog

extension MovieQueryPlan {
    /// A page of a query with title words, found with the filter columns once they have been read.
    ///
    /// The search table gives the ids of the titles' matches (11,745 for "the"); reading each of those
    /// rows from the table to test the other filters, once to count and once for the page, took
    /// 15–25 ms. The columns test the filters in memory instead, so the count is exact without the
    /// table, and the page reads only the movies that pass, passed to SQLite as one JSON array.
    ///
    /// - Returns: The page, or `nil` when this SQLite has no JSON functions (the caller then runs
    ///   the plain plan).
    static func textPage(
        _ db: Database, _ sql: MovieQuerySQL, offset: Int, limit: Int, filter: MovieQuery, columns: CatalogColumns
    ) throws -> MoviePage? {
        guard let positions = try FacetQuery.searchPositions(db, filter, columns) else { return nil }
        let ids = positions.lazy.filter { columns.passesFilters($0, filter) }.map { Int(columns.ids[$0]) }
        let matches = Array(ids)
        guard limit > 0, offset < matches.count else {
            return MoviePage(movies: [], total: matches.count, offset: offset)
        }
        guard
            let statement = try? db.cachedStatement(
                sql: """
                    SELECT \(Movie.columns) FROM movie WHERE movie.id IN (SELECT value FROM json_each(?))
                    \(sql.orderClause) LIMIT ? OFFSET ?
                    """)
        else { return nil }
        let list = "[" + matches.map(String.init).joined(separator: ",") + "]"
        var arguments: StatementArguments = [list]
        _ = arguments.append(contentsOf: sql.orderArguments)
        _ = arguments.append(contentsOf: [limit, offset])
        let movies = try Row.fetchAll(statement, arguments: arguments).map { Movie(row: $0) }
        return MoviePage(movies: movies, total: matches.count, offset: offset)
    }
}
