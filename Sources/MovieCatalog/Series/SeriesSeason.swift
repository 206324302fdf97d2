/// One season of a series: its number and its episodes in broadcast order, with their average rating.
public struct SeriesSeason: Sendable, Hashable {
    /// The season number (0 for specials, often), or `nil` for the episodes whose season is unknown.
    public let number: Int?
    /// The season's episodes, in ``Episode/broadcastOrder(_:_:)``.
    public let episodes: [Episode]

    /// Creates a season.
    ///
    /// - Parameter number: The season number, `nil` for unknown.
    /// - Parameter episodes: Its episodes, in broadcast order.
    public init(number: Int?, episodes: [Episode]) {
        self.number = number
        self.episodes = episodes
    }

    /// The mean rating of its rated episodes, or `nil` when none is rated.
    public var averageRating: Double? {
        let rated = episodes.filter(\.isRated)
        guard !rated.isEmpty else { return nil }
        return rated.reduce(0) { $0 + $1.rating } / Double(rated.count)
    }

    /// The season's name: `Season 3`, `Specials` for season 0, `Unknown season` for `nil`.
    public var name: String {
        switch number {
        case nil: "Unknown season"
        case 0: "Specials"
        case let number?: "Season \(number)"
        }
    }

    /// A series' episodes grouped by season, in broadcast order (unknown season last).
    ///
    /// - Parameter episodes: Episodes of one series, in any order.
    public static func grouping(_ episodes: [Episode]) -> [SeriesSeason] {
        let sorted = episodes.sorted(by: Episode.broadcastOrder)
        var seasons: [SeriesSeason] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count, sorted[end].season == sorted[start].season { end += 1 }
            seasons.append(SeriesSeason(number: sorted[start].season, episodes: Array(sorted[start..<end])))
            start = end
        }
        return seasons
    }
}
