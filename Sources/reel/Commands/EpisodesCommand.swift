import ArgumentParser
import MovieCatalog

/// `reel episodes ID [--season N]`: a series' episodes, one line each, grouped by season.
struct EpisodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episodes",
        abstract: "List a series' episodes by season, with their years, ratings and votes.")

    @Argument(
        help: ArgumentHelp("The series' id, or its IMDb id (tt0903747).", valueName: "id"),
        transform: MovieArgument.parse)
    var id: MovieArgument

    @Option(help: "Only this season (0 is often the specials).") var season: Int?

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the episodes as JSON.") var json = false

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let series = try id.series(in: session)
            let repository = try session.container.resolve((any SeriesRepository).self)
            var seasons = SeriesSeason.grouping(try repository.episodes(ofSeries: series.id))
            if let season {
                let chosen = seasons.filter { $0.number == season }
                guard !chosen.isEmpty else { throw Self.noSeason(season, of: series, seasons: seasons) }
                seasons = chosen
            }
            if json {
                try? JSONOutput.print(JSONOutput.EpisodesJSON(series, seasons: seasons))
            } else {
                Terminal.standardOutput.write(
                    EpisodeText.list(series, seasons: seasons, width: Terminal.standardOutput.width))
            }
        }
    }

    /// The error for a season the series lacks, naming the seasons it has.
    static func noSeason(_ season: Int, of series: Movie, seasons: [SeriesSeason]) -> CatalogError {
        let title = series.title.display.escapingControlCharacters
        guard !seasons.isEmpty else {
            return CatalogError(.notFound, "\(title) has no episodes in this catalog, so no season \(season)")
        }
        let numbers = seasons.map { $0.number.map(String.init) ?? "unknown" }.joined(separator: ", ")
        return CatalogError(
            .notFound, "\(title) has no season \(season); its seasons: \(numbers)")
    }
}
