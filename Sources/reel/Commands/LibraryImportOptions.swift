import ArgumentParser

/// The options of `reel import` that bring the user's history into the library: one of
/// `--letterboxd`, `--imdb-ratings`, `--imdb-list`, `--backup` or `--review`.
struct LibraryImportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Import a Letterboxd export: its .zip or the folder it unpacks to.", valueName: "path"))
    var letterboxd: String?

    @Option(help: ArgumentHelp("Import IMDb's ratings export (ratings.csv).", valueName: "file"))
    var imdbRatings: String?

    @Option(
        help: ArgumentHelp(
            "Import IMDb's watchlist or list export: the watchlist when its name says so (or --watchlist), else "
                + "a list named after the file.",
            valueName: "file"))
    var imdbList: String?

    @Flag(help: "With --imdb-list: the file is the watchlist, whatever its name.")
    var watchlist = false

    @Option(help: ArgumentHelp("Replace the library with a backup written by `reel export backup`.", valueName: "file"))
    var backup: String?

    @Flag(help: "List the imported rows waiting for review, each with its candidates.")
    var review = false

    @Option(help: ArgumentHelp("With --review: import the waiting row ID as --movie.", valueName: "id"))
    var resolve: Int64?

    @Option(
        help: ArgumentHelp("With --resolve: the catalog id (or tt…) of the movie the row is.", valueName: "movie"),
        transform: MovieArgument.parse)
    var movie: MovieArgument?

    @Option(help: ArgumentHelp("With --review: drop the waiting row ID without importing it.", valueName: "id"))
    var skip: Int64?

    /// The options given, by name.
    var chosen: [String] {
        [
            letterboxd.map { _ in "--letterboxd" }, imdbRatings.map { _ in "--imdb-ratings" },
            imdbList.map { _ in "--imdb-list" }, backup.map { _ in "--backup" }, review ? "--review" : nil,
        ].compactMap { $0 }
    }

    /// Whether a library import was asked for.
    var isChosen: Bool { !chosen.isEmpty || resolve != nil || skip != nil || watchlist || movie != nil }

    func validate() throws {
        if chosen.count > 1 { throw ValidationError("choose one of \(chosen.joined(separator: ", ")).") }
        if watchlist, imdbList == nil { throw ValidationError("--watchlist applies to --imdb-list.") }
        if resolve != nil || skip != nil, !review {
            throw ValidationError("--resolve and --skip apply to --review.")
        }
        if (resolve != nil) != (movie != nil) { throw ValidationError("--resolve ID takes --movie MOVIE.") }
        if resolve != nil, skip != nil { throw ValidationError("choose one of --resolve, --skip.") }
    }
}
