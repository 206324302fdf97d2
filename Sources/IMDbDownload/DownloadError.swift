import Foundation

/// Why a download failed: the reason, the address or file it concerns, and a message that names them.
///
/// A failed transfer never replaces a complete file: the bytes received so far stay in
/// `<file>.part`, and the next run resumes from them.
public struct DownloadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The base address (`--imdb-url`, `REEL_IMDB_URL`) is not an http or https URL.
        case invalidBaseURL
        /// A file name cannot be used as one path component (it is empty, or holds `/`, or is `.` or `..`).
        case invalidFileName
        /// The server answered with this HTTP status instead of the file.
        case httpStatus(Int)
        /// The server's answer broke the protocol (a range other than the one asked for, a length
        /// other than the one announced, a 304 to an unconditional request).
        case badResponse
        /// The connection failed or was cut before the file was complete.
        case connection
        /// A file or directory on disk could not be created, written or renamed.
        case disk
        /// Another download into the same directory is running (in this process or another).
        case directoryInUse
    }

    /// What went wrong.
    public var reason: Reason
    /// The address the error is about, when it is about one.
    public var url: URL?
    /// The local path the error is about, when it is about one.
    public var path: String?
    /// The whole message, naming the address or the file, and the HTTP status when there is one.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What went wrong.
    ///   - url: The address it is about, if any.
    ///   - path: The local path it is about, if any.
    ///   - message: The whole message.
    public init(reason: Reason, url: URL? = nil, path: String? = nil, message: String) {
        self.reason = reason
        self.url = url
        self.path = path
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}
