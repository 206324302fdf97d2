import TerminalUI

/// What the "add to a list" picker shows in one frame: plain values the presenter builds.
public struct AddToListViewModel: Sendable {
    /// One list as a row.
    public struct Row: Hashable, Sendable {
        /// `✓` when the list holds the movie already.
        public var mark: String
        /// The list's name.
        public var name: String
        /// `seen 3 of 16`.
        public var progress: String
    }

    /// The movie: `"The Godfather (1972)"`.
    public var heading: String
    /// The lists, by name.
    public var rows: [Row]
    /// Shown when there is no list.
    public var emptyText: String
    /// The new list's name, while it is typed.
    public var prompt: ScreenPrompt?
    /// The keys in the panel's bottom border.
    public var footer: [String]
}
