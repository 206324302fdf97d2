import ArgumentParser
import MovieCatalog
import MovieStore

/// `reel export watchlist --format csv|json`: the whole watchlist on standard output.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export the watchlist as CSV or JSON on standard output.")

    enum What: String, ExpressibleByArgument, CaseIterable {
        case watchlist
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json
    }

    @Argument(help: "What to export: watchlist.")
    var what: What

    @Option(help: "csv or json.")
    var format: Format = .csv

    @OptionGroup var catalog: CatalogOptions

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let entries = try session.watchlist.entries(offset: 0, limit: Int.max)
            switch format {
            case .json:
                try? JSONOutput.print(entries.map(JSONOutput.EntryJSON.init))
            case .csv:
                var rows = [["id", "title", "year", "personal_rating", "note", "added_at", "updated_at"]]
                for entry in entries {
                    rows.append([
                        String(entry.movieID), entry.movie?.title.display ?? "",
                        entry.movie.map { String($0.year) } ?? "",
                        entry.personalRating.map { String($0.value) } ?? "", entry.note ?? "",
                        JSONOutput.iso8601(entry.addedAt), JSONOutput.iso8601(entry.updatedAt),
                    ])
                }
                let text = try CSVExport.text(rows: rows)
                // Exact data into a file or pipe; escaped on a terminal, where raw ESC would act.
                Terminal.standardOutput.write(
                    Terminal.standardOutput.isTerminal ? text.escapingControlCharacters(keepingLineFeeds: true) : text)
            }
        }
    }
}
