/// The time source the library stamps its entries with and the diary dates its viewings by;
/// registered in the app container so tests and screens can replace it.
///
/// It lives with the domain so the browser's screens (which import no store) resolve the same
/// clock the repositories use: a viewing logged "today" is the repositories' today.
public struct Clock: Sendable {
    /// The current time.
    public let now: @Sendable () -> Timestamp

    /// A clock reading `now`.
    ///
    /// - Parameter now: The current time.
    public init(now: @escaping @Sendable () -> Timestamp) {
        self.now = now
    }

    /// The current UTC day (the day the watchlist's dates and the exports write).
    public var today: CalendarDate { CalendarDate(now()) }
}
