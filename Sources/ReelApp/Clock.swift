import MovieCatalog

/// The time source the watchlist stamps its entries with; registered so tests and screens can replace it.
public struct Clock: Sendable {
    /// The current time.
    public let now: @Sendable () -> Timestamp

    /// A clock reading `now`.
    ///
    /// - Parameter now: The current time.
    public init(now: @escaping @Sendable () -> Timestamp) {
        self.now = now
    }
}
