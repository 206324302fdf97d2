/// How far the user is through a series: the episodes with a viewing in the diary, of how many, and
/// the next one to watch (the first unseen episode after the last seen, in broadcast order).
///
/// ```swift
/// progress.summary   // "seen 23 of 62 episodes; next: S03E04"
/// ```
public struct SeriesProgress: Sendable, Hashable {
    /// The episodes with at least one viewing.
    public let seen: Int
    /// The series' episodes.
    public let total: Int
    /// The next episode to watch, `nil` when every one after the last seen is seen (or none exist).
    public let next: Episode?

    /// Creates a progress.
    ///
    /// - Parameters:
    ///   - seen: The episodes seen.
    ///   - total: The episodes in all.
    ///   - next: The next episode to watch.
    public init(seen: Int, total: Int, next: Episode?) {
        self.seen = seen
        self.total = total
        self.next = next
    }

    /// The progress of `episodes` (a series' episodes in broadcast order) when `seenIDs` are seen.
    ///
    /// - Parameter episodes: The series' episodes, in broadcast order.
    /// - Parameter seenIDs: The ids of the episodes with a viewing.
    public init(episodes: [Episode], seenIDs: Set<Int>) {
        let seenIndexes = episodes.indices.filter { seenIDs.contains(episodes[$0].id) }
        seen = seenIndexes.count
        total = episodes.count
        let start = (seenIndexes.last.map { $0 + 1 }) ?? 0
        next = episodes[start...].first { !seenIDs.contains($0.id) }
    }

    /// `seen 23 of 62 episodes; next: S03E04`, without the `next` part when there is none; counts
    /// with thousands separators (`seen 1,203 of 10,000 episodes`).
    public var summary: String {
        let base = "seen \(seen.grouped) of \(total.counted("episode"))"
        guard let next else { return base }
        return base + "; next: \(next.code)"
    }
}
