import ArgumentParser
import MovieCatalog

/// `reel import [CSV]`: (re)imports the catalog, keeping the watchlist.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import the catalog CSV into the database (the watchlist is kept).",
        discussion: """
            The import is one transaction: interrupted, the database keeps its previous catalog. Bad lines \
            are skipped and listed with their line numbers.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The catalog CSV (default: --csv, $REEL_CATALOG_CSV or Resources/movies.csv).", valueName: "csv"))
    var file: String?

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the import report as JSON.")
    var json = false

    @Flag(help: "Report progress on stderr even when it is not a terminal (a line every 10%).")
    var progress = false

    mutating func run() throws {
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
}
