import ArgumentParser
import MovieCatalog

/// A movie named on the command line: its catalog id (`20545`) or its IMDb id (`tt0068646`); a series
/// is named as a movie is, and an episode by its IMDb id (``title(in:)``, ``movieID(in:)``).
///
/// Every command taking a movie (`show`, `similar`, `watchlist add|remove|rate|note`) declares it the same
/// way, so they all take both forms and say the same when one is wrong:
///
/// ```swift
/// @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
/// ```
enum MovieArgument: CustomStringConvertible {
    case id(Int)
    case imdb(IMDbID)

    /// The argument's help text.
    static let help = ArgumentHelp("The movie's id (20545), or its IMDb id (tt0068646).", valueName: "id")

    /// Reads a catalog id or an IMDb id.
    ///
    /// - Throws: `ValidationError` naming both forms, which the parser reports with the usage of the
    ///   command that takes the argument.
    static func parse(_ argument: String) throws -> MovieArgument {
        if let number = Int(argument) { return .id(number) }
        if let imdbID = IMDbID(text: argument) { return .imdb(imdbID) }
        throw ValidationError("\"\(argument)\" is not a movie id (20545) nor an IMDb id (tt0068646)")
    }

    var description: String {
        switch self {
        case .id(let number): String(number)
        case .imdb(let imdbID): imdbID.text
        }
    }

    /// The movie the argument names.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when the catalog has no such
    ///   movie.
    func movie(in session: CatalogSession) throws -> Movie {
        guard let movie = try findMovie(in: session) else { throw notFound }
        return movie
    }

    /// The movie the argument names, or `nil`.
    private func findMovie(in session: CatalogSession) throws -> Movie? {
        switch self {
        case .id(let number):
            try session.movies.movie(id: number)
        case .imdb(let imdbID):
            try session.container.resolve((any PeopleRepository).self).movie(imdbID: imdbID)
        }
    }

    /// What an argument names: a movie (or a series) of the catalog, or an episode of a series.
    enum Title {
        case movie(Movie)
        case episode(Episode)
    }

    /// The movie, series or episode the argument names: the episode with that id when there is one
    /// (an episode's id is the number of its IMDb id), else the movie.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when the catalog has neither.
    func title(in session: CatalogSession) throws -> Title {
        // The episode first: an IMDb id lookup of the catalog answers an episode's id with its series.
        if let episode = try episode(in: session) { return .episode(episode) }
        if let movie = try findMovie(in: session) { return .movie(movie) }
        throw notFound
    }

    /// The series (or mini-series) the argument names, for `reel episodes` and `reel heatmap`.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` naming the argument when it
    ///   names a movie or an episode, ``CatalogError/Code/movieNotFound`` when it names nothing.
    func series(in session: CatalogSession) throws -> Movie {
        switch try title(in: session) {
        case .movie(let movie) where movie.kind.isSeries:
            return movie
        case .movie(let movie):
            throw CatalogError(
                .invalidArgument,
                "\(self) is a movie (\(movie.title.display), \(movie.year)), not a series: it has no episodes")
        case .episode(let episode):
            let series = IMDbID(episode.seriesID).text
            throw CatalogError(
                .invalidArgument,
                "\(self) is an episode (\(episode.code)) of the series \(series), not a series; "
                    + "try `reel episodes \(series)`")
        }
    }

    /// The episode whose id (or IMDb id) the argument is, or `nil`.
    private func episode(in session: CatalogSession) throws -> Episode? {
        let number: Int
        switch self {
        case .id(let id): number = id
        case .imdb(let imdbID): number = imdbID.number
        }
        guard number > 0 else { return nil }
        return try session.container.resolve((any SeriesRepository).self).episode(id: number)
    }

    /// The catalog id the argument names: itself, or the id of the episode with that IMDb id, or of the
    /// movie with it (the diary, the watchlist and lists take episodes).
    ///
    /// A catalog id is not looked up: the watchlist takes the ids of entries the current catalog lacks
    /// (below 0), to remove them.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when no movie of the
    ///   catalog has the IMDb id.
    func movieID(in session: CatalogSession) throws -> Int {
        switch self {
        case .id(let number):
            return number
        case .imdb(let imdbID):
            // The episode first: an IMDb id lookup of the catalog answers an episode's id with its series.
            if let episode = try episode(in: session) { return episode.id }
            let people = try session.container.resolve((any PeopleRepository).self)
            guard let movie = try people.movie(imdbID: imdbID) else { throw notFound }
            return movie.id
        }
    }

    /// The error for a movie the catalog does not have.
    private var notFound: CatalogError {
        switch self {
        case .id(let number):
            CatalogError(.movieNotFound, "no movie has id \(number); find ids with `reel search`")
        case .imdb(let imdbID):
            CatalogError(
                .movieNotFound, "no movie has IMDb id \(imdbID.text) in this catalog; find ids with `reel search`")
        }
    }
}
