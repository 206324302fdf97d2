import ArgumentParser
import MovieCatalog

/// `reel stats`: counts per genre, decade, MPAA rating and rating.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Show counts per genre, decade, MPAA rating and rating.")

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the statistics as JSON.")
    var json = false

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let statistics = try session.movies.statistics(matching: MovieQuery())
            if json {
                try? JSONOutput.print(JSONOutput.StatisticsJSON(statistics))
            } else {
                Terminal.standardOutput.write(StatisticsText.render(statistics, width: Terminal.standardOutput.width))
            }
        }
    }
}
