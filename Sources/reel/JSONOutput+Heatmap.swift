import MovieCatalog

extension JSONOutput {
    /// `reel heatmap`: the series, the most cells a row has, and the rows of its ``SeriesHeatmap``.
    struct HeatmapJSON: Encodable {
        /// One cell: the index of its first episode in the season, how many it stands for, their mean
        /// rating (`null` when none is rated) and its band (`unrated`, `poor`, `fair`, `good`, `great`,
        /// `superb`).
        struct Cell: Encodable {
            let cell: SeriesHeatmap.Cell

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(cell.first, forKey: .first)
                try container.encode(cell.count, forKey: .count)
                try container.encode(cell.rating, forKey: .rating)
                try container.encode("\(cell.band)", forKey: .band)
            }

            enum CodingKeys: String, CodingKey { case first, count, rating, band }
        }

        /// One season's row: its number (`null` when unknown), label, episodes per cell and cells.
        struct Row: Encodable {
            let row: SeriesHeatmap.Row

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(row.season.number, forKey: .season)
                try container.encode(HeatmapText.label(row.season), forKey: .label)
                try container.encode(row.season.episodes.count, forKey: .episodes)
                try container.encode(row.episodesPerCell, forKey: .episodesPerCell)
                try container.encode(row.cells.map(Cell.init), forKey: .cells)
            }

            enum CodingKeys: String, CodingKey { case season, label, episodes, episodesPerCell, cells }
        }

        let series: SeriesReferenceJSON
        let columns: Int
        let summarised: Bool
        let rows: [Row]

        init(_ series: Movie, heatmap: SeriesHeatmap, columns: Int) {
            self.series = SeriesReferenceJSON(series)
            self.columns = columns
            summarised = heatmap.isSummarised
            rows = heatmap.rows.map(Row.init)
        }
    }
}
