/// One movie of the catalog.
///
/// Movies are identified by ``id``, the catalog's own number (the CSV's row number, or the number of an
/// IMDb title id); titles repeat (remakes, shorts) and never identify a movie. Unknown values stay
/// unknown: ``minutes``, ``budget``, ``ratingShares``, ``mpaa`` and ``imdbID`` are `nil` when the
/// catalog does not know them, never zero or empty. IMDb's datasets have no budget, MPAA rating or
/// votes by stars; a movie matched with the shipped CSV by title and year keeps the CSV's.
public struct Movie: Sendable, Hashable, Identifiable {
    /// The movie's stable id: the first column of the catalog.
    public let id: Int
    /// The title, in catalog, display and sort form.
    public let title: MovieTitle
    /// The year of release.
    public let year: Int
    /// The running time in minutes, or `nil` when unknown.
    public let minutes: Int?
    /// The budget in US dollars, or `nil` when unknown.
    public let budget: Int?
    /// The average IMDB user rating, 1 to 10; 0 when no one rated the movie (see ``isRated``).
    public let rating: Double
    /// The number of IMDB users who rated the movie.
    public let votes: Int
    /// The share of voters (percent, as the catalog rounds it) who gave 1 through 10 stars, ten values.
    /// `nil` when the catalog does not know them (IMDb's datasets have only the average and the count).
    public let ratingShares: [Double]?
    /// The MPAA rating, or `nil` when unknown.
    public let mpaa: MPAARating?
    /// The genres the movie belongs to.
    public let genres: Genres
    /// The movie's IMDb id (`tt0068646`), or `nil` when the catalog does not know it.
    public let imdbID: IMDbID?
    /// What the title is: a movie, a series or a mini-series (episodes are ``Episode``s).
    public let kind: TitleKind
    /// A series' last year, `nil` while it runs (and for a movie); ``year`` is its first.
    public let endYear: Int?

    /// Creates a movie from its fields.
    ///
    /// - Parameter id: The catalog's row number.
    /// - Parameter title: The title as the catalog writes it (article last).
    /// - Parameter year: The year of release.
    /// - Parameter minutes: The running time in minutes, `nil` when unknown.
    /// - Parameter budget: The budget in US dollars, `nil` when unknown.
    /// - Parameter rating: The average user rating.
    /// - Parameter votes: The number of voters.
    /// - Parameter ratingShares: Ten shares, for 1 through 10 stars, `nil` when unknown.
    /// - Parameter mpaa: The MPAA rating, `nil` when unknown.
    /// - Parameter genres: The genres.
    /// - Parameter imdbID: The IMDb id, `nil` when unknown.
    /// - Parameter kind: Movie, series or mini-series; a movie by default.
    /// - Parameter endYear: A series' last year, `nil` while it runs or for a movie.
    public init(
        id: Int, title: String, year: Int, minutes: Int?, budget: Int?, rating: Double, votes: Int,
        ratingShares: [Double]?, mpaa: MPAARating?, genres: Genres, imdbID: IMDbID? = nil,
        kind: TitleKind = .movie, endYear: Int? = nil
    ) {
        self.id = id
        self.title = MovieTitle(catalog: title)
        self.year = year
        self.minutes = minutes
        self.budget = budget
        self.rating = rating
        self.votes = votes
        self.ratingShares = ratingShares
        self.mpaa = mpaa
        self.genres = genres
        self.imdbID = imdbID
        self.kind = kind
        self.endYear = endYear
    }

    /// The years as shown: `1972` for a movie; `2008–2013` for a series that ended, `2019–` for one
    /// still running, `2008` for one that ran within a year.
    public var years: String {
        guard kind.isSeries else { return "\(year)" }
        guard let endYear else { return "\(year)–" }
        return endYear == year ? "\(year)" : "\(year)–\(endYear)"
    }

    /// Whether users rated the movie: it has votes. IMDb lists titles without a rating, and the catalog
    /// stores their ``rating`` as 0; every view shows them as "unrated", never as 0.0.
    public var isRated: Bool { votes > 0 }
}
