/// A batch of people of name.basics.
struct PersonBatch: Sendable {
    struct Row: Sendable {
        let id: Int32
        let name: TextSlice
        /// -1 when unknown.
        let birthYear: Int32
        /// -1 when unknown.
        let deathYear: Int32
        let professions: TextSlice
    }

    var rows: [Row] = []
    var text = TextArena()
}
