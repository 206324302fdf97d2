import ArgumentParser
import MovieCatalog

/// `reel similar ID`: movies like a movie, by the rule of ``MovieRepository/similarMovies(to:limit:)``.
struct SimilarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "similar",
        abstract: "List movies like a given one: its genres, within 10 years, rated within 1.0, most votes first.",
        discussion: """
            A movie like it was released within 10 years of it, has at least 20 votes and is rated within 1.0 \
            of it (any rating when it has no votes). Those sharing its genres (its one genre, both of two, \
            two of three or more) come first, then those sharing only one; each group most voted first, so \
            a high average from a handful of voters never outranks a popular movie.
            """)

    @Argument(help: MovieArgument.help, transform: MovieArgument.parse)
    var id: MovieArgument

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
            let movie = try id.movie(in: session)
            let movies = try session.movies.similarMovies(to: movie.id, limit: limit)
            if json {
                try? JSONOutput.print(movies.map(JSONOutput.MovieJSON.init))
            } else {
                let width = Terminal.standardOutput.width
                Terminal.standardOutput.write(
                    TextLayout.safe("Like \(movie.title.display) (\(movie.years)):", width) + "\n")
                Terminal.standardOutput.write(MovieText.table(movies, width: width))
            }
        }
    }
}
