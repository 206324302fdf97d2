/// The one error type of terminal drivers: what failed, why, and the call that failed.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The terminal could not be set up (no tty, unknown `TERM`).
        case setupFailed
        /// Input could not be read.
        case readFailed
        /// Output could not be written.
        case writeFailed
    }

    /// What went wrong.
    public var reason: Reason
    /// A human-readable explanation naming the call that failed.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter reason: What went wrong.
    /// - Parameter message: A human-readable explanation naming the failing call.
    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// `"terminal setup failed: …"` and the like.
    public var description: String {
        switch reason {
        case .setupFailed: "terminal setup failed: \(message)"
        case .readFailed: "terminal read failed: \(message)"
        case .writeFailed: "terminal write failed: \(message)"
        }
    }
}
