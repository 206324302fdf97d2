import MovieCatalog
import TerminalUI

/// The cursor over the heatmap: moves by cell, row and page, and the episode under it.
extension SeriesPresenter {
    /// The episode under the cursor, or `nil` without episodes.
    public var selectedEpisode: Episode? {
        guard seasons.indices.contains(cursor.row) else { return nil }
        let episodes = seasons[cursor.row].episodes
        return episodes.isEmpty ? nil : episodes[min(cursor.index, episodes.count - 1)]
    }

    /// The cursor's cell in its row.
    public var cursorCell: Int { cursor.index / perCell(cursor.row) }

    /// The episodes a cell of `row` stands for.
    func perCell(_ row: Int) -> Int {
        heatmap.rows.indices.contains(row) ? max(1, heatmap.rows[row].episodesPerCell) : 1
    }

    /// The cells of `row`.
    func cellCount(_ row: Int) -> Int {
        heatmap.rows.indices.contains(row) ? heatmap.rows[row].cells.count : 0
    }

    /// Puts the cursor on the first episode of cell `cell` (clamped) of row `row` (clamped).
    func place(row: Int, cell: Int) {
        guard !heatmap.rows.isEmpty else { return }
        let row = min(max(0, row), heatmap.rows.count - 1)
        let cell = min(max(0, cell), max(0, cellCount(row) - 1))
        cursor = SeriesCursor(row: row, index: cell * perCell(row))
    }

    /// Moves the cursor as `action` asks: Left and Right go on to the season above or below at a
    /// row's ends and stop at the grid's; Up and Down keep the column, clamped to a shorter season.
    func move(_ action: SeriesAction) {
        guard !heatmap.rows.isEmpty else { return }
        let (row, cell, last) = (cursor.row, cursorCell, heatmap.rows.count - 1)
        switch action {
        case .left:
            if cell > 0 {
                place(row: row, cell: cell - 1)
            } else if row > 0 {
                place(row: row - 1, cell: cellCount(row - 1) - 1)
            }
        case .right:
            if cell < cellCount(row) - 1 {
                place(row: row, cell: cell + 1)
            } else if row < last {
                place(row: row + 1, cell: 0)
            }
        case .up: if row > 0 { place(row: row - 1, cell: cell) }
        case .down: if row < last { place(row: row + 1, cell: cell) }
        case .seasonStart: place(row: row, cell: 0)
        case .seasonEnd: place(row: row, cell: cellCount(row) - 1)
        case .pageUp: place(row: row - rows.pageSize, cell: cell)
        case .pageDown: place(row: row + rows.pageSize, cell: cell)
        case .first: place(row: 0, cell: 0)
        case .last: place(row: last, cell: cellCount(last) - 1)
        case .open, .detail, .nextToWatch, .logViewing, .toggleWatchlist, .addToList: break
        }
    }

    /// A click on cell `cell` of row `row`: the cursor goes there, or, on the cursor's cell, its
    /// episode opens.
    func click(row: Int, cell: Int) -> KeyOutcome {
        if row == cursor.row, cell == cursorCell { return perform(.open) }
        place(row: row, cell: cell)
        return .consumed
    }

    /// Puts the cursor on the episode with id `id`, when the series has it.
    func moveCursor(to id: Int) {
        for (row, season) in seasons.enumerated() {
            if let index = season.episodes.firstIndex(where: { $0.id == id }) {
                cursor = SeriesCursor(row: row, index: index)
                return
            }
        }
    }

    /// Lays the grid out `columns` cells wide, when that changed.
    func setColumns(_ columns: Int) {
        guard columns != self.columns else { return }
        self.columns = columns
        heatmap = SeriesHeatmap(seasons: seasons, columns: max(1, columns))
        layout = nil
    }
}
