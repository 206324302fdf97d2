import ArgumentParser
import MovieCatalog

/// `reel similar ID`: movies sharing genres, era and rating with a movie.
struct SimilarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "similar",
        abstract: "List movies like a given one: same genres, within 10 years, close rating, popular first.")

    @Argument(help: "The movie's id.")
    var id: Int

    @Option(help: "The number of movies to show (0–100).")
    var limit = 10

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the movies as a JSON array.")
    var json = false

    mutating func validate() throws {
        guard (0...100).contains(limit) else {
            throw ValidationError("--limit \(limit) is outside 0...100")
        }
    }

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let movies = try session.movies.similarMovies(to: id, limit: limit)
            if json {
                try? JSONOutput.print(movies.map(JSONOutput.MovieJSON.init))
            } else {
                let width = Terminal.standardOutput.width
                if let movie = try session.movies.movie(id: id) {
                    Terminal.standardOutput.write(
                        TextLayout.safe("Like \(movie.title.display) (\(movie.year)):", width) + "\n")
                }
                Terminal.standardOutput.write(MovieText.table(movies, width: width))
            }
        }
    }
}
