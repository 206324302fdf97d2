import ArgumentParser
import MovieCatalog

/// `reel show ID`: every field of one movie, its credits, and its watchlist entry if any.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one movie by its id (ids come from `reel search`) or its IMDb id (tt0068646).")

    @Argument(help: MovieArgument.help, transform: MovieArgument.parse)
    var id: MovieArgument

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the movie as JSON.")
    var json = false

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let people = try session.container.resolve((any PeopleRepository).self)
            let movie = try id.movie(in: session)
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
