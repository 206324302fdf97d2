/// What the People results show in one frame: plain values the presenter builds.
public struct PeopleViewModel: Sendable {
    /// One person as a row of text.
    public struct Row: Hashable, Sendable {
        /// The name.
        public var name: String
        /// `1939`, `1924–2004`, or empty.
        public var years: String
        /// IMDb's professions, `producer, director, writer`.
        public var professions: String
        /// How many credits of the catalog name them, `1,204`.
        public var credits: String
    }

    /// The rows, most credited first.
    public var rows: [Row]
    /// Shown when no one matched.
    public var emptyText: String
}
