import CCurl
import Foundation

/// One GET of one file, run by libcurl on the calling thread and streamed into its `.part` file; the
/// progress reports come on the same thread, so the caller's closure need not be `Sendable`.
///
/// The body is written as it arrives and never held whole. A 200 truncates the `.part` file and starts
/// over; a 206 whose range starts at the part's length appends to it; anything else leaves the `.part`
/// file as it was.
final class Transfer {
    /// What the caller needs to report progress.
    struct Snapshot: Equatable, Sendable {
        var bytesOnDisk: Int64
        var offset: Int64
        var expectedBytes: Int64?
        var started: Bool
    }

    let url: URL
    let mode: RequestMode
    let partPath: String
    let sidecarPath: String
    let sidecar: ValidatorSidecar

    // The transfer's state: written by libcurl's callbacks, all on the thread that called `run`.
    private var handle: FileHandle?
    private var offset: Int64 = 0
    private var received: Int64 = 0
    private var expectedBytes: Int64?
    private var validators: Validators?
    private var started = false
    private var end: TransferEnd?
    private var failure: DownloadError?
    /// The status and headers (names in lower case) of the response being read.
    private var status = 0
    private var headers: [String: String] = [:]
    /// Whether the final response's headers were read (not those of a redirect or a `100 Continue`).
    private var answered = false
    private var progress: ((Snapshot) -> Void)?
    private var reported: Snapshot?
    private var lastReport = ContinuousClock.now

    init(url: URL, mode: RequestMode, partPath: String, sidecarPath: String, sidecar: ValidatorSidecar) {
        self.url = url
        self.mode = mode
        self.partPath = partPath
        self.sidecarPath = sidecarPath
        self.sidecar = sidecar
    }

    /// Runs the request and waits for it, reporting progress about ten times a second on the calling thread.
    ///
    /// - Parameter headers: The request's headers, `Name: value`.
    /// - Parameter timeout: How long, in whole seconds, the server may stay silent.
    func run(
        headers requestHeaders: [String], timeout: TimeInterval, progress: (Snapshot) -> Void
    ) -> Result<TransferEnd, DownloadError> {
        if let reason = reel_curl_load() {
            return .failure(
                DownloadError(
                    reason: .connection, url: url, message: "cannot download \(url): \(String(cString: reason))"))
        }
        let outcome = withoutActuallyEscaping(progress) { progress in
            self.progress = progress
            defer { self.progress = nil }
            // Safe because `self` outlives reel_curl_get, which is synchronous, and only its callbacks use it
            // (libcurl's callbacks take a C pointer as their context; there is no retained alternative).
            let context = Unmanaged.passUnretained(self).toOpaque()
            let headerStrings = requestHeaders.map { strdup($0) }
            defer { headerStrings.forEach { free($0) } }
            let outcome = headerStrings.map { UnsafePointer($0) }.withUnsafeBufferPointer { pointers in
                reel_curl_get(
                    url.absoluteString, pointers.baseAddress, Int32(pointers.count), max(1, Int(timeout.rounded(.up))),
                    transferHeader, transferBody, transferProgress, context)
            }
            let end = finish(outcome)
            report(force: true)
            return end
        }
        return outcome
    }

    /// Closes the `.part` file and tells how the transfer ended.
    private func finish(_ outcome: reel_curl_result) -> Result<TransferEnd, DownloadError> {
        if let handle {
            do {
                if outcome.code == 0 && failure == nil { try handle.synchronize() }
                try handle.close()
            } catch {
                if failure == nil { failure = diskError("cannot write", partPath, error) }
            }
            self.handle = nil
        }
        if let failure { return .failure(failure) }
        if let end { return .success(end) }
        let total = offset + received
        guard outcome.code == 0 else {
            let message = withUnsafeBytes(of: outcome.message) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .failure(
                DownloadError(
                    reason: .connection, url: url,
                    message: "cannot download \(url): \(message)"
                        + (total > 0 ? "; the \(total) bytes received are kept in \(partPath) for the next run" : "")))
        }
        guard answered else {
            return .failure(
                DownloadError(reason: .connection, url: url, message: "\(url): the transfer ended without an answer"))
        }
        if let expectedBytes, expectedBytes != total {
            return .failure(
                DownloadError(
                    reason: .badResponse, url: url,
                    message: "\(url): received \(total) bytes of the \(expectedBytes) announced"))
        }
        return .success(.complete(offset: offset, received: received, validators: validators))
    }

