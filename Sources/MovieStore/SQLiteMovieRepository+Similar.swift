import GRDB
import MovieCatalog

extension SQLiteMovieRepository {
    /// Movies sharing the most genres with movie `id` (and fewest other genres), released within 10 years
    /// of it, within the same point of rating first, then most voted.
    ///
    /// Picked on the catalog's filter columns in memory (``SimilarMovies``), then read by id.
    ///
    /// - Parameter id: The catalog id of the reference movie.
    /// - Parameter limit: The largest number of movies returned (0...100).
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when no movie has `id`.
    public func similarMovies(to id: Int, limit: Int) throws(CatalogError) -> [Movie] {
        guard (0...100).contains(limit) else {
            throw CatalogError(.invalidArgument, "the limit of similar movies must be between 0 and 100, not \(limit)")
        }
        guard let reference = try movie(id: id) else {
            throw CatalogError(.movieNotFound, "no movie has id \(id); find ids with `reel search`")
        }
        return try recordingRead("similarMovies(to:limit:)") { db in
            let columns = try database.filterColumns.columns(db, needing: [.ids, .genres, .years, .ratings, .votes])
            let ids = SimilarMovies.ids(like: reference, limit: limit, columns: columns)
            return try MovieQueryPlan.movies(db, ids: ids) ?? Self.similarMovies(db, to: reference, limit: limit)
        }
    }

    /// The movies of ``similarMovies(to:limit:)`` in one SQL statement: what an SQLite without JSON
    /// functions runs, and what the tests check the columns' answer against.
    static func similarMovies(_ db: Database, to reference: Movie, limit: Int) throws -> [Movie] {
        let sharedGenres = (0..<Genres.all.count).map { "((movie.genres & ?1) >> \($0) & 1)" }.joined(separator: " + ")
        let otherGenres = (0..<Genres.all.count).map { "(((movie.genres | ?1) & ~(movie.genres & ?1)) >> \($0) & 1)" }
            .joined(separator: " + ")
        let sql = """
            SELECT \(Movie.columns) FROM movie
            WHERE movie.id <> ?2 AND movie.year BETWEEN ?3 - 10 AND ?3 + 10
              AND (?1 = 0 OR movie.genres & ?1 <> 0) AND movie.votes >= 20
            ORDER BY 2 * (\(sharedGenres)) - (\(otherGenres)) DESC, CAST(abs(movie.rating - ?4) AS INTEGER),
                movie.votes DESC, movie.id
            LIMIT ?5
            """
        return try Row.fetchAll(
            db, sql: sql, arguments: [reference.genres.rawValue, reference.id, reference.year, reference.rating, limit]
        ).map { Movie(row: $0) }
    }
}
