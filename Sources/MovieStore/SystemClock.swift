import Foundation
import MovieCatalog

/// The wall clock, as ``Timestamp`` values.
public enum SystemClock {
    /// The current time.
    public static let now: @Sendable () -> Timestamp = {
        Timestamp(millisecondsSince1970: Int64((Date().timeIntervalSince1970 * 1000).rounded()))
    }
}