    /// Reports the progress if it changed, at most ten times a second unless `force`d.
    fileprivate func report(force: Bool = false) {
        let now = ContinuousClock.now
        guard force || now - lastReport >= .milliseconds(100) else { return }
        lastReport = now
        let snapshot = Snapshot(
            bytesOnDisk: offset + received, offset: offset, expectedBytes: expectedBytes, started: started)
        if snapshot.started && snapshot != reported {
            reported = snapshot
            progress?(snapshot)
        }
    }

    // MARK: libcurl's callbacks

    /// One header line; `false` stops the transfer.
    fileprivate func header(_ line: Substring) -> Bool {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("HTTP/") {
            status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            headers = [:]
            return true
        }
        guard text.isEmpty else {
            if let colon = text.firstIndex(of: ":") {
                let name = text[..<colon].lowercased()
                headers[name] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return true
        }
        // The end of a response's headers: an interim one (100 Continue, a redirect libcurl follows) is
        // followed by another.
        if (100..<200).contains(status) || ((300..<400).contains(status) && status != 304 && headers["location"] != nil)
        {
            return true
        }
        answered = true
        switch accept() {
        case .success(let allow):
            return allow
        case .failure(let failure):
            self.failure = failure
            return false
        }
    }

    /// A piece of the body; `false` stops the transfer.
    fileprivate func body(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // A body the transfer keeps nothing of (a 304's or a 416's) is read and dropped.
        guard let handle, failure == nil else { return failure == nil }
        do {
            try handle.write(contentsOf: bytes)
            received += Int64(bytes.count)
            return true
        } catch {
            failure = diskError("cannot write", partPath, error)
            return false
        }
    }

    // MARK: The response

    /// Decides what to do with the final response: `true` to let it finish (a 200 or 206 body goes into
    /// the `.part` file; a 304 has none), `false` to stop it with its outcome already set (416), a failure
    /// for anything else.
    private func accept() -> Result<Bool, DownloadError> {
        let validators = Validators(headers: headers)
        switch (status, mode) {
        case (200, _):
            return start(offset: 0, expectedBytes: length, validators: validators)
        case (206, .resume(let offset)):
            let range = headers["content-range"].flatMap(ContentRange.init)
            guard let range, range.first == offset else {
                let header = headers["content-range"] ?? "none"
                return .failure(
                    DownloadError(
                        reason: .badResponse, url: url,
                        message: "\(url): asked for the bytes from \(offset) on, the server sent the range \(header)"))
            }
            let expected = range.total ?? length.map { offset + $0 }
            return start(offset: offset, expectedBytes: expected, validators: validators ?? sidecar.partial)
        case (304, .conditional):
            end = .notModified
            return .success(true)
        case (416, .resume):
            end = .rangeNotSatisfiable
            return .success(false)
        default:
            return .failure(
                DownloadError(
                    reason: .httpStatus(status), url: url,
                    message: "cannot download \(url): HTTP \(status) (\(HTTPStatus.text(status)))"))
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
        self.handle = handle
        self.offset = offset
        self.expectedBytes = expectedBytes
        self.validators = validators
        started = true
        return .success(true)
    }

    /// The response's `Content-Length`, when it gave one.
    private var length: Int64? {
        headers["content-length"].flatMap { Int64($0) }.flatMap { $0 >= 0 ? $0 : nil }
    }

    private func diskError(_ verb: String, _ path: String, _ error: any Error) -> DownloadError {
        DownloadError(reason: .disk, path: path, message: "\(verb) \(path): \(error.localizedDescription)")
    }
}

/// The transfer a callback's context points to.
private func transfer(_ context: UnsafeMutableRawPointer?) -> Transfer? {
    // Safe because `Transfer.run` passes an unretained `self` that lives until libcurl returns.
    context.map { Unmanaged<Transfer>.fromOpaque($0).takeUnretainedValue() }
}

/// libcurl's header callback: one line at a time.
private func transferHeader(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    // Safe because libcurl passes `size * count` valid bytes at `data`, read before the callback returns.
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    let line = String(decoding: bytes, as: UTF8.self)
    return transfer(context)?.header(line[...]) == true ? size * count : 0
}

/// libcurl's write callback: a piece of the body.
private func transferBody(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    // Safe because libcurl passes `size * count` valid bytes at `data`, written out before the callback returns.
    transfer(context)?.body(UnsafeRawBufferPointer(start: data, count: size * count)) == true ? size * count : 0
}

/// libcurl's progress callback.
private func transferProgress(
    _ context: UnsafeMutableRawPointer?, _ downloadTotal: Int64, _ downloadNow: Int64, _ uploadTotal: Int64,
    _ uploadNow: Int64
) -> Int32 {
    transfer(context)?.report()
    return 0
}
