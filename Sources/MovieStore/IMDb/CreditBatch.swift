/// A batch of credits of title.principals and title.crew.
struct CreditBatch: Sendable {
    struct Row: Sendable {
        let movie: Int32
        let ordering: Int32
        let person: Int32
        let category: TextSlice
        let job: TextSlice
        let characters: TextSlice
    }

    var rows: [Row] = []
    var text = TextArena()
}
