/// A movie on the user's watchlist, with the user's own rating and note.
///
/// Entries belong to the user, not to the catalog: re-importing the catalog keeps them. An entry whose
/// movie is no longer in the catalog keeps its ``movieID`` and has a `nil` ``movie``.
public struct WatchlistEntry: Sendable, Hashable, Identifiable {
    /// The id of the movie.
    public let movieID: Int
    /// The movie, or `nil` when the current catalog has no movie with ``movieID``.
    public let movie: Movie?
    /// The user's rating, if given.
    public let personalRating: PersonalRating?
    /// The user's note, if written.
    public let note: String?
    /// When the movie was added.
    public let addedAt: Timestamp
    /// When the entry last changed (added, rated or noted).
    public let updatedAt: Timestamp

    /// The entry's identity: its movie's id.
    public var id: Int { movieID }

    /// The longest note accepted, in characters.
    public static let maximumNoteLength = 500

    /// Creates an entry.
    ///
    /// - Parameter movieID: The id of the movie.
    /// - Parameter movie: The movie, if the catalog has it.
    /// - Parameter personalRating: The user's rating.
    /// - Parameter note: The user's note.
    /// - Parameter addedAt: When the movie was added.
    /// - Parameter updatedAt: When the entry last changed.
    public init(
        movieID: Int, movie: Movie?, personalRating: PersonalRating?, note: String?,
        addedAt: Timestamp, updatedAt: Timestamp
    ) {
        self.movieID = movieID
        self.movie = movie
        self.personalRating = personalRating
        self.note = note
        self.addedAt = addedAt
        self.updatedAt = updatedAt
    }
}
