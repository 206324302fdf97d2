import ArgumentParser
import MovieCatalog

/// `reel stats`: counts per genre, decade, MPAA rating and rating; with `--mine`, the user's own
/// statistics from the diary.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show counts per genre, decade, MPAA rating and rating; with --mine, your own statistics.")

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Your statistics: films and hours, your ratings against IMDb's, people, genres, rewatches.")
    var mine = false

    @Option(help: "With --mine: the year in review (default: every year).")
    var year: Int?

    @Flag(help: "Print the statistics as JSON.")
    var json = false

    mutating func validate() throws {
        if year != nil, !mine { throw ValidationError("--year goes with --mine (your statistics of a year)") }
    }

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            if mine {
                let statistics = try session.container.resolve((any LibraryStatisticsRepository).self)
                    .statistics(year: year)
                if json {
                    try? JSONOutput.print(JSONOutput.LibraryStatisticsJSON(statistics))
                } else {
                    Terminal.standardOutput.write(
                        PersonalStatisticsText.render(statistics, width: Terminal.standardOutput.width))
                }
                return
            }
            let statistics = try session.movies.statistics(matching: MovieQuery())
            if json {
                try? JSONOutput.print(JSONOutput.StatisticsJSON(statistics))
            } else {
                Terminal.standardOutput.write(StatisticsText.render(statistics, width: Terminal.standardOutput.width))
            }
        }
    }
}
