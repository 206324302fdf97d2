import MovieCatalog

/// What reading title.basics found besides the titles sent.
struct TitlesOutcome: Sendable {
    /// The titles of the movie table: movies, series and mini-series.
    var kept = IDSet()
    /// The episodes stored.
    var episodes = IDSet()
    var movies = 0
    var series = 0
    var miniSeries = 0
    /// Episodes left out because their series is not kept, or title.episode has no line for them.
    var episodesWithoutSeries = 0
    var withoutYear = 0
    var adultLeftOut = 0
    var unrated = 0
    var matched = 0
    var rows = 0
    var skipped = SkippedLines()
}

/// The choices of a title.basics read.
struct TitleFilter: Sendable {
    let types: [[UInt8]]
    let includeAdult: Bool
    let ratings: Ratings
    let catalog: [String: CSVExtras]
    /// title.episode's links, when series are kept (their episodes with them); `nil` keeps no episode.
    let links: EpisodeLinks?

    init(
        types: [[UInt8]], includeAdult: Bool, ratings: Ratings, catalog: [String: CSVExtras],
        links: EpisodeLinks? = nil
    ) {
        self.types = types
        self.includeAdult = includeAdult
        self.ratings = ratings
        self.catalog = catalog
        self.links = links
    }

    func keepsType(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        types.contains { $0.elementsEqual(field) }
    }

    static let seriesType = Array("tvSeries".utf8)
    static let miniSeriesType = Array("tvMiniSeries".utf8)
    static let episodeType = Array("tvEpisode".utf8)

    /// The kind of a title of type `field`.
    static func kind(_ field: UnsafeBufferPointer<UInt8>) -> TitleKind {
        if field.elementsEqual(seriesType) { return .series }
        if field.elementsEqual(miniSeriesType) { return .miniSeries }
        if field.elementsEqual(episodeType) { return .episode }
        return .movie
    }
}
