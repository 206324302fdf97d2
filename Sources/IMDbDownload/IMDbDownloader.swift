import Foundation
import MovieCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Downloads IMDb's dataset files into a directory, resuming partial files and skipping unchanged ones.
///
/// Each file is streamed to `<file>.part` as it arrives, never held in memory, and renamed over
/// `<file>` only once complete, so an interrupted run never replaces the previous complete file:
/// - **Resume:** when a `.part` file exists, the request asks for the bytes after it
///   (`Range: bytes=N-`) if the server's file is still the one the part began with (`If-Range`). A 206
///   answer is appended; a 200 (the server ignored the range, or the file changed) starts over.
/// - **Unchanged:** the validators (`ETag`, `Last-Modified`) of every complete file are kept in
///   `<file>.validators`; the next run sends them (`If-None-Match`, `If-Modified-Since`) and a 304
///   leaves the file as it is.
///
/// The call is synchronous; progress is reported on the calling thread while the bytes arrive. A lock
/// file in the directory (`.download.lock`) keeps two downloads from writing the same files at once.
///
/// ```swift
/// let environment = ProcessInfo.processInfo.environment
/// let downloader = IMDbDownloader(
///     baseURL: try IMDbDownloader.baseURL(option: nil, environment: environment),
///     directory: IMDbDownloader.defaultDirectory(environment: environment))
/// let outcomes = try downloader.download { progress in
///     print(progress.file, progress.bytesOnDisk, progress.expectedBytes ?? -1)
/// }
/// ```
public struct IMDbDownloader: Sendable {
    /// The address the file names are appended to.
    public var baseURL: URL
    /// The directory the files are written to; created when missing.
    public var directory: String
    /// The names of the files to download, in order.
    public var files: [String]
    /// How long, in seconds, the server may stay silent before a transfer fails (each byte received
    /// starts the wait again; counted in whole seconds).
    public var requestTimeout: TimeInterval

    /// Creates a downloader.
    ///
    /// - Parameters:
    ///   - baseURL: The address the file names are appended to (``IMDbDataset/defaultBaseURL``; see
    ///     ``baseURL(option:environment:)``).
    ///   - directory: The directory to write into (see ``defaultDirectory(environment:)``).
    ///   - files: The file names to download (the six of ``IMDbDataset``).
    ///   - requestTimeout: How long, in seconds, the server may stay silent before a transfer fails.
    public init(
        baseURL: URL = IMDbDataset.defaultBaseURL, directory: String, files: [String] = IMDbDataset.fileNames,
        requestTimeout: TimeInterval = 60
    ) {
        self.baseURL = baseURL
        self.directory = directory
        self.files = files
        self.requestTimeout = requestTimeout
    }

    /// The path of a file in ``directory``.
    ///
    /// - Parameter file: The file's name (`title.basics.tsv.gz`).
    public func path(of file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }

    /// Downloads every file of ``files`` in order, and stops at the first that fails.
    ///
    /// The files done before a failure stay complete; the failing one keeps the bytes it received in
    /// `<file>.part`, and the next call resumes from them.
    ///
    /// - Parameter progress: Called on the calling thread while a file's bytes arrive (about ten
    ///   times a second, and once when its transfer ends); not called for a file that is unchanged.
    /// - Returns: One outcome per file, in order: downloaded, resumed or unchanged.
    /// - Throws: ``DownloadError`` naming the address and the HTTP status, the connection failure, or the
    ///   file that could not be written.
    public func download(progress: (DownloadProgress) -> Void = { _ in }) throws(DownloadError) -> [FileOutcome] {
        for file in files where file.isEmpty || file.contains("/") || file == "." || file == ".." {
            throw DownloadError(
                reason: .invalidFileName, message: "\"\(file)\" is not a file name (it must be one path component)")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw DownloadError(
                reason: .disk, path: directory,
                message: "cannot create the directory \(directory): \(error.localizedDescription)")
        }
        let lock = try lockDirectory()
        defer { close(lock) }
        var outcomes: [FileOutcome] = []
        for (index, file) in files.enumerated() {
            outcomes.append(
                try fetch(file) { snapshot in
                    progress(
                        DownloadProgress(
                            file: file, fileIndex: index, fileCount: files.count, bytesOnDisk: snapshot.bytesOnDisk,
                            resumedFrom: snapshot.offset, expectedBytes: snapshot.expectedBytes))
                })
        }
        return outcomes
    }

