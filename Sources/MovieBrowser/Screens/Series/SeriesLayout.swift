import MovieCatalog
import TerminalUI

/// What a series screen draws for one width, built when the width (or the series) changes and
/// kept across frames: the heatmap's rows as text, its header, and the sparkline's values.
struct SeriesLayout: Sendable {
    /// The columns of a cell's text (`8.4`).
    static let cellWidth = 3
    /// The columns of a season's name in a label (`S12`, `Sp`, `S?`).
    static let seasonWidth = 4

    /// The width laid out for.
    let width: Int
    /// The grid's rows: label (season, episodes, average) and cells.
    let rows: [HeatmapGrid.Row]
    /// The columns the labels take, the gap included.
    let labelWidth: Int
    /// The line above the grid: `Eps  Avg` and the episode numbers, or the summary's scale.
    let header: String
    /// `each cell: 11 episodes` when a season is summarised, else empty.
    let scale: String
    /// The sparkline's values: one per rated episode, or the mean of each run when wider.
    let sparkline: [Double]

    /// The layout of `heatmap` (of `seasons`) and of `ratings` over the run in `width` columns.
    init(heatmap: SeriesHeatmap, seasons: [SeriesSeason], ratings: [Double], width: Int) {
        self.width = width
        let countWidth = Self.countWidth(seasons)
        labelWidth = Self.labelWidth(seasons)
        rows = heatmap.rows.map { row in
            HeatmapGrid.Row(
                label: Self.name(row.season).padded(to: Self.seasonWidth)
                    + row.season.episodes.count.grouped.padded(to: countWidth, leading: true) + "  "
                    + (row.season.averageRating.map(MovieFormat.rating) ?? "  –"),
                cells: row.cells.map { HeatmapGrid.Value(Self.text($0.rating), level: $0.band.rawValue) })
        }
        let perCell = heatmap.rows.map(\.episodesPerCell)
        let (low, high) = (perCell.min() ?? 1, perCell.max() ?? 1)
        scale = high <= 1 ? "" : "each cell: " + (low == high ? "\(high)" : "\(low)–\(high)") + " episodes"
        let lead =
            String(repeating: " ", count: Self.seasonWidth) + "Eps".padded(to: countWidth, leading: true) + "  Avg "
        header =
            scale.isEmpty
            ? lead
                + (1...max(1, heatmap.width)).map { String($0).padded(to: Self.cellWidth, leading: true) }
                .joined(separator: " ")
            : lead + " " + scale
        let glyphs = max(1, width - labelWidth - 9)
        let run = max(1, (ratings.count + glyphs - 1) / glyphs)
        sparkline = stride(from: 0, to: ratings.count, by: run).map { start in
            let part = ratings[start..<min(start + run, ratings.count)]
            return part.reduce(0, +) / Double(part.count)
        }
    }

    /// The cells a row may have in `width` columns (one kept for the scrollbar).
    static func columns(width: Int, seasons: [SeriesSeason]) -> Int {
        max(1, (width - 1 - labelWidth(seasons)) / (cellWidth + 1))
    }

    /// The label's columns: season, episode count, average and the gap.
    static func labelWidth(_ seasons: [SeriesSeason]) -> Int {
        seasonWidth + countWidth(seasons) + 2 + cellWidth + 1
    }

    private static func countWidth(_ seasons: [SeriesSeason]) -> Int {
        max(3, seasons.map { $0.episodes.count.grouped.count }.max() ?? 0)
    }

    /// `S3`, `Sp` for the specials (season 0), `S?` for an unknown season.
    static func name(_ season: SeriesSeason) -> String {
        switch season.number {
        case nil: "S?"
        case 0: "Sp"
        case let number?: "S\(number)"
        }
    }

    /// A cell's text: `8.4`, `10` for a perfect mean, ` – ` without a rating.
    static func text(_ rating: Double?) -> String {
        guard let rating else { return " – " }
        return rating >= 9.95 ? "10" : MovieFormat.rating(rating)
    }
}
