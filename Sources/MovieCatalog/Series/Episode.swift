/// One episode of a series: its place in the series (season and number, either unknown in IMDb's
/// data), its own title, year, running time and rating.
///
/// An episode's ``id`` is the number of its IMDb id, as a movie's is, so ids of movies, series and
/// episodes never collide. Numbers can repeat within a season, and specials are often season 0.
///
/// ```swift
/// episode.code   // "S03E04", or "S03E?" when the number is unknown
/// ```
public struct Episode: Sendable, Hashable, Identifiable, Codable {
    /// The episode's id: the number of its IMDb id.
    public let id: Int
    /// The id of the series it belongs to.
    public let seriesID: Int
    /// The season number (0 for specials, often), or `nil` when unknown.
    public let season: Int?
    /// The episode's number within its season, or `nil` when unknown.
    public let number: Int?
    /// The episode's title ("Ozymandias", or IMDb's "Episode #5.14").
    public let title: String
    /// The year it was first shown, or `nil` when unknown.
    public let year: Int?
    /// The running time in minutes, or `nil` when unknown.
    public let minutes: Int?
    /// The average IMDb user rating, 1 to 10; 0 when unrated (see ``isRated``).
    public let rating: Double
    /// The number of IMDb users who rated it.
    public let votes: Int

    /// Creates an episode from its fields.
    ///
    /// - Parameters:
    ///   - id: The number of its IMDb id.
    ///   - seriesID: The id of its series.
    ///   - season: The season number, `nil` when unknown.
    ///   - number: The number within the season, `nil` when unknown.
    ///   - title: The episode's title.
    ///   - year: The year, `nil` when unknown.
    ///   - minutes: The running time, `nil` when unknown.
    ///   - rating: The average rating, 0 when unrated.
    ///   - votes: The number of votes.
    public init(
        id: Int, seriesID: Int, season: Int?, number: Int?, title: String, year: Int?, minutes: Int?,
        rating: Double, votes: Int
    ) {
        self.id = id
        self.seriesID = seriesID
        self.season = season
        self.number = number
        self.title = title
        self.year = year
        self.minutes = minutes
        self.rating = rating
        self.votes = votes
    }

    /// Whether users rated it: it has votes.
    public var isRated: Bool { votes > 0 }

    /// The episode's IMDb id (`tt0959621`).
    public var imdbID: IMDbID { IMDbID(id) }

    /// Season and number as `S03E04`, two digits at least, `?` for what is unknown (`S?E?`).
    public var code: String {
        func part(_ value: Int?) -> String {
            guard let value else { return "?" }
            return value < 10 && value >= 0 ? "0\(value)" : "\(value)"
        }
        return "S\(part(season))E\(part(number))"
    }

    /// The order of a series' episodes: by season (unknown seasons last), then number (unknown last),
    /// then id.
    public static func broadcastOrder(_ lhs: Episode, _ rhs: Episode) -> Bool {
        if lhs.season != rhs.season { return (lhs.season ?? Int.max) < (rhs.season ?? Int.max) }
        if lhs.number != rhs.number { return (lhs.number ?? Int.max) < (rhs.number ?? Int.max) }
        return lhs.id < rhs.id
    }
}
