import ArgumentParser
import MovieCatalog
import MovieStore

/// `reel export watchlist --format csv|json|letterboxd`: the whole watchlist on standard output.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the watchlist as CSV, JSON or Letterboxd's import CSV on standard output.")

    enum What: String, ExpressibleByArgument, CaseIterable {
        case watchlist
    }

    @Argument(help: "What to export: watchlist.")
    var what: What

    @Option(help: "csv, json or letterboxd (Title,Year,Rating10,Review, for Letterboxd's importer).")
    var format: WatchlistExportFormat = .csv

    @OptionGroup var catalog: CatalogOptions

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let entries = try session.watchlist.entries(offset: 0, limit: Int.max)
            let text = try WatchlistExportText.text(entries, format: format)
            // Exact data into a file or pipe; CSV escaped on a terminal, where raw ESC would act
            // (JSON escapes control characters itself).
            let escape = format != .json && Terminal.standardOutput.isTerminal
            Terminal.standardOutput.write(escape ? text.escapingControlCharacters(keepingLineFeeds: true) : text)
        }
    }
}

extension WatchlistExportFormat: ExpressibleByArgument {}
