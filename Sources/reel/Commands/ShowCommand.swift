import ArgumentParser
import MovieCatalog

/// `reel show ID`: every field of one movie, with its watchlist entry if any.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one movie by its id (ids come from `reel search`).")

    @Argument(help: "The movie's id.")
    var id: Int

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the movie as JSON.")
    var json = false

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            guard let movie = try session.movies.movie(id: id) else {
                throw CatalogError(.movieNotFound, "no movie has id \(id); find ids with `reel search`")
            }
            if json {
                try? JSONOutput.print(JSONOutput.MovieJSON(movie))
            } else {
                let entry = try session.watchlist.entry(movieID: id)
                Terminal.standardOutput.write(
                    MovieText.detail(movie, watchlist: entry, width: Terminal.standardOutput.width))
            }
        }
    }
}
