/// The user's watchlist: movies to watch, with a personal rating and a note.
///
/// The watchlist belongs to the user and survives re-imports of the catalog. Adding a movie that is
/// already on it keeps its rating, note and date added.
public protocol WatchlistRepository: Sendable {
    /// Adds the movie with id `movieID`, returning its entry.
    ///
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when the catalog has no such movie.
    @discardableResult
    func add(movieID: Int) throws(CatalogError) -> WatchlistEntry

    /// Removes the movie with id `movieID`; returns `false` when it was not on the watchlist.
    ///
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    func remove(movieID: Int) throws(CatalogError) -> Bool

    /// Whether the movie with id `movieID` is on the watchlist.
    ///
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    func contains(movieID: Int) throws(CatalogError) -> Bool

    /// Which of `ids` are on the watchlist, in one query: the marks of a page of the movie table.
    ///
    /// - Parameter ids: The catalog ids to look up.
    /// - Returns: The ids of `ids` that are on the watchlist.
    /// - Throws: ``CatalogError`` when storage fails.
    func onWatchlist(ids: [Int]) throws(CatalogError) -> Set<Int>

    /// The entry for `movieID`, or `nil` when the movie is not on the watchlist.
    ///
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    func entry(movieID: Int) throws(CatalogError) -> WatchlistEntry?

    /// The entries, most recently added first.
    ///
    /// - Parameter offset: How many entries to skip.
    /// - Parameter limit: The largest number of entries returned.
    /// - Throws: ``CatalogError`` when storage fails.
    func entries(offset: Int, limit: Int) throws(CatalogError) -> [WatchlistEntry]

    /// The number of entries.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    func count() throws(CatalogError) -> Int

    /// Sets or clears (`nil`) the personal rating of a movie on the watchlist.
    ///
    /// - Parameter rating: The rating, or `nil` to clear it.
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notOnWatchlist`` when the movie is not on it.
    @discardableResult
    func setRating(_ rating: PersonalRating?, movieID: Int) throws(CatalogError) -> WatchlistEntry

    /// Sets or clears (`nil` or empty) the note of a movie on the watchlist.
    ///
    /// - Parameter note: The note, at most ``WatchlistEntry/maximumNoteLength`` characters.
    /// - Parameter movieID: The catalog id.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for a note too long, or
    ///   ``CatalogError/Code/notOnWatchlist`` when the movie is not on it.
    @discardableResult
    func setNote(_ note: String?, movieID: Int) throws(CatalogError) -> WatchlistEntry

    /// The ids of the movies on the watchlist, without their entries (what "surprise me" leaves out).
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    func movieIDs() throws(CatalogError) -> Set<Int>
}

extension WatchlistRepository {
    /// The ids of the movies on the watchlist, read from every entry; repositories that can read the
    /// ids alone implement it themselves.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func movieIDs() throws(CatalogError) -> Set<Int> {
        Set(try entries(offset: 0, limit: max(try count(), 1)).map(\.movieID))
    }

    /// Which of `ids` are on the watchlist, one ``contains(movieID:)`` each; repositories that can
    /// answer in one query implement it themselves.
    ///
    /// - Parameter ids: The catalog ids to look up.
    /// - Returns: The ids of `ids` that are on the watchlist.
    /// - Throws: ``CatalogError`` when storage fails.
    public func onWatchlist(ids: [Int]) throws(CatalogError) -> Set<Int> {
        var found = Set<Int>()
        for id in ids where try contains(movieID: id) { found.insert(id) }
        return found
    }
}
