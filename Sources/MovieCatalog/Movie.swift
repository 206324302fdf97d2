/// One movie of the catalog.
///
/// Movies are identified by ``id``, the catalog's row number; titles repeat (remakes, shorts) and never
/// identify a movie. Unknown values stay unknown: ``budget`` and ``mpaa`` are `nil` when the catalog
/// does not know them, never zero or empty.
public struct Movie: Sendable, Hashable, Identifiable {
    /// The movie's stable id: the first column of the catalog.
    public let id: Int
    /// The title, in catalog, display and sort form.
    public let title: MovieTitle
    /// The year of release.
    public let year: Int
    /// The running time in minutes.
    public let minutes: Int
    /// The budget in US dollars, or `nil` when unknown.
    public let budget: Int?
    /// The average IMDB user rating, 1 to 10.
    public let rating: Double
    /// The number of IMDB users who rated the movie.
    public let votes: Int
    /// The share of voters (percent, as the catalog rounds it) who gave 1 through 10 stars, ten values.
    public let ratingShares: [Double]
    /// The MPAA rating, or `nil` when unknown.
    public let mpaa: MPAARating?
    /// The genres the movie belongs to.
    public let genres: Genres

    /// Creates a movie from its fields.
    ///
    /// - Parameter id: The catalog's row number.
    /// - Parameter title: The title as the catalog writes it (article last).
    /// - Parameter year: The year of release.
    /// - Parameter minutes: The running time in minutes.
    /// - Parameter budget: The budget in US dollars, `nil` when unknown.
    /// - Parameter rating: The average user rating.
    /// - Parameter votes: The number of voters.
    /// - Parameter ratingShares: Ten shares, for 1 through 10 stars.
    /// - Parameter mpaa: The MPAA rating, `nil` when unknown.
    /// - Parameter genres: The genres.
    public init(
        id: Int, title: String, year: Int, minutes: Int, budget: Int?, rating: Double, votes: Int,
        ratingShares: [Double], mpaa: MPAARating?, genres: Genres
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
    }
}
