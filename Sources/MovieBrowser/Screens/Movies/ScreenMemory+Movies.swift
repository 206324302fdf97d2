import MovieCatalog
import TerminalUI

extension ScreenMemory {
    /// The movie table's query (text, filters, sort) and selection, when it was last popped.
    public var movies: (query: MovieQuery, list: ListState)? {
        get { self[Place("movies")] }
        set { self[Place("movies")] = newValue }
    }

    /// A query for the movie table to apply when it is on top again (Enter on a bar of its
    /// statistics, on a person of the People results); the table takes it (and clears it) when it
    /// returns.
    public var pendingMoviesQuery: MovieQuery? {
        get { self[Place("movies.pending")] }
        set { self[Place("movies.pending")] = newValue }
    }
}
