#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// The process's standard output or standard error, with what the commands need to know about it.
///
/// Text output fits ``width``: the `COLUMNS` environment variable when it holds a number; otherwise
/// the terminal's width (`TIOCGWINSZ`) when the stream is a terminal; otherwise 80. Tables need 40
/// columns, so a narrower width counts as 40.
struct Terminal: Sendable {
    let descriptor: Int32

    static let standardOutput = Terminal(descriptor: 1)
    static let standardError = Terminal(descriptor: 2)

    /// Whether the stream is a terminal (not a pipe or a file).
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The number of columns text output may use.
    var width: Int {
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 {
            return max(Terminal.minimumWidth, columns)
        }
        var size = winsize()
        if isTerminal, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return max(Terminal.minimumWidth, Int(size.ws_col))
        }
        return 80
    }

    /// The narrowest width text output is laid out for.
    static let minimumWidth = 40

    /// Writes `text` as UTF-8, entirely, retrying short writes.
    ///
    /// - Parameter text: The text to write.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + start, buffer.count - start)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            start += written
        }
    }
}
