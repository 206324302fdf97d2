/// The user's own statistics, over every year or one: what they watched, when, how they rated it
/// against IMDb, and whom and what they watch most.
public struct LibraryStatistics: Sendable, Hashable {
    /// The year the figures cover, or `nil` for every year.
    public let year: Int?
    /// Dated viewings counted.
    public let viewings: Int
    /// Different films among them.
    public let films: Int
    /// The minutes of the viewings (runtimes known to the catalog).
    public let minutes: Int
    /// Viewings marked as rewatches.
    public let rewatches: Int
    /// Films, viewings and minutes per year, oldest first (every year with a viewing).
    public let perYear: [PeriodFigures]
    /// Per month of ``year`` (of every year when `nil`): twelve entries, January first.
    public let perMonth: [PeriodFigures]
    /// How many films the user rated each value from 1 to 10 (ten counts).
    public let myRatingCounts: [Int]
    /// The user's latest rating beside IMDb's average, for the rated films the catalog has.
    public let ratingPairs: [RatingPair]
    /// The most watched directors, most first.
    public let directors: [NamedCount]
    /// The most watched actors, most first.
    public let actors: [NamedCount]
    /// Viewings per genre, most first.
    public let genres: [NamedCount]
    /// Viewings per decade of release (`1990s`), oldest first.
    public let decades: [NamedCount]
    /// The most rewatched films, most first.
    public let mostRewatched: [NamedCount]
    /// The year's best: the films rated highest in ``year`` (every year when `nil`), best first.
    public let highestRated: [Viewing]

    /// The mean of (mine − IMDb's) over ``ratingPairs``, or `nil` when there are none.
    public var meanDifference: Double? {
        ratingPairs.isEmpty
            ? nil
            : ratingPairs.reduce(0) { $0 + Double($1.mine.value) - $1.imdb } / Double(ratingPairs.count)
    }

    /// Creates the statistics.
    public init(
        year: Int?, viewings: Int, films: Int, minutes: Int, rewatches: Int, perYear: [PeriodFigures],
        perMonth: [PeriodFigures], myRatingCounts: [Int], ratingPairs: [RatingPair], directors: [NamedCount],
        actors: [NamedCount], genres: [NamedCount], decades: [NamedCount], mostRewatched: [NamedCount],
        highestRated: [Viewing]
    ) {
        self.year = year
        self.viewings = viewings
        self.films = films
        self.minutes = minutes
        self.rewatches = rewatches
        self.perYear = perYear
        self.perMonth = perMonth
        self.myRatingCounts = myRatingCounts
        self.ratingPairs = ratingPairs
        self.directors = directors
        self.actors = actors
        self.genres = genres
        self.decades = decades
        self.mostRewatched = mostRewatched
        self.highestRated = highestRated
    }
}

/// The figures of one year or month.
public struct PeriodFigures: Sendable, Hashable {
    /// The year, or the month (1–12) in ``LibraryStatistics/perMonth``.
    public let period: Int
    /// Different films watched.
    public let films: Int
    /// Viewings.
    public let viewings: Int
    /// Minutes watched.
    public let minutes: Int

    /// Creates the figures.
    public init(period: Int, films: Int, viewings: Int, minutes: Int) {
        self.period = period
        self.films = films
        self.viewings = viewings
        self.minutes = minutes
    }
}

/// A name and how many viewings it has (a director, an actor, a genre, a decade, a film).
public struct NamedCount: Sendable, Hashable {
    /// The name shown.
    public let name: String
    /// The number of viewings.
    public let count: Int
    /// The catalog id behind the name (a person's or a movie's), when there is one.
    public let id: Int?

    /// Creates a count.
    public init(name: String, count: Int, id: Int? = nil) {
        self.name = name
        self.count = count
        self.id = id
    }
}

/// The user's rating of a film beside IMDb's average.
public struct RatingPair: Sendable, Hashable {
    /// The catalog id.
    public let movieID: Int
    /// The user's latest rating.
    public let mine: PersonalRating
    /// IMDb's average rating, 0 to 10.
    public let imdb: Double

    /// Creates a pair.
    public init(movieID: Int, mine: PersonalRating, imdb: Double) {
        self.movieID = movieID
        self.mine = mine
        self.imdb = imdb
    }
}

/// Computes the user's statistics from the library and the catalog.
public protocol LibraryStatisticsRepository: Sendable {
    /// The statistics of `year`, or of every year when `nil`.
    ///
    /// - Parameter year: The year in review, or `nil`.
    /// - Throws: ``CatalogError`` when storage fails.
    func statistics(year: Int?) throws(CatalogError) -> LibraryStatistics
}
