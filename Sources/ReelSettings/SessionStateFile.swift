import Foundation

/// The session state as a JSON file (`$XDG_STATE_HOME/reel/state.json`), holding any `Codable`
/// state with a `version`: the browser's session snapshot, which the composition root maps.
///
/// Reading never changes the file: one that is not JSON, has no `version` or one this reel does not
/// read, or lacks a field is reported as a ``StateFileError`` naming the file and what is wrong,
/// and stays where it is until the next save replaces it. Saving writes a temporary file in the
/// same directory (created if missing) and renames it over the old one, so the file on disk is
/// always a whole state, the old or the new, even if the process is killed while writing.
///
/// ```swift
/// let file = SessionStateFile(path: SettingsPaths(environment: environment).stateFile, versions: 2...3)
/// try file.save(browser.sessionSnapshot())
/// let snapshot = try file.load(SessionSnapshot.self)   // nil before the first save
/// ```
public struct SessionStateFile: Sendable {
    /// The file.
    public let path: String
    /// The versions of the file this reel reads.
    public let versions: ClosedRange<Int>

    /// Creates the store for `path`; nothing is read or created until ``load(_:)`` or ``save(_:)``.
    ///
    /// - Parameter path: The state file (``SettingsPaths/stateFile``).
    /// - Parameter versions: The versions of the file the state's type reads.
    public init(path: String, versions: ClosedRange<Int>) {
        self.path = path
        self.versions = versions
    }

    /// The file's name, as notes show it (`state.json`).
    public var name: String { (path as NSString).lastPathComponent }

    /// Reads the state saved last.
    ///
    /// - Parameter type: The state's type, which reads every version of ``versions``.
    /// - Returns: The state, or `nil` when the file does not exist.
    /// - Throws: ``StateFileError`` when the file cannot be read, is not JSON, or is not a state of
    ///   one of ``versions``.
    public func load<State: Decodable>(_ type: State.Type) throws(StateFileError) -> State? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try FileContents.read(path)
        } catch {
            throw StateFileError("\(name): cannot be read (\(Self.reason(error)))")
        }
        return try SessionStateDecoding.state(type, from: data, name: name, versions: versions)
    }

    /// Writes `state` to a temporary file next to ``path`` and renames it over ``path``.
    ///
    /// - Parameter state: The state to keep.
    /// - Throws: ``StateFileError`` naming the directory or file that could not be written; the old
    ///   file is then unchanged and no temporary file is left.
    public func save<State: Encodable>(_ state: State) throws(StateFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(state)
        } catch {
            throw StateFileError("\(name): cannot be encoded (\(error))")
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StateFileError("\(name): cannot create \(directory) (\(Self.reason(error)))")
        }
        let temporary = "\(directory)/.\(name).\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data + Data("\n".utf8)) else {
            throw StateFileError("\(name): cannot write in \(directory) (\(String(cString: strerror(errno))))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw StateFileError("\(name): cannot replace \(path) (\(reason))")
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
