/// A movie on the user's watchlist, with the user's own rating and note.
///
/// Entries belong to the user, not to the catalog: they carry the movie's IMDb id when known, its
/// title and its year, so that after a catalog switch they re-link to the same movie in the new
/// catalog. An entry the current catalog has no movie for has a `nil` ``movie`` and a negative
/// ``movieID`` (never a real movie's), and still shows its ``title`` and ``year``.
public struct WatchlistEntry: Sendable, Hashable, Identifiable {
    /// The id of the movie in the current catalog, or a negative number, unique on the watchlist,
    /// when the current catalog does not have the movie.
    public let movieID: Int
    /// The movie, or `nil` when the current catalog does not have it.
    public let movie: Movie?
    /// The user's rating, if given.
    public let personalRating: PersonalRating?
    /// The user's note, if written.
    public let note: String?
    /// When the movie was added.
    public let addedAt: Timestamp
    /// When the entry last changed (added, rated or noted).
    public let updatedAt: Timestamp
    /// The movie's IMDb id, when either catalog it was linked to knew it.
    public let imdbID: IMDbID?
    /// The movie's title as it was when added (article first), kept for when the catalog lacks it.
    public let title: String?
    /// The movie's year as it was when added.
    public let year: Int?

    /// The entry's identity: its movie's id.
    public var id: Int { movieID }

    /// Whether the current catalog has the movie.
    public var isInCatalog: Bool { movie != nil }

    /// The title to show: the catalog's display title, else the title kept with the entry, else `#id`.
    public var displayTitle: String {
        movie?.title.display ?? title ?? "#\(movieID)"
    }

    /// The year to show: the catalog's, else the one kept with the entry.
    public var displayYear: Int? {
        movie?.year ?? year
    }

    /// The longest note accepted, in characters.
    public static let maximumNoteLength = 500

    /// Creates an entry.
    ///
    /// - Parameter movieID: The id of the movie, negative when the catalog does not have it.
    /// - Parameter movie: The movie, if the catalog has it.
    /// - Parameter personalRating: The user's rating.
    /// - Parameter note: The user's note.
    /// - Parameter addedAt: When the movie was added.
    /// - Parameter updatedAt: When the entry last changed.
    /// - Parameter imdbID: The movie's IMDb id, when known; `movie`'s by default.
    /// - Parameter title: The title kept with the entry; `movie`'s display title by default.
    /// - Parameter year: The year kept with the entry; `movie`'s by default.
    public init(
        movieID: Int, movie: Movie?, personalRating: PersonalRating?, note: String?,
        addedAt: Timestamp, updatedAt: Timestamp, imdbID: IMDbID? = nil, title: String? = nil, year: Int? = nil
    ) {
        self.movieID = movieID
        self.movie = movie
        self.personalRating = personalRating
        self.note = note
        self.addedAt = addedAt
        self.updatedAt = updatedAt
        self.imdbID = imdbID ?? movie?.imdbID
        self.title = title ?? movie?.title.display
        self.year = year ?? movie?.year
    }
}
