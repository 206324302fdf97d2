import MovieBrowser
import ReelSettings

/// The browser's ``MovieBrowser/SessionStore`` over the settings' state file: the session snapshot
/// is the file's JSON, of a version the snapshot reads.
struct FileSessionStore: SessionStore {
    /// The file.
    let file: SessionStateFile

    /// The store of the state file at `path`.
    ///
    /// - Parameter path: The state file (``ReelSettings/SettingsPaths/stateFile``).
    init(path: String) {
        file = SessionStateFile(path: path, versions: SessionSnapshot.readableVersions)
    }

    var name: String { file.name }

    func load() throws(SessionStateError) -> SessionSnapshot? {
        do {
            return try file.load(SessionSnapshot.self)
        } catch {
            throw SessionStateError(error.message)
        }
    }

    func save(_ snapshot: SessionSnapshot) throws(SessionStateError) {
        do {
            try file.save(snapshot)
        } catch {
            throw SessionStateError(error.message)
        }
    }
}
