import ArgumentParser
import MovieCatalog

/// A movie named on the command line: its catalog id (`20545`) or its IMDb id (`tt0068646`).
enum MovieArgument: ExpressibleByArgument, CustomStringConvertible {
    case id(Int)
    case imdb(IMDbID)

    init?(argument: String) {
        if let number = Int(argument) {
            self = .id(number)
        } else if let imdbID = IMDbID(text: argument) {
            self = .imdb(imdbID)
        } else {
            return nil
        }
    }

    var description: String {
        switch self {
        case .id(let number): String(number)
        case .imdb(let imdbID): imdbID.text
        }
    }

    /// The catalog id the argument names: itself, or the id of the movie with that IMDb id.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when no movie of the
    ///   catalog has the IMDb id.
    func movieID(in session: CatalogSession) throws -> Int {
        switch self {
        case .id(let number):
            return number
        case .imdb(let imdbID):
            let people = try session.container.resolve((any PeopleRepository).self)
            guard let movie = try people.movie(imdbID: imdbID) else {
                throw CatalogError(
                    .movieNotFound, "no movie has IMDb id \(imdbID.text) in this catalog; find ids with `reel search`")
            }
            return movie.id
        }
    }
}
