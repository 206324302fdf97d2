/// Why the session state file could not be read or written, in words for the status bar.
public struct StateFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, naming the file and what is wrong (`state.json: not valid JSON …`).
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: The message, naming the file.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
