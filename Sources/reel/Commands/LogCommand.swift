import ArgumentParser
import MovieCatalog
import ReelApp

/// `reel log ID`: logs a viewing in the diary, today by default.
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log a viewing in your diary: the day (today by default), a rating, a rewatch, tags and a note.")

    @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
    @Option(help: ArgumentHelp("The day watched, YYYY-MM-DD (default: today).", valueName: "date")) var date: String?
    @Option(help: "Your rating, 1 to 10 in half stars: 7 is ★★★½.") var rating: Int?
    @Flag(help: "You had seen it before.") var rewatch = false
    @Option(name: .customLong("tag"), help: ArgumentHelp("A tag; repeat for more.", valueName: "tag")) var tags:
        [String] =
            []
    @Option(help: "A note or review.") var note: String?
    @OptionGroup var catalog: CatalogOptions
    @Flag(help: "Print the viewing as JSON.") var json = false

    mutating func validate() throws {
        // Here rather than in run(): the parser then shows this subcommand's usage, not reel's.
        if let date, CalendarDate(iso: date) == nil {
            throw ValidationError("the date \"\(date)\" is not a day as YYYY-MM-DD (2026-11-20)")
        }
        if let rating, PersonalRating(rating) == nil {
            throw ValidationError("the rating must be between 1 and 10 (half stars: 7 is ★★★½), not \(rating)")
        }
    }

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let diary = try session.container.resolve((any DiaryRepository).self)
            let today = CalendarDate(try session.container.resolve(Clock.self).now())
            let details = ViewingDetails(
                date: date.flatMap { CalendarDate(iso: $0) } ?? today, rating: rating.flatMap(PersonalRating.init),
                isRewatch: rewatch, note: note, tags: tags)
            let viewing = try diary.log(movieID: try id.movieID(in: session), details)
            if json {
                try? JSONOutput.print(JSONOutput.ViewingJSON(viewing))
            } else {
                Terminal.standardOutput.write(
                    "Logged " + LibraryText.line(viewing, width: Terminal.standardOutput.width - 7) + "\n")
            }
        }
    }
}