    /// Takes the directory's lock file (`.download.lock`), so that two downloads never write the same
    /// `.part` file; the lock goes with the returned descriptor when it is closed (or the process ends).
    private func lockDirectory() throws(DownloadError) -> Int32 {
        let lockPath = path(of: ".download.lock")
        let descriptor = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw DownloadError(reason: .disk, path: lockPath, message: "cannot create \(lockPath): \(reason)")
        }
        // A lock is held a moment longer than its download when a process starting elsewhere in this one
        // copied the descriptor before its exec; a second of retries tells that from a running download.
        var attempts = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0, attempts < 20 {
            attempts += 1
            usleep(50_000)
        }
        guard attempts < 20 else {
            close(descriptor)
            throw DownloadError(
                reason: .directoryInUse, path: directory,
                message: "another download into \(directory) is running; try again when it has finished")
        }
        return descriptor
    }

    /// Brings one file up to date: at most two requests (a second, from scratch, when the server
    /// cannot continue the `.part` file).
    private func fetch(_ file: String, progress: (Transfer.Snapshot) -> Void) throws(DownloadError) -> FileOutcome {
        let target = path(of: file)
        let part = target + ".part"
        let sidecarPath = target + ".validators"
        let url = baseURL.appendingPathComponent(file)
        for _ in 0..<2 {
            let sidecar = ValidatorSidecar.load(path: sidecarPath)
            let (headers, mode) = request(target: target, part: part, sidecar: sidecar)
            let transfer = Transfer(url: url, mode: mode, partPath: part, sidecarPath: sidecarPath, sidecar: sidecar)
            switch transfer.run(headers: headers, timeout: requestTimeout, progress: progress) {
            case .failure(let error):
                throw error
            case .success(.notModified):
                // A conditional request means any `.part` file had no validators to resume it by.
                try? FileManager.default.removeItem(atPath: part)
                return FileOutcome(file: file, path: target, kind: .unchanged)
            case .success(.rangeNotSatisfiable):
                try? FileManager.default.removeItem(atPath: part)
                continue
            case .success(.complete(let offset, let received, let validators)):
                guard rename(part, target) == 0 else {
                    let reason = String(cString: strerror(errno))
                    throw DownloadError(
                        reason: .disk, path: target, message: "cannot rename \(part) to \(target): \(reason)")
                }
                try ValidatorSidecar(complete: validators, partial: nil).save(path: sidecarPath)
                let kind: FileOutcome.Kind =
                    offset > 0 ? .resumed(offset: offset, bytes: received) : .downloaded(bytes: received)
                return FileOutcome(file: file, path: target, kind: kind)
            }
        }
        throw DownloadError(
            reason: .badResponse, url: url,
            message: "\(url): the server refused to continue \(part), then refused the whole file as well")
    }

    /// The request for a file (its headers): resume the `.part` file when it has validators to check it
    /// against, else ask for the file unless it is unchanged, else ask for the whole file.
    private func request(target: String, part: String, sidecar: ValidatorSidecar) -> ([String], RequestMode) {
        // The `.gz` files are sent as they are: a transfer encoding would make byte ranges meaningless.
        var headers = ["Accept-Encoding: identity"]
        let fileManager = FileManager.default
        let partSize = (try? fileManager.attributesOfItem(atPath: part)[.size] as? NSNumber)?.int64Value ?? 0
        if partSize > 0, let ifRange = sidecar.partial?.ifRange {
            headers += ["Range: bytes=\(partSize)-", "If-Range: \(ifRange)"]
            return (headers, .resume(offset: partSize))
        }
        if fileManager.fileExists(atPath: target), let complete = sidecar.complete {
            if let etag = complete.etag { headers.append("If-None-Match: \(etag)") }
            if let date = complete.lastModified { headers.append("If-Modified-Since: \(date)") }
            return (headers, .conditional)
        }
        return (headers, .fresh)
    }
}
