extension ScreenMemory {
    /// The last episode the Episode screen showed, by series id: the series screen puts its cursor
    /// there when it is on top again (after the previous and next keys replaced the episode).
    public var lastEpisodeShown: [Int: Int] {
        get { self[Place("series.last_episode")] ?? [:] }
        set { self[Place("series.last_episode")] = newValue }
    }
}
