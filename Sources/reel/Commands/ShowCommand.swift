import ArgumentParser
import MovieCatalog

/// `reel show ID`: every field of one movie, its credits, and its watchlist entry if any.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one movie by its id (ids come from `reel search`) or its IMDb id (tt0068646).")

    @Argument(help: "The movie's id, or its IMDb id (tt0068646).")
    var id: String

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the movie as JSON.")
    var json = false

    mutating func validate() throws {
        guard Int(id) != nil || IMDbID(text: id) != nil else {
            throw ValidationError("\"\(id)\" is not a movie id (20545) nor an IMDb id (tt0068646)")
        }
    }

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let people = try session.container.resolve((any PeopleRepository).self)
            let movie: Movie?
            if let number = Int(id) {
                movie = try session.movies.movie(id: number)
            } else if let imdbID = IMDbID(text: id) {
                movie = try people.movie(imdbID: imdbID)
            } else {
                movie = nil
            }
            guard let movie else {
                throw CatalogError(.movieNotFound, "no movie has id \(id); find ids with `reel search`")
            }
            let credits = try people.credits(movieID: movie.id)
            if json {
                try? JSONOutput.print(JSONOutput.MovieDetailJSON(movie, credits: credits))
            } else {
                let entry = try session.watchlist.entry(movieID: movie.id)
                Terminal.standardOutput.write(
                    MovieText.detail(movie, credits: credits, watchlist: entry, width: Terminal.standardOutput.width))
            }
        }
    }
}
