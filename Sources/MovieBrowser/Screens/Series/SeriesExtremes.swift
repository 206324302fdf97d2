import MovieCatalog

/// A series' best and worst episodes, among those with enough votes to mean something: at least
/// the median of the rated episodes' votes (so half of them, the more voted half, compete), and
/// the ratings of its rated episodes over the run.
struct SeriesExtremes: Sendable {
    /// How many episodes each list holds at most: the screen shows 5, or all of them when tall.
    static let limit = 10

    /// The votes an episode needs to be listed: the median of the rated episodes' votes.
    let threshold: Int
    /// The best episodes, highest rated first (ties: the more voted): at most half of the eligible.
    let best: [Episode]
    /// The worst episodes, lowest rated first, none of them among ``best``.
    let worst: [Episode]
    /// The ratings of the rated episodes, in broadcast order.
    let ratings: [Double]

    /// The extremes of `episodes`, a series' episodes in broadcast order.
    ///
    /// - Parameter episodes: The episodes.
    init(episodes: [Episode]) {
        let rated = episodes.filter(\.isRated)
        ratings = rated.map(\.rating)
        let votes = rated.map(\.votes).sorted()
        let threshold = votes.isEmpty ? 0 : votes[(votes.count - 1) / 2]
        self.threshold = threshold
        let eligible = rated.filter { $0.votes >= threshold }
        // Best takes at most half of the eligible (the larger half), so a short series lists a worst too.
        let bestCount = min(Self.limit, (eligible.count + 1) / 2)
        let best = Array(eligible.sorted { Self.ordered($0, $1, highFirst: true) }.prefix(bestCount))
        let bestIDs = Set(best.map(\.id))
        self.best = best
        worst = Array(
            eligible.filter { !bestIDs.contains($0.id) }.sorted { Self.ordered($0, $1, highFirst: false) }
                .prefix(Self.limit))
    }

    /// By rating (highest or lowest first), then the more voted, then broadcast order.
    private static func ordered(_ a: Episode, _ b: Episode, highFirst: Bool) -> Bool {
        if a.rating != b.rating { return highFirst ? a.rating > b.rating : a.rating < b.rating }
        if a.votes != b.votes { return a.votes > b.votes }
        return Episode.broadcastOrder(a, b)
    }
}
