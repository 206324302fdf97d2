import MovieCatalog
import TerminalUI

/// Where screens keep their place between pushes: a screen's dispose hook saves its list state
/// and query here when it is popped, and the next push of the same screen starts from it.
///
/// A singleton of the app container, so it lives as long as the browser.
@MainActor
public final class ScreenMemory {
    /// The movie table's query (text, filters, sort) and selection, when it was last popped.
    public var movies: (query: MovieQuery, list: ListState)?
    /// Lists' selection and scroll, by screen name (`"Watchlist"`).
    public var lists: [String: ListState] = [:]
    /// The watchlist's order, when it was last popped.
    public var watchlistSort: WatchlistSort?
    /// The query the next Stats screen charts, handed over by the movie table when it opens the
    /// statistics (`S`); the Stats screen takes it (and clears it) when it is pushed. `nil`: the
    /// Stats screen was opened from elsewhere and charts the whole catalog.
    public var statsQuery: MovieQuery?
    /// A query for the movie table to apply when it is on top again (Enter on a bar of its
    /// statistics); the table takes it (and clears it) when it returns.
    public var pendingMoviesQuery: MovieQuery?

    /// Creates an empty memory.
    public init() {}
}
