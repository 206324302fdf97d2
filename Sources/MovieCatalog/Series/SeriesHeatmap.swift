/// A series' ratings as a grid: one row per season, one cell per episode in broadcast order (so
/// repeated and unknown numbers each keep a cell of their own), or, when a season has more episodes
/// than the grid has columns, one cell per run of episodes with their mean rating: a 10,000-episode
/// soap still fits a screen.
///
/// The Series screen draws it and `reel heatmap` prints it; both take their cells from here.
///
/// ```swift
/// let map = SeriesHeatmap(seasons: SeriesSeason.grouping(episodes), columns: 16)
/// map.rows[0].cells[3].rating   // the fourth episode's rating, or the mean of the fourth run
/// ```
public struct SeriesHeatmap: Sendable, Hashable {
    /// One cell: a run of consecutive episodes of one season (one episode, unless summarised).
    public struct Cell: Sendable, Hashable {
        /// The index in the season's episodes of the cell's first episode.
        public let first: Int
        /// The number of episodes the cell stands for (1 unless the row is summarised).
        public let count: Int
        /// The mean rating of the rated episodes of the run, `nil` when none is rated.
        public let rating: Double?

        /// The cell's band.
        public var band: RatingBand { RatingBand(rating: rating ?? 0, isRated: rating != nil) }
    }

    /// One season's row.
    public struct Row: Sendable, Hashable {
        /// The season.
        public let season: SeriesSeason
        /// Its cells, left to right.
        public let cells: [Cell]
        /// Episodes per cell: 1, or more when the season is summarised.
        public let episodesPerCell: Int
    }

    /// The rows, one per season in broadcast order.
    public let rows: [Row]

    /// The grid of `seasons` at most `columns` cells wide.
    ///
    /// - Parameter seasons: A series' seasons, in broadcast order.
    /// - Parameter columns: The most cells a row may have (at least 1).
    public init(seasons: [SeriesSeason], columns: Int) {
        let columns = max(columns, 1)
        rows = seasons.map { season in
            let episodes = season.episodes
            let perCell = max(1, (episodes.count + columns - 1) / columns)
            var cells: [Cell] = []
            cells.reserveCapacity(min(episodes.count, columns))
            var start = 0
            while start < episodes.count {
                let end = min(start + perCell, episodes.count)
                var sum = 0.0
                var rated = 0
                for episode in episodes[start..<end] where episode.isRated {
                    sum += episode.rating
                    rated += 1
                }
                cells.append(Cell(first: start, count: end - start, rating: rated > 0 ? sum / Double(rated) : nil))
                start = end
            }
            return Row(season: season, cells: cells, episodesPerCell: perCell)
        }
    }

    /// The widest row's number of cells.
    public var width: Int { rows.map(\.cells.count).max() ?? 0 }

    /// Whether any row stands for more than one episode per cell.
    public var isSummarised: Bool { rows.contains { $0.episodesPerCell > 1 } }
}
