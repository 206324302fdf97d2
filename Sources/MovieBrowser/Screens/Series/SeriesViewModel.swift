import TerminalUI

/// What a series' screen shows in one frame: plain values the presenter builds (the grid's rows
/// kept from the layout of the width drawn).
public struct SeriesViewModel: Sendable {
    /// One episode of the best or worst list.
    public struct EpisodeLine: Hashable, Sendable {
        /// The rating, one decimal.
        public var rating: String
        /// The rating's band, as a heatmap level.
        public var level: Int
        /// `S05E14  Ozymandias`.
        public var text: String
    }

    /// The series' title.
    public var heading: String
    /// `2008–2013 · series · ★ 9.5 · 2,134,567 votes`.
    public var facts: String
    /// `Crime, Drama · 5 seasons · seen 23 of 62 episodes; next: S03E04`.
    public var progress: String
    /// Shown instead of the series when there is none.
    public var missingText: String?
    /// Shown instead of the grid when the series has no episodes in the catalog.
    public var emptyText: String?
    /// The line above the grid.
    public var gridHeader: String
    /// The grid's rows.
    public var grid: [HeatmapGrid.Row]
    /// The labels' columns.
    public var labelWidth: Int
    /// The cursor's row and cell.
    public var cursorRow: Int
    /// The cursor's cell in its row.
    public var cursorColumn: Int
    /// The episode (or run) under the cursor: code, title, year, rating and votes.
    public var selected: String
    /// The ratings over the run.
    public var sparkline: [Double]
    /// `6.4–9.9`: the sparkline's range.
    public var sparkRange: String
    /// `Best · ≥ 12,345 votes`.
    public var bestHeading: String
    /// `Worst · ≥ 12,345 votes`.
    public var worstHeading: String
    /// The best episodes.
    public var best: [EpisodeLine]
    /// The worst episodes.
    public var worst: [EpisodeLine]
}
