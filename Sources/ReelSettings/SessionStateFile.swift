import Foundation
import MovieBrowser

/// The session state as a JSON file (`$XDG_STATE_HOME/reel/state.json`): the ``SessionStore`` the
/// `reel` browser registers.
///
/// Reading never changes the file: one that is not JSON, has no `version` or another version, or
/// lacks a field is reported as a ``SessionStateError`` naming the file and what is wrong, and
/// stays where it is until the next save replaces it. Saving writes a temporary file in the same
/// directory (created if missing) and renames it over the old one, so the file on disk is always
/// a whole snapshot, the old or the new, even if the process is killed while writing.
///
/// ```swift
/// let file = SessionStateFile(path: SettingsPaths(environment: environment).stateFile)
/// try file.save(browser.sessionSnapshot())
/// let snapshot = try file.load()   // nil before the first save
/// ```
public struct SessionStateFile: SessionStore {
    /// The file.
    public let path: String

    /// Creates the store for `path`; nothing is read or created until ``load()`` or ``save(_:)``.
    ///
    /// - Parameter path: The state file (``SettingsPaths/stateFile``).
    public init(path: String) {
        self.path = path
    }

    /// The file's name, as notes show it (`state.json`).
    public var name: String { (path as NSString).lastPathComponent }

    /// Reads the snapshot saved last.
    ///
    /// - Returns: The snapshot, or `nil` when the file does not exist.
    /// - Throws: ``SessionStateError`` when the file cannot be read, is not JSON, or is not a
    ///   snapshot of ``SessionSnapshot/currentVersion``.
    public func load() throws(SessionStateError) -> SessionSnapshot? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try FileContents.read(path)
        } catch {
            throw SessionStateError("\(name): cannot be read (\(Self.reason(error)))")
        }
        return try SessionStateDecoding.snapshot(from: data, name: name)
    }

    /// Writes `snapshot` to a temporary file next to ``path`` and renames it over ``path``.
    ///
    /// - Parameter snapshot: The state to keep.
    /// - Throws: ``SessionStateError`` naming the directory or file that could not be written;
    ///   the old file is then unchanged and no temporary file is left.
    public func save(_ snapshot: SessionSnapshot) throws(SessionStateError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(snapshot)
        } catch {
            throw SessionStateError("\(name): cannot be encoded (\(error))")
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SessionStateError("\(name): cannot create \(directory) (\(Self.reason(error)))")
        }
        let temporary = "\(directory)/.\(name).\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data + Data("\n".utf8)) else {
            throw SessionStateError("\(name): cannot write in \(directory) (\(String(cString: strerror(errno))))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SessionStateError("\(name): cannot replace \(path) (\(reason))")
        }
    }

    /// A file error's reason without Foundation's wording around it (`Permission denied`).
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return (error as NSError).localizedDescription
    }
}
