/// The movies marked for comparison (`m` on the movie table or the watchlist): at most two, the
/// first marked first. Marking a third lets go of the oldest mark.
///
/// A singleton of the app container, so marks made on one screen show on the others and survive
/// their pops.
@MainActor
public final class MarkedMovies {
    /// The marked ids, the first marked first.
    public private(set) var ids: [Int] = []

    /// Creates an empty set of marks.
    public init() {}

    /// Whether the movie is marked.
    ///
    /// - Parameter id: The movie's id.
    public func contains(_ id: Int) -> Bool {
        ids.contains(id)
    }

    /// Marks the movie, or unmarks it when it is marked.
    ///
    /// - Parameter id: The movie's id.
    /// - Returns: Whether the movie is marked now.
    @discardableResult
    public func toggle(_ id: Int) -> Bool {
        if let index = ids.firstIndex(of: id) {
            ids.remove(at: index)
            return false
        }
        ids.append(id)
        if ids.count > 2 { ids.removeFirst(ids.count - 2) }
        return true
    }

    /// The two marked movies, the first marked first, or `nil` when fewer are marked.
    public var pair: (first: Int, second: Int)? {
        ids.count == 2 ? (ids[0], ids[1]) : nil
    }

    /// Toggles the movie's mark and says what happened, for the status bar of the screen that
    /// marked it.
    ///
    /// - Parameter id: The movie's id.
    /// - Parameter title: The movie's title as the screen shows it.
    /// - Returns: The status message.
    func toggleReporting(_ id: Int, title: String) -> String {
        guard toggle(id) else { return "unmarked \(title)" }
        return pair == nil ? "marked \(title); m on another to compare" : "marked \(title); M compares the two"
    }

    /// Opens the Compare screen of the two marked movies, or says in `status` how many more to mark.
    ///
    /// - Parameter status: The status bar message of the screen the key was pressed on.
    /// - Returns: The push of Compare, or consumed.
    func compare(status: inout String) -> KeyOutcome {
        guard let pair else {
            status = "mark two movies with m to compare them (\(ids.count) marked)"
            return .consumed
        }
        return .navigate(.push(.compare(first: pair.first, second: pair.second)))
    }
}
