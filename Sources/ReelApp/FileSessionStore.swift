import MovieBrowser
import ReelSettings

/// The browser's ``MovieBrowser/SessionStore`` over the settings' state file: the session snapshot
/// is the file's JSON, of a version the snapshot reads.
public struct FileSessionStore: SessionStore {
    /// The file.
    public let file: SessionStateFile

    /// The store of the state file at `path`.
    ///
    /// - Parameter path: The state file (``ReelSettings/SettingsPaths/stateFile``).
    public init(path: String) {
        file = SessionStateFile(path: path, versions: SessionSnapshot.readableVersions)
    }

    /// The file's name, as messages show it.
    public var name: String { file.name }

    /// Reads the snapshot, or `nil` when there is no file.
    ///
    /// - Throws: ``MovieBrowser/SessionStateError`` naming the file when it cannot be read.
    public func load() throws(SessionStateError) -> SessionSnapshot? {
        do {
            return try file.load(SessionSnapshot.self)
        } catch {
            throw SessionStateError(error.message)
        }
    }

    /// Writes the snapshot.
    ///
    /// - Parameter snapshot: The session.
    /// - Throws: ``MovieBrowser/SessionStateError`` naming the file when it cannot be written.
    public func save(_ snapshot: SessionSnapshot) throws(SessionStateError) {
        do {
            try file.save(snapshot)
        } catch {
            throw SessionStateError(error.message)
        }
    }
}
