import ArgumentParser
import MovieCatalog

/// `reel watchlist add|remove|rate|note|list`: the user's own list, kept across re-imports.
struct WatchlistCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlist",
        abstract: "Keep a watchlist with your own ratings (1–10) and notes.",
        subcommands: [Add.self, Remove.self, Rate.self, Note.self, List.self],
        defaultSubcommand: List.self
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a movie to the watchlist.")
        @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the entry as JSON.") var json = false

        mutating func run() throws {
            let id = id
            try WatchlistCommand.change(catalog, json: json) { session in
                try session.watchlist.add(movieID: try id.movieID(in: session))
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove a movie from the watchlist.")
        @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
        @OptionGroup var catalog: CatalogOptions

        mutating func run() throws {
            try reportingErrors {
                let session = try CatalogSession(options: catalog)
                guard try session.watchlist.remove(movieID: try id.movieID(in: session)) else {
                    throw CatalogError(.notOnWatchlist, "movie \(id) is not on the watchlist")
                }
                Terminal.standardOutput.write("Removed \(id) from the watchlist.\n")
            }
        }
    }

    struct Rate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rate",
            abstract: "Give a movie on the watchlist your rating, 1–10 (0 clears it).")
        @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
        @Argument(help: "Your rating, 1 to 10; 0 clears it.") var rating: Int
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the entry as JSON.") var json = false

        mutating func validate() throws {
            // Here rather than in run(): the parser then shows this subcommand's usage, not reel's.
            guard PersonalRating(rating) != nil || rating == 0 else {
                throw ValidationError("the rating must be between 1 and 10 (0 clears it), not \(rating)")
            }
        }

        mutating func run() throws {
            let personal = PersonalRating(rating)
            let id = id
            try WatchlistCommand.change(catalog, json: json) { session in
                try session.watchlist.setRating(personal, movieID: try id.movieID(in: session))
            }
        }
    }

    struct Note: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "note",
            abstract: "Write a short note on a movie of the watchlist (empty clears it).")
        @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
        @Argument(help: "The note, at most 500 characters; \"\" clears it.") var text: String
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the entry as JSON.") var json = false

        mutating func run() throws {
            let (id, text) = (id, text)
            try WatchlistCommand.change(catalog, json: json) { session in
                try session.watchlist.setNote(text, movieID: try id.movieID(in: session))
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the watchlist, most recently added first.")
        @Option(help: "The number of entries to show.") var limit = 100
        @Option(help: "The number of entries to skip.") var offset = 0
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the entries as a JSON array.") var json = false

        mutating func run() throws {
            try reportingErrors {
                let session = try CatalogSession(options: catalog)
                let entries = try session.watchlist.entries(offset: offset, limit: limit)
                if json {
                    try? JSONOutput.print(entries.map(JSONOutput.EntryJSON.init))
                } else {
                    let total = try session.watchlist.count()
                    Terminal.standardOutput.write(
                        WatchlistText.render(entries, total: total, width: Terminal.standardOutput.width))
                }
            }
        }
    }

    /// Opens the catalog, applies `change`, and prints the resulting entry.
    static func change(
        _ options: CatalogOptions, json: Bool, _ change: (CatalogSession) throws -> WatchlistEntry
    ) throws {
        try reportingErrors {
            let entry = try change(try CatalogSession(options: options))
            if json {
                try? JSONOutput.print(JSONOutput.EntryJSON(entry))
            } else {
                Terminal.standardOutput.write(
                    WatchlistText.render([entry], total: nil, width: Terminal.standardOutput.width))
            }
        }
    }
}
