/// A range of a ``TextArena``, or null.
struct TextSlice: Sendable {
    let start: Int32
    /// The length in bytes; -1 for null.
    let count: Int32

    static let null = TextSlice(start: 0, count: -1)
}
