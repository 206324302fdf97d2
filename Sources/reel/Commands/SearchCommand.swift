import ArgumentParser
import MovieCatalog

/// `reel search [WORDS AND TERMS...] [filters]`: one page of movies matching a field query and filters.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find movies by title words (as prefixes), field terms and filters.",
        discussion: """
            Every word must start a word of the title, ignoring case, punctuation and the place of the \
            article: `godf` and `the godfather` both find "The Godfather". Without words, all movies match. \
            Words rank the results by how well they match (whole words first, then titles with the fewest \
            other words, then the most votes) unless --sort or a sort: term asks for an order; without \
            words the order is by title.

            Terms filter and sort, as in the browser's search box: year:1970..1979 year>1990 rating>8 \
            rating:7..9 votes>10k g:drama !g:short mpaa:pg-13 length<=100 fits:120 sort:-weighted \
            sort:-divisive director:coppola writer:puzo cast:"al pacino" person:kubrick (people come with \
            `reel import --imdb`), and your library's: seen:no mine>=8 tag:cinema list:"Best of 2024" \
            watchlist:yes (so `director:kubrick seen:no` is the Kubrick you have not seen), and kinds: \
            type:movie type:series type:mini-series type:series,mini-series. The options \
            below combine with them (both must hold; a sort: term wins over --sort). A bad term is reported \
            with its place and exits with status 64.

            An IMDb id alone (reel search tt0068646) prints that movie or series, an episode's id its series, \
            or no title when the catalog has none.
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "Title words, each matched as a prefix, and field terms (year:1994 rating>8 g:drama ...).",
            valueName: "words-and-terms"))
    var terms: [String] = []

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp(
            "Keep movies of this genre (repeatable: all must match), in any case. One of IMDb's 28: "
                + SearchCommand.genreNames + ". The shipped catalog has seven of them: "
                + Genres.catalogColumns.map(\.name).joined(separator: ", ") + ".",
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

    @Option(
        help: ArgumentHelp(
            "Order by relevance (best match first; the default with words), title (the default without), year, rating, votes, length, budget, weighted (vote-weighted rating) or divisive.",
            valueName: "field"))
    var sort: String?

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
            let page: MoviePage
            if let imdbID = IMDbID(text: terms.joined(separator: " ")) {
                let people = try session.container.resolve((any PeopleRepository).self)
                let movie = try people.movie(imdbID: imdbID)
                let shown = query.offset == 0 && query.limit > 0 ? movie : nil
                page = MoviePage(movies: shown.map { [$0] } ?? [], total: movie == nil ? 0 : 1, offset: query.offset)
            } else {
                page = try session.movies.movies(matching: query)
            }
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
        var query = MovieQuery(limit: limit)
        query.offset = offset
        for name in genre {
            guard let genre = Genres(name: name) else {
                throw ValidationError("unknown genre \"\(name)\"; use one of \(SearchCommand.genreNames)")
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
        if let sort {
            guard let field = MovieSort.Field(rawValue: sort.lowercased()) else {
                let names = MovieSort.Field.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("cannot sort by \"\(sort)\"; use one of \(names)")
            }
            query.sort = MovieSort(field, descending: desc)
        } else {
            query.sort = MovieSort(.title, descending: desc)
        }
        guard (0...10_000).contains(limit) else {
            throw ValidationError("--limit must be between 0 and 10000, not \(limit)")
        }
        guard offset >= 0 else { throw ValidationError("--offset must be 0 or more, not \(offset)") }
        let input = terms.joined(separator: " ")
        do {
            let parsed = try FieldQuery.parse(input, base: query)
            guard sort == nil, !desc, !(parsed.text ?? "").isEmpty else { return parsed }
            // Words and no order asked for: the best matches first. A `sort:` term replaces either
            // base order, so the two parses differ only when there is none.
            var relevance = query
            relevance.sort = .byRelevance
            let ranked = try FieldQuery.parse(input, base: relevance)
            return ranked.sort != parsed.sort ? ranked : parsed
        } catch {
            throw ValidationError(SearchCommand.describe(error, in: input))
        }
    }

    /// Every genre `--genre` takes, alphabetically: IMDb's 28.
    static var genreNames: String { Genres.alphabetical.map(\.name).joined(separator: ", ") }

    /// The error, then the input with the bad term underlined: `rating>ten: not a number` over
    /// `  godfather rating>ten` and `            ^^^^^^^^^^`.
    static func describe(_ error: FieldQueryError, in input: String) -> String {
        let characters = Array(input)
        let plain = input.escapingControlCharacters == input
        guard error.range.upperBound <= characters.count, plain else {
            return error.description.escapingControlCharacters
        }
        let before = error.range.lowerBound
        let term = max(1, error.term.count)
        return error.description + "\n  " + input + "\n  " + String(repeating: " ", count: before)
            + String(repeating: "^", count: term)
    }
}
