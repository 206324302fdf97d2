extension ScreenMemory {
    /// The watchlist's order, when it was last popped.
    public var watchlistSort: WatchlistSort? {
        get { self[Place("watchlist.sort")] }
        set { self[Place("watchlist.sort")] = newValue }
    }
}
