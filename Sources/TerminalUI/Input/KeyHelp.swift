/// A keymap without its action type: what the help and the hint bar need to show it.
public struct KeyHelp: Hashable, Sendable {
    /// One binding as the help shows it.
    public struct Entry: Hashable, Sendable {
        /// The keys' names (`"Down"`, `"j"`).
        public var keys: [String]
        /// The action's name (`"select_next"`).
        public var action: String
        /// What it does.
        public var help: String

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - keys: The keys' names; empty for a line of text without keys.
        ///   - action: The action's name.
        ///   - help: What it does.
        public init(keys: [String], action: String, help: String) {
            self.keys = keys
            self.action = action
            self.help = help
        }
    }

    /// The screen's name.
    public var name: String
    /// Every binding.
    public var entries: [Entry]
    /// The bindings that belong in the hint bar.
    public var hints: [Hint]
}
