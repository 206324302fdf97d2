import ArgumentParser
import Foundation
import MovieCatalog
import MovieStore

/// `reel import [CSV]` or `reel import --imdb DIR`: (re)imports the catalog, keeping the watchlist.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import the catalog CSV, or IMDb's datasets, into the database (the watchlist is kept).",
        discussion: """
            The import is one transaction: interrupted, the database keeps its previous catalog. Bad lines \
            are skipped and listed with their line numbers.

            With --imdb DIR, reel reads IMDb's five datasets (title.basics, title.ratings, title.crew, \
            title.principals and name.basics, each .tsv.gz or .tsv) from DIR: the titles of --types (movie by \
            default), adult ones only with --adult, and the people and credits of those titles. Movies that \
            the shipped CSV has by title and year keep its votes by stars, budget and MPAA rating. IMDb's \
            datasets are for personal and non-commercial use.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The catalog CSV (default: --csv, $REEL_CATALOG_CSV or Resources/movies.csv); with --imdb, the "
                + "folder of IMDb's datasets.",
            valueName: "csv-or-dir"))
    var file: String?

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Import IMDb's datasets from the folder given as the argument (reel import --imdb DIR).")
    var imdb = false

    @Option(
        help: ArgumentHelp(
            "With --imdb: the title types to keep, comma-separated (movie, tvMovie, short, video, ...).",
            valueName: "types"))
    var types = "movie"

    @Flag(help: "With --imdb: keep adult titles too.")
    var adult = false

    @Flag(help: "Print the import report as JSON.")
    var json = false

    @Flag(help: "Report progress on stderr even when it is not a terminal (a line every 10%).")
    var progress = false

    mutating func validate() throws {
        guard !imdb else { return }
        if adult { throw ValidationError("--adult applies to --imdb imports only.") }
        if types != "movie" { throw ValidationError("--types applies to --imdb imports only.") }
    }

    mutating func run() throws {
        if imdb {
            try runIMDb()
            return
        }
        let csv = catalog.csvPath(explicit: file)
        try reportingErrors {
            let session = try CatalogSession(options: catalog, importIfNeeded: false)
            let report = try session.runImport(from: csv, progress: progress)
            if json {
                try? JSONOutput.print(JSONOutput.ImportJSON(report, database: session.database.path))
            } else {
                Terminal.standardOutput.write("\(report.summary.escapingControlCharacters)\n")
            }
        }
    }

    private func runIMDb() throws {
        let kept = types.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !kept.isEmpty else { throw ValidationError("--types names no title type.") }
        guard let directory = file else {
            Terminal.standardError.write(
                "reel: downloading IMDb's datasets is not built yet: download the five .tsv.gz files of "
                    + "https://datasets.imdbws.com/ into a folder and run reel import --imdb DIR.\n")
            throw ExitCode.failure
        }
        let options = IMDbImporter.Options(
            types: kept, includeAdult: adult, catalogCSV: catalog.csvPath(explicit: nil))
        try reportingErrors {
            let session = try CatalogSession(options: catalog, importIfNeeded: false)
            let report = try session.runIMDbImport(from: directory, options: options, progress: progress)
            if json {
                try? JSONOutput.print(JSONOutput.IMDbImportJSON(report, database: session.database.path))
            } else {
                for line in report.summary.split(separator: "\n") {
                    Terminal.standardOutput.write("\(String(line).escapingControlCharacters)\n")
                }
            }
        }
    }
}
