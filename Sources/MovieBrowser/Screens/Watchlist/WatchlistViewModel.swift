import TerminalUI

/// What the watchlist shows in one frame: plain values the presenter builds.
public struct WatchlistViewModel: Sendable {
    /// One entry as a row of text.
    public struct Row: Hashable, Sendable {
        /// `◆` when the movie is marked for comparison.
        public var mark: String
        /// The title as a person writes it.
        public var title: String
        /// The year: the catalog's, else the one the entry keeps; empty when neither is known.
        public var year: String
        /// The user's rating, `"8/10"`, or `"-"`.
        public var rating: String
        /// The first line of the note, or empty.
        public var note: String
        /// The date added, `YYYY-MM-DD`.
        public var added: String
    }

    /// The order, for the header's arrow.
    public var sort: WatchlistSort
    /// The rows, in order.
    public var rows: [Row]
    /// Shown when the watchlist is empty.
    public var emptyText: String
    /// The export panel's formats, when it is open.
    public var exportFormats: [String]?
    /// The highlighted format of the export panel.
    public var exportSelection: Int
    /// The export panel's key hints.
    public var exportHints: [Hint]
}
