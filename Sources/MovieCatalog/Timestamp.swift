/// A point in time, in milliseconds since 1970-01-01 00:00 UTC.
///
/// The domain keeps time as a plain number so it needs no Foundation; views format it.
public struct Timestamp: Sendable, Hashable, Comparable, Codable {
    /// Milliseconds since 1970-01-01 00:00 UTC.
    public let millisecondsSince1970: Int64

    /// Creates a timestamp.
    ///
    /// - Parameter millisecondsSince1970: Milliseconds since 1970-01-01 00:00 UTC.
    public init(millisecondsSince1970: Int64) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    /// Orders timestamps from earliest to latest.
    ///
    /// - Parameter lhs: A timestamp.
    /// - Parameter rhs: Another timestamp.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }
}
