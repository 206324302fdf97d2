import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How one request ended, when it did not fail.
enum TransferEnd: Sendable, Equatable {
    /// The body is in the `.part` file: `received` bytes after the `offset` bytes it kept.
    case complete(offset: Int64, received: Int64, validators: Validators?)
    /// 304: the complete file is current.
    case notModified
    /// 416: the `.part` file is not a prefix the server can continue (it is as long as the file, or longer).
    case rangeNotSatisfiable
}

/// What a request asks the server for.
enum RequestMode: Sendable, Equatable {
    /// The whole file.
    case fresh
    /// The whole file, unless it still has the complete file's validators (then 304).
    case conditional
    /// The bytes after the `.part` file's `offset`, if the file still has the part's validators.
    case resume(offset: Int64)
}

/// One GET of one file, streamed into its `.part` file by a URLSession delegate, waited for by the
/// calling thread, which also receives the progress reports (so the caller's closure need not be `Sendable`).
///
/// The body is written as it arrives and never held whole. A 200 truncates the `.part` file and starts
/// over; a 206 whose range starts at the part's length appends to it; anything else leaves the `.part`
/// file as it was.
final class Transfer: NSObject, URLSessionDataDelegate, Sendable {
    /// What the caller needs to report progress.
    struct Snapshot: Equatable, Sendable {
        var bytesOnDisk: Int64
        var offset: Int64
        var expectedBytes: Int64?
        var started: Bool
    }

    private struct State {
        var handle: FileHandle?
        var offset: Int64 = 0
        var received: Int64 = 0
        var expectedBytes: Int64?
        var validators: Validators?
        var started = false
        var end: TransferEnd?
        var failure: DownloadError?
    }

    let url: URL
    let mode: RequestMode
    let partPath: String
    let sidecarPath: String
    let sidecar: ValidatorSidecar
    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    init(url: URL, mode: RequestMode, partPath: String, sidecarPath: String, sidecar: ValidatorSidecar) {
        self.url = url
        self.mode = mode
        self.partPath = partPath
        self.sidecarPath = sidecarPath
        self.sidecar = sidecar
    }

