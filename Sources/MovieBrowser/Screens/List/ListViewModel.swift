import TerminalUI

/// What one list's screen shows in one frame: plain values the presenter builds.
public struct ListViewModel: Sendable {
    /// One entry as a row of text.
    public struct Row: Hashable, Sendable {
        /// The place on the list (shown for a ranked list).
        public var position: String
        /// `✓` when the user has seen the movie.
        public var seen: String
        /// The title.
        public var title: String
        /// The year, or empty.
        public var year: String
        /// The note's first line, or empty.
        public var note: String
    }

    /// The list's name, or `nil` when there is no list.
    public var heading: String?
    /// Shown instead of the list when it cannot be shown (`"No list has id 7"`).
    public var missingText: String?
    /// Whether the positions are shown.
    public var isRanked = false
    /// The lines under the name: the description, a smart list's query.
    public var lines: [String] = []
    /// `seen 3 of 16`.
    public var progress = ""
    /// The part seen, 0 to 1, for the bar.
    public var fraction = 0.0
    /// The number of entries.
    public var rowCount = 0
    /// The first row of ``rows``.
    public var firstRow = 0
    /// The rows the table shows, from ``firstRow``; `nil` for a row whose page could not be read.
    public var rows: [Row?] = []
    /// Shown when the list is empty.
    public var emptyText = ""
    /// The note being edited, on the prompt line.
    public var prompt: ScreenPrompt?

    /// Creates a view model with a heading or a reason it has none.
    ///
    /// - Parameter heading: The list's name.
    /// - Parameter missingText: Why there is no list.
    public init(heading: String?, missingText: String?) {
        self.heading = heading
        self.missingText = missingText
    }
}
