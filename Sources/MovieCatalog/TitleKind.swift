/// What a title of the catalog is: a movie, a series, a mini-series, or an episode of a series.
///
/// Movies and series are the catalog's rows (the table lists them, search finds them); episodes belong
/// to their series and are reached through it, or by their IMDb id. IMDb's `titleType` maps onto it:
/// `tvSeries` is ``series``, `tvMiniSeries` ``miniSeries``, `tvEpisode` ``episode``, every other kept
/// type (`movie`, `tvMovie`, `short`, ...) ``movie``. The raw value is what the catalog stores.
///
/// ```swift
/// TitleKind(fieldValue: "series")   // .series
/// TitleKind.miniSeries.name         // "mini-series"
/// ```
public enum TitleKind: Int, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// A film (or any kept title type that is not a series or an episode).
    case movie = 0
    /// A series: seasons of episodes, `tvSeries` in IMDb's datasets.
    case series = 1
    /// A mini-series: a series of one run, `tvMiniSeries` in IMDb's datasets.
    case miniSeries = 2
    /// One episode of a series.
    ///
    /// The catalog keeps episodes as ``Episode``s, never as movie rows; but the library (a viewing, a
    /// watchlist or list entry) names an episode as it names a movie, by id, and reads it back as a
    /// ``Movie`` of this kind: titled `Breaking Bad · S05E14 · Ozymandias`, its year the episode's
    /// (its series' first year when unknown), its running time, rating and votes the episode's, its
    /// genres its series'. The library's statistics count films: episodes are not among them.
    case episode = 3

    /// The kind's name as the field query and the command line write it (`movie`, `series`,
    /// `mini-series`, `episode`).
    public var name: String {
        switch self {
        case .movie: "movie"
        case .series: "series"
        case .miniSeries: "mini-series"
        case .episode: "episode"
        }
    }

    /// The kind in a table's narrow column: `TV` for a series, `Mini` for a mini-series, `Ep` for an
    /// episode, empty for a movie.
    public var shortName: String {
        switch self {
        case .series: "TV"
        case .miniSeries: "Mini"
        case .episode: "Ep"
        case .movie: ""
        }
    }

    /// Whether the kind is a series or a mini-series: a title with episodes.
    public var isSeries: Bool { self == .series || self == .miniSeries }

    /// The kind named `text` (``name``, also `miniseries`, `tv` for a series, `film` for a movie),
    /// ignoring case; `nil` for any other text.
    ///
    /// - Parameter text: A kind's name.
    public init?(fieldValue text: some StringProtocol) {
        switch text.lowercased() {
        case "movie", "movies", "film", "films": self = .movie
        case "series", "tv", "show", "shows": self = .series
        case "mini-series", "miniseries", "mini": self = .miniSeries
        case "episode", "episodes": self = .episode
        default: return nil
        }
    }

    /// The kind of IMDb's `titleType` (`tvSeries`, `tvMiniSeries`, `tvEpisode`; anything else is a
    /// movie).
    ///
    /// - Parameter titleType: The `titleType` column of `title.basics`.
    public init(titleType: some StringProtocol) {
        switch titleType {
        case "tvSeries": self = .series
        case "tvMiniSeries": self = .miniSeries
        case "tvEpisode": self = .episode
        default: self = .movie
        }
    }

    public static func < (lhs: TitleKind, rhs: TitleKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
