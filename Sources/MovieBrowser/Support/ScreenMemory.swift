import TerminalUI

/// Where screens keep their place between pushes: a screen's dispose hook saves its list state
/// and query here when it is popped, and the next push of the same screen starts from it.
///
/// A singleton of the app container, so it lives as long as the browser. The memory knows no
/// screen: each screen's folder names its own places, as typed properties over ``subscript(_:)``.
///
/// ```swift
/// extension ScreenMemory {
///     var watchlistSort: WatchlistSort? {
///         get { self[Place("watchlist.sort")] }
///         set { self[Place("watchlist.sort")] = newValue }
///     }
/// }
/// ```
@MainActor
public final class ScreenMemory {
    /// The name of one place in the memory, with the type of what it holds.
    public struct Place<Value>: Sendable {
        /// The name, unique in the app (`"watchlist.sort"`).
        public let name: String

        /// Creates a place's name.
        ///
        /// - Parameter name: The name, unique in the app.
        public init(_ name: String) {
            self.name = name
        }
    }

    /// Lists' selection and scroll, by screen name (`"Watchlist"`).
    public var lists: [String: ListState] = [:]
    private var places: [String: Any] = [:]

    /// Creates an empty memory.
    public init() {}

    /// What `place` holds, or `nil` when nothing was kept there.
    ///
    /// - Parameter place: The place's name and type.
    public subscript<Value>(_ place: Place<Value>) -> Value? {
        get { places[place.name] as? Value }
        set { places[place.name] = newValue }
    }
}
