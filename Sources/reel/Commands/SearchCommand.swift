import ArgumentParser
import MovieCatalog

/// `reel search [TEXT] [filters]`: one page of movies matching words and filters.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find movies by title words (as prefixes) and filters.",
        discussion: """
            Every word must start a word of the title, ignoring case, punctuation and the place of the \
            article: `godf` and `the godfather` both find "The Godfather". Without TEXT, all movies match.
            """
    )

    @Argument(help: "Words of the title, each matched as a prefix.")
    var text: String?

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp(
            "Keep movies of this genre (repeatable: all must match). One of: Action, Animation, Comedy, Drama, Documentary, Romance, Short.",
            valueName: "genre"))
    var genre: [String] = []

    @Option(help: ArgumentHelp("Keep movies of this year or range of years: 1994, 1990...1999.", valueName: "years"))
    var year: String?

    @Option(
        name: .customLong("min-rating"),
        help: ArgumentHelp("Keep movies rated at least this (0–10).", valueName: "rating"))
    var minRating: Double?

    @Option(
        name: .customLong("min-votes"),
        help: ArgumentHelp("Keep movies with at least this many votes.", valueName: "votes"))
    var minVotes: Int?

    @Option(help: ArgumentHelp("Keep movies with this MPAA rating: PG, PG-13, R, NC-17.", valueName: "rating"))
    var mpaa: String?

    @Option(help: ArgumentHelp("Order by title, year, rating, votes, length or budget.", valueName: "field"))
    var sort: String = "title"

    @Flag(help: "Largest first (Z to A, newest, best rated...).")
    var desc = false

    @Option(help: "The number of movies to show (0–10000).")
    var limit = 20

    @Option(help: "The number of movies to skip.")
    var offset = 0

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the page as JSON.")
    var json = false

    mutating func validate() throws {
        _ = try makeQuery()
    }

    mutating func run() throws {
        let query = try makeQuery()
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let page = try session.movies.movies(matching: query)
            if json {
                try? JSONOutput.print(
                    JSONOutput.PageJSON(
                        total: page.total, offset: page.offset, limit: query.limit,
                        movies: page.movies.map(JSONOutput.MovieJSON.init)))
                return
            }
            let width = Terminal.standardOutput.width
            let heading = MovieText.pageHeading(offset: page.offset, count: page.movies.count, total: page.total)
            Terminal.standardOutput.write(TextLayout.wrap(heading, width) + "\n")
            if !page.movies.isEmpty {
                Terminal.standardOutput.write(MovieText.table(page.movies, width: width))
            }
        }
    }

    func makeQuery() throws -> MovieQuery {
        var query = MovieQuery(text: text, limit: limit)
        query.offset = offset
        for name in genre {
            guard let genre = Genres(name: name) else {
                throw ValidationError(
                    "unknown genre \"\(name)\"; use one of \(Genres.all.map(\.name).joined(separator: ", "))")
            }
            query.genres.insert(genre)
        }
        if let year { query.years = try YearRange.parse(year) }
        if let minRating {
            guard (0...10).contains(minRating) else {
                throw ValidationError("--min-rating must be between 0 and 10, not \(minRating)")
            }
            query.minimumRating = minRating
        }
        if let minVotes {
            guard minVotes >= 0 else { throw ValidationError("--min-votes must be 0 or more, not \(minVotes)") }
            query.minimumVotes = minVotes
        }
        if let mpaa {
            guard let rating = MPAARating(text: mpaa) else {
                throw ValidationError("unknown MPAA rating \"\(mpaa)\"; use PG, PG-13, R or NC-17")
            }
            query.mpaa = rating
        }
        guard let field = MovieSort.Field(rawValue: sort.lowercased()) else {
            throw ValidationError("cannot sort by \"\(sort)\"; use title, year, rating, votes, length or budget")
        }
        query.sort = MovieSort(field, descending: desc)
        guard (0...10_000).contains(limit) else {
            throw ValidationError("--limit must be between 0 and 10000, not \(limit)")
        }
        guard offset >= 0 else { throw ValidationError("--offset must be 0 or more, not \(offset)") }
        return query
    }
}
