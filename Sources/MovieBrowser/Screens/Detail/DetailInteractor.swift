import DIContainer
import MovieCatalog

/// A movie's detail use cases: the movie, its credits, its watchlist entry, similar movies, and the writes
/// (watchlist toggle, rating, note), each sent to the repository at once.
///
/// The catalog comes through the initializer; the watchlist is an ``Inject`` property, resolved
/// from the screen's container the first time a use case needs it. The interactor lives on the
/// main actor with its screen (a wrapped property is stored as a `var`, which only an isolated
/// class may hold and still be shared).
@MainActor
public final class DetailInteractor {
    private let movies: any MovieRepository
    private let people: any PeopleRepository
    private let diary: any DiaryRepository
    @Inject private var watchlist: (any WatchlistRepository)?

    /// The watchlist, resolved on first use; a wiring error becomes a ``CatalogError`` carrying the
    /// resolution's text, which the screen shows in its status bar.
    private func watchlistRepository() throws(CatalogError) -> any WatchlistRepository {
        do {
            return try $watchlist.resolve()
        } catch {
            throw CatalogError(.serviceUnavailable, "The watchlist cannot be reached: \(error)")
        }
    }

    /// How many similar movies the detail lists.
    public static let similarLimit = 10

    /// Creates the interactor.
    ///
    /// - Parameter movies: The catalog.
    /// - Parameter people: The catalog's people and credits.
    /// - Parameter diary: The user's diary.
    public init(movies: any MovieRepository, people: any PeopleRepository, diary: any DiaryRepository) {
        self.movies = movies
        self.people = people
        self.diary = diary
    }

    /// The movie's viewings, latest first.
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func viewings(_ id: Int) throws(CatalogError) -> [Viewing] {
        try diary.viewings(movieID: id)
    }

    /// The movie's credits: none in a catalog without people (the shipped CSV).
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func credits(_ id: Int) throws(CatalogError) -> MovieCredits {
        try people.credits(movieID: id)
    }

    /// The movie with id `id`, or `nil` when the catalog has none.
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func movie(_ id: Int) throws(CatalogError) -> Movie? {
        try movies.movie(id: id)
    }

    /// The movie's watchlist entry, or `nil` when it is not on the watchlist.
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func entry(_ id: Int) throws(CatalogError) -> WatchlistEntry? {
        try watchlistRepository().entry(movieID: id)
    }

    /// Movies like the movie with id `id`, popular first.
    ///
    /// - Parameter id: The catalog id.
    /// - Throws: ``CatalogError`` when storage fails or no movie has `id`.
    public func similar(to id: Int) throws(CatalogError) -> [Movie] {
        try movies.similarMovies(to: id, limit: Self.similarLimit)
    }

    /// Adds the movie to the watchlist, or removes it when it is on it.
    ///
    /// - Parameter id: The catalog id.
    /// - Returns: The new entry, or `nil` when the movie was removed.
    /// - Throws: ``CatalogError`` when storage fails.
    public func toggleWatchlist(_ id: Int) throws(CatalogError) -> WatchlistEntry? {
        if try watchlistRepository().remove(movieID: id) { return nil }
        return try watchlistRepository().add(movieID: id)
    }

    /// Rates the movie, adding it to the watchlist first when it is not on it.
    ///
    /// - Parameter id: The catalog id.
    /// - Parameter rating: The rating.
    /// - Returns: The entry with the rating.
    /// - Throws: ``CatalogError`` when storage fails.
    public func rate(_ id: Int, _ rating: PersonalRating) throws(CatalogError) -> WatchlistEntry {
        if try !watchlistRepository().contains(movieID: id) { try watchlistRepository().add(movieID: id) }
        return try watchlistRepository().setRating(rating, movieID: id)
    }

    /// Clears the movie's rating; nothing happens when it is not on the watchlist.
    ///
    /// - Parameter id: The catalog id.
    /// - Returns: The entry without a rating, or `nil` when the movie is not on the watchlist.
    /// - Throws: ``CatalogError`` when storage fails.
    public func clearRating(_ id: Int) throws(CatalogError) -> WatchlistEntry? {
        guard try watchlistRepository().contains(movieID: id) else { return nil }
        return try watchlistRepository().setRating(nil, movieID: id)
    }

    /// Sets (or clears, when empty) the movie's note, adding it to the watchlist first when a note
    /// is written for a movie not on it.
    ///
    /// - Parameter id: The catalog id.
    /// - Parameter note: The note.
    /// - Returns: The entry with the note, or `nil` when an empty note was saved for a movie not on
    ///   the watchlist (nothing to write).
    /// - Throws: ``CatalogError`` when the note is too long or storage fails.
    public func setNote(_ id: Int, _ note: String) throws(CatalogError) -> WatchlistEntry? {
        if note.count > WatchlistEntry.maximumNoteLength {
            throw CatalogError(
                .invalidArgument,
                "A note has at most \(WatchlistEntry.maximumNoteLength) characters; this one has \(note.count).")
        }
        let onList = try watchlistRepository().contains(movieID: id)
        if note.isEmpty, !onList { return nil }
        if !onList { try watchlistRepository().add(movieID: id) }
        return try watchlistRepository().setNote(note.isEmpty ? nil : note, movieID: id)
    }
}
