import ArgumentParser
import Foundation
import MovieCatalog

/// `reel heatmap ID`: a series' episode ratings as a season-by-episode grid, in color on a terminal.
struct HeatmapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heatmap",
        abstract: "Print a series' episode ratings as a grid of seasons by episodes.",
        discussion: """
            Each cell is an episode's rating, colored by band on a terminal (unless NO_COLOR is set); \
            elsewhere a shade follows the digits (█ 9 and over, ▓ 8–9, ▒ 7–8, ░ 6–7, blank below 6). \
            A season wider than the grid is summarised: each cell is then the mean of a run of episodes.
            """)

    /// When to color the cells.
    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(
        help: ArgumentHelp("The series' id, or its IMDb id (tt0903747).", valueName: "id"),
        transform: MovieArgument.parse)
    var id: MovieArgument

    @Option(help: "The columns the grid may use (default: the terminal's width, or 80).") var width: Int?

    @Option(help: "Color the cells: auto (on a terminal without NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Shades in ASCII (@ # + : .) rather than block glyphs.") var ascii = false

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the grid's rows and cells as JSON.") var json = false

    mutating func validate() throws {
        if let width, width < 10 { throw ValidationError("the width must be 10 or more, not \(width)") }
    }

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let series = try id.series(in: session)
            let repository = try session.container.resolve((any SeriesRepository).self)
            let seasons = SeriesSeason.grouping(try repository.episodes(ofSeries: series.id))
            let columns = HeatmapText.columns(width: width ?? Terminal.standardOutput.width, seasons: seasons)
            let heatmap = SeriesHeatmap(seasons: seasons, columns: columns)
            if json {
                try? JSONOutput.print(JSONOutput.HeatmapJSON(series, heatmap: heatmap, columns: columns))
                return
            }
            let style: HeatmapText.Style
            switch color {
            case .never: style = .plain(ascii: ascii)
            case .always:
                style = HeatmapText.style(
                    isTerminal: true,
                    environment: ProcessInfo.processInfo.environment.filter {
                        $0.key != "NO_COLOR" && $0.key != "TERM"
                    },
                    ascii: ascii)
            case .auto:
                style = HeatmapText.style(
                    isTerminal: Terminal.standardOutput.isTerminal, environment: ProcessInfo.processInfo.environment,
                    ascii: ascii)
            }
            Terminal.standardOutput.write(HeatmapText.render(series, heatmap: heatmap, style: style))
        }
    }
}