    /// Runs the request on a session of its own and waits for it, reporting progress about ten times a
    /// second on the calling thread.
    func run(
        request: URLRequest, timeout: TimeInterval, progress: (Snapshot) -> Void
    ) -> Result<TransferEnd, DownloadError> {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
        session.dataTask(with: request).resume()
        var reported: Snapshot?
        func report() {
            let snapshot = state.withLock {
                Snapshot(
                    bytesOnDisk: $0.offset + $0.received, offset: $0.offset, expectedBytes: $0.expectedBytes,
                    started: $0.started)
            }
            if snapshot.started && snapshot != reported {
                reported = snapshot
                progress(snapshot)
            }
        }
        while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut { report() }
        report()
        // Releases the session's hold on this delegate.
        session.finishTasksAndInvalidate()
        return state.withLock { state in
            if let failure = state.failure { return .failure(failure) }
            if let end = state.end { return .success(end) }
            return .failure(
                DownloadError(reason: .connection, url: url, message: "\(url): the transfer ended without an answer"))
        }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        switch accept(response) {
        case .success(let allow):
            completionHandler(allow ? .allow : .cancel)
        case .failure(let failure):
            state.withLock { $0.failure = failure }
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let failed = state.withLock { state -> Bool in
            guard let handle = state.handle, state.failure == nil else { return false }
            do {
                try handle.write(contentsOf: data)
                state.received += Int64(data.count)
                return false
            } catch {
                state.failure = diskError("cannot write", partPath, error)
                return true
            }
        }
        if failed { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        state.withLock { state in
            if let handle = state.handle {
                do {
                    if error == nil && state.failure == nil { try handle.synchronize() }
                    try handle.close()
                } catch {
                    if state.failure == nil { state.failure = diskError("cannot write", partPath, error) }
                }
                state.handle = nil
            }
            if state.failure == nil, state.end == nil, let error {
                let kept = state.offset + state.received
                state.failure = DownloadError(
                    reason: .connection, url: url,
                    message: "cannot download \(url): \(error.localizedDescription)"
                        + (kept > 0 ? "; the \(kept) bytes received are kept in \(partPath) for the next run" : ""))
            }
            guard state.failure == nil, state.end == nil else { return }
            let total = state.offset + state.received
            if let expected = state.expectedBytes, expected != total {
                state.failure = DownloadError(
                    reason: .badResponse, url: url,
                    message: "\(url): received \(total) bytes of the \(expected) announced")
                return
            }
            state.end = .complete(offset: state.offset, received: state.received, validators: state.validators)
        }
        finished.signal()
    }

    // MARK: The response

    /// Decides what to do with a response: `true` to let it finish (a 200 or 206 body goes into the
    /// `.part` file; a 304 has none), `false` to cancel it with its outcome already set (416), a failure
    /// for anything else.
    private func accept(_ response: URLResponse) -> Result<Bool, DownloadError> {
        guard let http = response as? HTTPURLResponse else {
            return .failure(DownloadError(reason: .badResponse, url: url, message: "\(url): not an HTTP response"))
        }
        let validators = Validators(response: http)
        switch (http.statusCode, mode) {
        case (200, _):
            return start(offset: 0, expectedBytes: length(http), validators: validators)
        case (206, .resume(let offset)):
            let range = http.value(forHTTPHeaderField: "Content-Range").flatMap(ContentRange.init)
            guard let range, range.first == offset else {
                let header = http.value(forHTTPHeaderField: "Content-Range") ?? "none"
                return .failure(
                    DownloadError(
                        reason: .badResponse, url: url,
                        message: "\(url): asked for the bytes from \(offset) on, the server sent the range \(header)"))
            }
            let expected = range.total ?? length(http).map { offset + $0 }
            return start(offset: offset, expectedBytes: expected, validators: validators ?? sidecar.partial)
        case (304, .conditional):
            state.withLock { $0.end = .notModified }
            return .success(true)
        case (416, .resume):
            state.withLock { $0.end = .rangeNotSatisfiable }
            return .success(false)
        default:
            let text = HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            return .failure(
                DownloadError(
                    reason: .httpStatus(http.statusCode), url: url,
                    message: "cannot download \(url): HTTP \(http.statusCode) (\(text))"))
        }
    }

    /// Opens the `.part` file at `offset` (0: emptied) and, for a new part, records its validators first
    /// so that a later run resumes it only while the server's file is the same.
    private func start(offset: Int64, expectedBytes: Int64?, validators: Validators?) -> Result<Bool, DownloadError> {
        let handle: FileHandle
        do {
            if offset == 0 {
                guard FileManager.default.createFile(atPath: partPath, contents: nil) else {
                    return .failure(
                        DownloadError(reason: .disk, path: partPath, message: "cannot create \(partPath)"))
                }
            }
            handle = try FileHandle(forWritingTo: URL(fileURLWithPath: partPath))
            try handle.truncate(atOffset: UInt64(offset))
            try handle.seekToEnd()
        } catch {
            return .failure(diskError("cannot open", partPath, error))
        }
        if offset == 0 {
            do throws(DownloadError) {
                try ValidatorSidecar(complete: sidecar.complete, partial: validators).save(path: sidecarPath)
            } catch {
                try? handle.close()
                return .failure(error)
            }
        }
        state.withLock {
            $0.handle = handle
            $0.offset = offset
            $0.expectedBytes = expectedBytes
            $0.validators = validators
            $0.started = true
        }
        return .success(true)
    }

    private func length(_ response: HTTPURLResponse) -> Int64? {
        response.expectedContentLength >= 0 ? response.expectedContentLength : nil
    }

    private func diskError(_ verb: String, _ path: String, _ error: any Error) -> DownloadError {
        DownloadError(reason: .disk, path: path, message: "\(verb) \(path): \(error.localizedDescription)")
    }
}

/// A `Content-Range: bytes FIRST-LAST/TOTAL` header (`TOTAL` may be `*`).
struct ContentRange: Equatable, Sendable {
    var first: Int64
    var last: Int64
    var total: Int64?

    init?(_ header: String) {
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes ") else { return nil }
        let parts = trimmed.dropFirst("bytes ".count).split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let bounds = parts[0].split(separator: "-", maxSplits: 1)
        guard bounds.count == 2, let first = Int64(bounds[0]), let last = Int64(bounds[1]), first <= last else {
            return nil
        }
        self.first = first
        self.last = last
        if parts[1] == "*" {
            total = nil
        } else {
            guard let total = Int64(parts[1]), total > last else { return nil }
            self.total = total
        }
    }
}
