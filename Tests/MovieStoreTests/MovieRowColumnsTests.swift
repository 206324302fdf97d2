import GRDB
import MovieCatalog
import Testing

@testable import MovieStore

/// ``Movie/init(row:from:)`` reads its columns by position, from the one list the `SELECT` text is
/// made of: the statements agree with it.
@Suite struct MovieRowColumnsTests {
    /// The movie's columns as SQLite reports them for the statements that decode a ``Movie`` by
    /// position are the decoder's.
    @Test func theSelectedColumnsAreTheDecoders() throws {
        let catalog = try TestCatalog(importing: nil)
        let expected = Movie.RowColumn.allCases.map(\.name)
        try catalog.database.read { db in
            #expect(try db.makeStatement(sql: "SELECT \(Movie.columns) FROM movie").columnNames == expected)
            let watchlist = try db.makeStatement(sql: SQLiteWatchlistRepository.select).columnNames
            // The movie's columns, then an episode's (an entry may name one: EpisodeRow).
            let movieColumns = watchlist.dropFirst(SQLiteWatchlistRepository.movieStart).prefix(expected.count)
            #expect(Array(movieColumns) == expected)
            #expect(watchlist.count - SQLiteWatchlistRepository.episodeStart == EpisodeRow.columnCount)
            let filmography = try db.makeStatement(sql: SQLitePeopleRepository.filmographySelect).columnNames
            #expect(Array(filmography.dropFirst(SQLitePeopleRepository.filmographyMovieStart)) == expected)
            #expect(filmography.prefix(SQLitePeopleRepository.filmographyMovieStart) == ["category", "characters"])
        }
    }
}
