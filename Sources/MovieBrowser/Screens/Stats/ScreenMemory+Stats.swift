import MovieCatalog

extension ScreenMemory {
    /// The query the next Stats screen charts, handed over by the movie table when it opens the
    /// statistics (`S`); the Stats screen takes it (and clears it) when it is pushed. `nil`: the
    /// Stats screen was opened from elsewhere and charts the whole catalog.
    public var statsQuery: MovieQuery? {
        get { self[Place("stats.query")] }
        set { self[Place("stats.query")] = newValue }
    }
}
