/// Where the browser keeps its ``SessionSnapshot`` between runs.
///
/// The composition root registers one in the app container (`reel` writes
/// `$XDG_STATE_HOME/reel/state.json`); without one the browser starts on the movie table and
/// remembers nothing. The browser saves after every change of screen and when it quits, so a
/// killed process loses at most the changes made on the last screen.
public protocol SessionStore: Sendable {
    /// How notes name the store (`"state.json"`).
    var name: String { get }

    /// Reads the last saved snapshot.
    ///
    /// - Returns: The snapshot, or `nil` when none was saved yet.
    /// - Throws: ``SessionStateError`` when the saved state cannot be read or is not a snapshot
    ///   of one of ``SessionSnapshot/readableVersions`` (the store leaves it as it is).
    func load() throws(SessionStateError) -> SessionSnapshot?

    /// Replaces the saved snapshot, atomically: a reader sees the old one or the new one, whole.
    ///
    /// - Parameter snapshot: The browser's state now.
    /// - Throws: ``SessionStateError`` when it cannot be written.
    func save(_ snapshot: SessionSnapshot) throws(SessionStateError)
}

/// Why the session state could not be read or written, in words for the status bar.
public struct SessionStateError: Error, Hashable, Sendable, CustomStringConvertible {
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
