/// One viewing in the user's diary: a movie, the day it was watched, and what the user made of it.
///
/// A viewing without a ``date`` is a film marked seen without a day (Letterboxd's `watched.csv`, a
/// rating imported from IMDb): it counts as seen and its rating counts, but the diary does not list it.
/// Like a watchlist entry, a viewing keeps the movie's IMDb id, title and year, and re-links after a
/// catalog switch; ``movieID`` is negative while the current catalog lacks the movie.
public struct Viewing: Sendable, Hashable, Identifiable {
    /// The viewing's own id in the library.
    public let id: Int64
    /// The id of the movie in the current catalog, or a negative number when the catalog lacks it.
    public let movieID: Int
    /// The movie, or `nil` when the current catalog lacks it.
    public let movie: Movie?
    /// The movie's IMDb id, when known.
    public let imdbID: IMDbID?
    /// The movie's title as it was when logged.
    public let title: String?
    /// The movie's year as it was when logged.
    public let year: Int?
    /// What the user said of this viewing.
    public let details: ViewingDetails
    /// When the viewing was logged.
    public let loggedAt: Timestamp

    /// The day watched, or `nil` for a film marked seen without a day.
    public var date: CalendarDate? { details.date }
    /// The rating given at this viewing.
    public var rating: PersonalRating? { details.rating }
    /// Whether the user had seen the film before.
    public var isRewatch: Bool { details.isRewatch }
    /// The note or review.
    public var note: String? { details.note }
    /// The tags, in the order given.
    public var tags: [String] { details.tags }

    /// The title to show: the catalog's, else the one kept, else `#id`.
    public var displayTitle: String { movie?.title.display ?? title ?? "#\(movieID)" }
    /// The year to show: the catalog's, else the one kept.
    public var displayYear: Int? { movie?.year ?? year }

    /// Creates a viewing.
    ///
    /// - Parameters:
    ///   - id: The viewing's id.
    ///   - movieID: The catalog id, negative when the catalog lacks the movie.
    ///   - movie: The movie, if the catalog has it.
    ///   - details: The day, rating, rewatch flag, note and tags.
    ///   - loggedAt: When it was logged.
    ///   - imdbID: The IMDb id; `movie`'s by default.
    ///   - title: The title kept; `movie`'s display title by default.
    ///   - year: The year kept; `movie`'s by default.
    public init(
        id: Int64, movieID: Int, movie: Movie?, details: ViewingDetails, loggedAt: Timestamp,
        imdbID: IMDbID? = nil, title: String? = nil, year: Int? = nil
    ) {
        self.id = id
        self.movieID = movieID
        self.movie = movie
        self.details = details
        self.loggedAt = loggedAt
        self.imdbID = imdbID ?? movie?.imdbID
        self.title = title ?? movie?.title.display
        self.year = year ?? movie?.year
    }
}

/// What the user says of one viewing: the day, a rating, whether it was a rewatch, a note and tags.
public struct ViewingDetails: Sendable, Hashable, Codable {
    /// The day watched, or `nil` for "seen, day unknown".
    public var date: CalendarDate?
    /// The rating, in half stars (see ``PersonalRating/stars``).
    public var rating: PersonalRating?
    /// Whether the user had seen the film before.
    public var isRewatch: Bool
    /// A note or review, at most ``maximumNoteLength`` characters.
    public var note: String?
    /// Tags, each ``normalizedTag(_:)``'d, without repeats.
    public var tags: [String]

    /// The longest note kept, in characters (a review).
    public static let maximumNoteLength = 20_000

    /// Creates the details; tags are normalized and repeats dropped.
    ///
    /// - Parameters:
    ///   - date: The day watched, `nil` for none.
    ///   - rating: The rating.
    ///   - isRewatch: Whether it was a rewatch.
    ///   - note: A note or review.
    ///   - tags: Tags.
    public init(
        date: CalendarDate?, rating: PersonalRating? = nil, isRewatch: Bool = false, note: String? = nil,
        tags: [String] = []
    ) {
        self.date = date
        self.rating = rating
        self.isRewatch = isRewatch
        self.note = note.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        var seen = Set<String>()
        self.tags = tags.compactMap(ViewingDetails.normalizedTag).filter { seen.insert($0).inserted }
    }

    /// A tag as stored: trimmed, lowercased, inner spaces kept (`Cinema ` is `cinema`), or `nil` when empty.
    ///
    /// - Parameter tag: The tag as typed or imported.
    public static func normalizedTag(_ tag: String) -> String? {
        let trimmed = tag.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        return trimmed.isEmpty ? nil : trimmed
    }
}
