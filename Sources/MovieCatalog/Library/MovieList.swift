/// One of the user's lists: ranked or not, each entry with an optional note; or a smart list, whose
/// members are the catalog's movies matching a saved field query (`director:kubrick sort:year`).
public struct MovieList: Sendable, Hashable, Identifiable {
    /// The list's id in the library.
    public let id: Int64
    /// The list's name, unique ignoring case ("Kubrick, all of it").
    public let name: String
    /// What the list is about.
    public let description: String?
    /// Whether the order of the entries is a ranking (shown as numbers).
    public let isRanked: Bool
    /// The field query of a smart list, `nil` for a list of chosen entries.
    public let smartQuery: String?
    /// When the list was made.
    public let createdAt: Timestamp
    /// When the list or its entries last changed.
    public let updatedAt: Timestamp
    /// How many movies the user has seen of how many the list holds.
    public let progress: ListProgress

    /// Whether the list's members follow the catalog (a saved query).
    public var isSmart: Bool { smartQuery != nil }

    /// Creates a list.
    public init(
        id: Int64, name: String, description: String?, isRanked: Bool, smartQuery: String?, createdAt: Timestamp,
        updatedAt: Timestamp, progress: ListProgress
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.isRanked = isRanked
        self.smartQuery = smartQuery
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.progress = progress
    }
}

/// What the user writes of a list: its name, description, ranking and (for a smart list) its query.
public struct ListDetails: Sendable, Hashable, Codable {
    /// The name, unique ignoring case, at most ``maximumNameLength`` characters.
    public var name: String
    /// The description.
    public var description: String?
    /// Whether the order is a ranking.
    public var isRanked: Bool
    /// The saved field query of a smart list.
    public var smartQuery: String?

    /// The longest name accepted.
    public static let maximumNameLength = 200

    /// Creates the details.
    public init(name: String, description: String? = nil, isRanked: Bool = false, smartQuery: String? = nil) {
        self.name = name
        self.description = description
        self.isRanked = isRanked
        self.smartQuery = smartQuery
    }
}

/// "Seen 23 of 95": the progress through a list.
public struct ListProgress: Sendable, Hashable, Codable {
    /// The number of the list's movies the user has seen.
    public let seen: Int
    /// The number of movies on the list.
    public let total: Int

    /// Creates a progress.
    public init(seen: Int, total: Int) {
        self.seen = seen
        self.total = total
    }

    /// The part seen, 0 to 1 (0 for an empty list).
    public var fraction: Double { total == 0 ? 0 : Double(seen) / Double(total) }

    /// `seen 23 of 95`, `seen 810 of 1,000` (grouped as the lists' other counts are).
    public var text: String { "seen \(seen.grouped) of \(total.grouped)" }
}

/// A movie on a list, at its place.
public struct ListEntry: Sendable, Hashable, Identifiable {
    /// The place on the list, from 1.
    public let position: Int
    /// The catalog id, negative when the catalog lacks the movie.
    public let movieID: Int
    /// The movie, or `nil` when the catalog lacks it.
    public let movie: Movie?
    /// The IMDb id, when known.
    public let imdbID: IMDbID?
    /// The title kept with the entry.
    public let title: String?
    /// The year kept with the entry.
    public let year: Int?
    /// The entry's note.
    public let note: String?
    /// Whether the user has seen the movie.
    public let isSeen: Bool

    /// The entry's identity: its movie's id.
    public var id: Int { movieID }
    /// The title to show.
    public var displayTitle: String { movie?.title.display ?? title ?? "#\(movieID)" }
    /// The year to show.
    public var displayYear: Int? { movie?.year ?? year }

    /// Creates an entry.
    public init(
        position: Int, movieID: Int, movie: Movie?, note: String?, isSeen: Bool, imdbID: IMDbID? = nil,
        title: String? = nil, year: Int? = nil
    ) {
        self.position = position
        self.movieID = movieID
        self.movie = movie
        self.note = note
        self.isSeen = isSeen
        self.imdbID = imdbID ?? movie?.imdbID
        self.title = title ?? movie?.title.display
        self.year = year ?? movie?.year
    }
}
