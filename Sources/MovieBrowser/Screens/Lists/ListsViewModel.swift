import TerminalUI

/// What the lists screen shows in one frame: plain values the presenter builds.
public struct ListsViewModel: Sendable {
    /// One list as a row.
    public struct Row: Hashable, Sendable {
        /// `smart`, `ranked` or empty.
        public var kind: String
        /// The list's name.
        public var name: String
        /// `seen 23 of 95`.
        public var progress: String
        /// The part seen, 0 to 1, for the bar.
        public var fraction: Double
        /// The description; a smart list's query after it.
        public var description: String
    }

    /// The lists, by name.
    public var rows: [Row]
    /// Shown when there is no list.
    public var emptyText: String
    /// The question on the prompt line, if one is open.
    public var prompt: ScreenPrompt?
}
