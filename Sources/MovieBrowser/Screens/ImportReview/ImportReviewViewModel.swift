/// What the import review shows in one frame: plain values the presenter builds.
public struct ImportReviewViewModel: Sendable {
    /// One row waiting, as the export had it.
    public struct Row: Hashable, Sendable {
        /// `diary.csv:12`.
        public var place: String
        /// `diary`, `rating`, `watchlist`, `list: Best of 2024`.
        public var kind: String
        /// The title as the export wrote it.
        public var title: String
        /// The year as the export wrote it, or empty.
        public var year: String
        /// `2 candidates`, or `not found`.
        public var found: String
    }

    /// One of the catalog's candidates for the selected row.
    public struct Candidate: Hashable, Sendable {
        /// The key that chooses it (`1` to `9`).
        public var number: String
        /// The title.
        public var title: String
        /// The year.
        public var year: String
        /// The IMDb id (`tt0084787`), or the catalog id.
        public var imdbID: String
        /// `412,345 votes`.
        public var votes: String
    }

    /// The rows waiting, oldest first.
    public var rows: [Row]
    /// What the candidates' panel says of the selected row, or `nil` when there is none.
    public var heading: String?
    /// The selected row's candidates, best first.
    public var candidates: [Candidate]
    /// The chosen candidate, from 0.
    public var chosen: Int
    /// Shown when nothing waits.
    public var emptyText: String
}
