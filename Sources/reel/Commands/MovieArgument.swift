import ArgumentParser
import MovieCatalog

/// A movie named on the command line: its catalog id (`20545`) or its IMDb id (`tt0068646`).
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
        let movie: Movie?
        switch self {
        case .id(let number):
            movie = try session.movies.movie(id: number)
        case .imdb(let imdbID):
            movie = try session.container.resolve((any PeopleRepository).self).movie(imdbID: imdbID)
        }
        guard let movie else { throw notFound }
        return movie
    }

    /// The catalog id the argument names: itself, or the id of the movie with that IMDb id.
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
