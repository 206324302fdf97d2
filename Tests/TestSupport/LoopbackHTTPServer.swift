import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the download tests (the library's and the command line's): it serves files from memory under
/// `/datasets/`, one request per connection, on a thread of its own.
///
/// It answers as a dataset server does: `ETag` and `Last-Modified` on every file, 304 to a matching
/// `If-None-Match`, 206 with `Content-Range` to `Range: bytes=N-` (unless `If-Range` names another
/// version, or ranges are switched off), 416 past the end, 404 for an unknown name. It can cut a body
/// after K bytes (an interrupted download), and it records every exchange so that tests can check
/// the headers that were sent and the bytes that came back.
public final class LoopbackHTTPServer: Sendable {
    /// A file the server holds.
    public struct File: Sendable {
        public var body: [UInt8]
        public var etag: String
        public var lastModified: String

        /// Creates a file with its validators.
        public init(body: [UInt8], etag: String, lastModified: String) {
            self.body = body
            self.etag = etag
            self.lastModified = lastModified
        }
    }

    /// One request and what the server answered.
    public struct Exchange: Sendable {
        public var method: String
        public var path: String
        /// The request's headers, by lowercased name.
        public var headers: [String: String]
        public var status: Int
        /// The body bytes the answer carries (fewer than its `Content-Length` when the body is cut).
        public var bodyBytes: Int
    }

    public struct SocketError: Error, CustomStringConvertible {
        public var call: String
        public var code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    private struct State {
        var files: [String: File]
        var cuts: [String: Int] = [:]
        var ignoresRanges = false
        var exchanges: [Exchange] = []
    }

    /// The port the kernel chose.
    public let port: UInt16
    private let listener: Int32
    private let state: Mutex<State>
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts a server on 127.0.0.1 and a port the kernel chooses.
    public init(files: [String: File]) throws {
        state = Mutex(State(files: files))
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "bind/listen", code: code)
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "getsockname", code: code)
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in serve() }.start()
    }

    /// The address the files are under: `http://127.0.0.1:PORT/datasets/`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/datasets/")! }

    /// Replaces (or adds) a file.
    public func setFile(_ name: String, _ file: File) {
        state.withLock { $0.files[name] = file }
    }

    /// Cuts the next body sent for `name` after `bytes` bytes and closes the connection.
    public func cut(_ name: String, after bytes: Int) {
        state.withLock { $0.cuts[name] = bytes }
    }

    /// Makes the server ignore `Range` (and answer 200 with the whole file), as some servers do.
    public func ignoreRanges() {
        state.withLock { $0.ignoresRanges = true }
    }

    /// Every exchange so far, in order.
    public var exchanges: [Exchange] { state.withLock { $0.exchanges } }

    /// The exchanges for one file, in order.
    public func exchanges(for name: String) -> [Exchange] {
        exchanges.filter { $0.path == "/datasets/" + name }
    }

    /// Stops accepting connections and waits for the serving thread to end.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        stopped.wait()
        close(listener)
    }

    // MARK: Serving

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                break
            }
            handle(client)
            shutdown(client, Int32(SHUT_WR))
            close(client)
        }
        stopped.signal()
    }

    private func handle(_ client: Int32) {
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let head = readHead(client) else { return }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ").map(String.init)
        guard requestLine.count == 3 else { return }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let path = requestLine[1]
        let (status, responseHeaders, body, cut) = answer(path: path, headers: headers)
        var text = "HTTP/1.1 \(status) \(reasonPhrase(status))\r\nConnection: close\r\n"
        for (name, value) in responseHeaders { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        let bodyToSend = cut.map { Array(body.prefix($0)) } ?? body
        // Recorded before the answer goes out: the client may read the exchanges as soon as it has the bytes.
        let exchange = Exchange(
            method: requestLine[0], path: path, headers: headers, status: status, bodyBytes: bodyToSend.count)
        state.withLock { $0.exchanges.append(exchange) }
        if send(client, Array(text.utf8)) { _ = send(client, bodyToSend) }
    }

    /// The status, headers and body for a request, and the length to cut the body at, if any.
    private func answer(
        path: String, headers: [String: String]
    ) -> (Int, [(String, String)], [UInt8], Int?) {
        state.withLock { state in
            let prefix = "/datasets/"
            guard path.hasPrefix(prefix), let file = state.files[String(path.dropFirst(prefix.count))] else {
                let body = Array("not found\n".utf8)
                return (404, [("Content-Length", "\(body.count)")], body, nil)
            }
            let name = String(path.dropFirst(prefix.count))
            let validators = [("ETag", file.etag), ("Last-Modified", file.lastModified)]
            if let match = headers["if-none-match"], match == file.etag {
                return (304, validators, [], nil)
            }
            var status = 200
            var body = file.body
            var rangeHeaders: [(String, String)] = []
            if !state.ignoresRanges, let range = headers["range"], range.hasPrefix("bytes="), range.hasSuffix("-"),
                let first = Int(range.dropFirst("bytes=".count).dropLast()),
                headers["if-range"].map({ $0 == file.etag || $0 == file.lastModified }) ?? true
            {
                guard first < file.body.count else {
                    return (416, [("Content-Range", "bytes */\(file.body.count)"), ("Content-Length", "0")], [], nil)
                }
                status = 206
                body = Array(file.body[first...])
                rangeHeaders = [("Content-Range", "bytes \(first)-\(file.body.count - 1)/\(file.body.count)")]
            }
            let cut = state.cuts.removeValue(forKey: name)
            let responseHeaders =
                validators + rangeHeaders + [
                    ("Content-Type", "application/octet-stream"), ("Content-Length", "\(body.count)"),
                ]
            return (status, responseHeaders, body, cut)
        }
    }

    /// The request line and headers, up to the blank line (a GET has no body).
    private func readHead(_ client: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Array("\r\n\r\n".utf8)
        while received.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received += buffer[..<count]
            if let range = received.firstRange(of: end) {
                return String(decoding: received[..<range.lowerBound], as: UTF8.self)
            }
        }
        return nil
    }

    private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                #if canImport(Glibc)
                    Glibc.send(client, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(client, $0.baseAddress! + offset, $0.count - offset, 0)
                #endif
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 206: "Partial Content"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 416: "Range Not Satisfiable"
        default: "Status"
        }
    }
}
