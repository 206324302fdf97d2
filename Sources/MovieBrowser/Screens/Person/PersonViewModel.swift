import TerminalUI

/// What a person's screen shows in one frame: plain values the presenter builds.
public struct PersonViewModel: Sendable {
    /// One credit as a row of text.
    public struct Row: Hashable, Sendable {
        /// The role's heading on the first row of its group (`Director`), empty on the others.
        public var role: String
        /// `•` when the movie is on the watchlist.
        public var mark: String
        /// The year, or a series' run (`2008–2013`, `2019–`).
        public var year: String
        /// The title as a person writes it, with a series' kind after it (`Breaking Bad (series)`).
        public var title: String
        /// The rating, one decimal.
        public var rating: String
        /// The votes with thousands separators.
        public var votes: String
        /// The characters played, for the cast (`Don Vito Corleone`).
        public var characters: String
    }

    /// `"Marlon Brando"`, or the id of a person the catalog's names lack.
    public var name: String
    /// `"1924–2004 · actor, soundtrack, director"`.
    public var facts: String
    /// `"Actor 40 · Director 1"`: the count of each role.
    public var roles: String
    /// The rows, group after group.
    public var rows: [Row]
    /// The year column's width: wider when a series' run is listed.
    public var yearWidth: Int
    /// The order, for the headers' arrow.
    public var sort: PersonSort
    /// The title filter.
    public var search: TextInputState
    /// Whether the filter box has focus.
    public var isSearching: Bool
    /// Shown when no row is left.
    public var emptyText: String
    /// Shown instead of the person when the catalog has nothing of them.
    public var missingText: String?
}
