import MovieCatalog

/// The watchlist's use cases: every entry, removal, and the undo of a removal.
///
/// It talks to the catalog's repository protocol only; the live SQLite one comes from the app
/// container, a fake from the tests.
public final class WatchlistInteractor: Sendable {
    private let watchlist: any WatchlistRepository

    /// Creates the interactor.
    ///
    /// - Parameter watchlist: The user's watchlist.
    public init(watchlist: any WatchlistRepository) {
        self.watchlist = watchlist
    }

    /// Every entry, most recently added first.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func entries() throws(CatalogError) -> [WatchlistEntry] {
        let count = try watchlist.count()
        guard count > 0 else { return [] }
        return try watchlist.entries(offset: 0, limit: count)
    }

    /// Removes the movie from the watchlist; written at once.
    ///
    /// - Parameter id: The movie's id.
    /// - Returns: Whether it was on the watchlist.
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    public func remove(_ id: Int) throws(CatalogError) -> Bool {
        try watchlist.remove(movieID: id)
    }

    /// Puts a removed entry back: the movie is added again and its rating and note restored.
    ///
    /// - Parameter entry: The entry as it was before its removal.
    /// - Returns: The entry as stored now.
    /// - Throws: ``CatalogError`` when storage fails or the current catalog does not have the movie.
    @discardableResult
    public func restore(_ entry: WatchlistEntry) throws(CatalogError) -> WatchlistEntry {
        guard entry.isInCatalog else {
            throw CatalogError(
                .movieNotFound, "“\(entry.displayTitle)” is not in this catalog, so it cannot be put back")
        }
        var restored = try watchlist.add(movieID: entry.movieID)
        if entry.personalRating != nil {
            restored = try watchlist.setRating(entry.personalRating, movieID: entry.movieID)
        }
        if entry.note != nil { restored = try watchlist.setNote(entry.note, movieID: entry.movieID) }
        return restored
    }
}
