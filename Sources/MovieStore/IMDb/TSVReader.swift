import CGzip
import Foundation
import MovieCatalog

// The unsafe parts of reading a dataset file, and the invariants that make them safe:
//
// 1. The reader's bytes are a `[UInt8]` it owns; a pointer into them is taken only inside
//    `withUnsafe...` on that array, and used only inside that call.
// 2. A line is lent to a closure (`withNextLine`), never returned: `TSVLine` is `~Copyable` and lent
//    `borrowing`, so it cannot be stored or outlive the call, and the buffer is refilled (moved,
//    grown) only between calls, never while a line exists.
// 3. Every range a line hands out lies within the buffer: the reader records only offsets it found
//    between `start` and `end`, and `end` never passes the buffer's count.
// 4. A field's bytes are used inside the closure only: what a parser keeps it copies (a `String`, a
//    ``TextArena``).

/// Reads one of IMDb's tab-separated dataset files line by line, gzipped or plain, without holding it in
/// memory.
///
/// The format: UTF-8, one header line, fields separated by tabs, `\N` for null, and no quoting (a `"` is
/// an ordinary character). Lines are found with `memchr` in a 4 MB buffer that `gzread` refills, and
/// fields are byte ranges of that buffer, lent to a closure: only the fields a caller keeps become
/// `String`s.
///
/// ```swift
/// let reader = try TSVReader(path: "imdb/title.ratings.tsv.gz")
/// try reader.readHeader(expected: ["tconst", "averageRating", "numVotes"])
/// while try reader.withNextLine({ line in print(line.number, line.string(0) ?? "null") }) != nil {}
/// ```
final class TSVReader {
    /// The file read.
    let path: String
    /// The size of the file on disk (compressed, for a `.gz`), for progress.
    let fileSize: Int

    private let file: gzFile
    private var buffer: [UInt8]
    /// The unread bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var reachedEnd = false
    private var lineNumber = 0
    /// Start and end offsets of the current line's fields, in pairs.
    private var bounds: [Int]
    private static let maximumFields = 32

    /// The size of each read.
    static let chunkSize = 4 << 20

    /// Opens `path` (gzipped or plain text: `gzread` reads plain files as they are).
    ///
    /// - Parameter path: The file.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/datasetUnreadable`` when it cannot be opened.
    init(path: String) throws(CatalogError) {
        self.path = path
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, let file = gzopen(path, "rb") else {
            throw CatalogError(
                .datasetUnreadable, "cannot open the IMDb dataset \(path) (missing, or not a readable file).",
                file: path)
        }
        fileSize = Int(status.st_size)
        self.file = file
        gzbuffer(file, 1 << 20)
        buffer = Array(repeating: 0, count: TSVReader.chunkSize)
        bounds = Array(repeating: 0, count: TSVReader.maximumFields * 2)
    }

    deinit {
        gzclose(file)
    }

    /// The file of `name` in `directory`: `name.tsv.gz` if it exists, else `name.tsv`, else `nil`.
    ///
    /// - Parameter name: The dataset's name, such as `title.basics`.
    /// - Parameter directory: The folder holding the datasets.
    static func locate(_ name: String, in directory: String) -> String? {
        for suffix in [".tsv.gz", ".tsv"] {
            let path = (directory as NSString).appendingPathComponent(name + suffix)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// How far the reading has gone in the file on disk (compressed bytes, for a `.gz`).
    var bytesRead: Int {
        Int(gzoffset(file))
    }

    /// The file's name without its folder, as reports name it.
    var fileName: String {
        (path as NSString).lastPathComponent
    }

    /// Reads the header line and checks it names `expected` columns.
    ///
    /// - Parameter expected: The column names, in order.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/datasetMalformed`` when the header differs.
    func readHeader(expected: [String]) throws(CatalogError) {
        let header = try withNextLine { line in
            (number: line.number, names: (0..<line.fieldCount).map { line.string($0) ?? "\\N" })
        }
        guard let header else {
            throw CatalogError(.datasetMalformed, "\(path) is empty: expected a header line.", file: path, line: 1)
        }
        guard header.names == expected else {
            throw CatalogError(
                .datasetMalformed,
                "\(path) line \(header.number): the header is not the IMDb dataset's (expected "
                    + expected.joined(separator: " ") + ", found " + header.names.joined(separator: " ") + ")",
                file: path, line: header.number)
        }
    }

    /// Reads the next non-empty line and lends it to `body`; `nil` at the end of the file.
    ///
    /// The line's fields point into this reader's buffer, which the next read may move: the line
    /// cannot leave `body` (it is `~Copyable`, lent `borrowing`).
    ///
    /// - Parameter body: What to do with the line.
    /// - Returns: What `body` returned, or `nil` when the file has no more lines.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/datasetUnreadable`` when the file cannot be read
    ///   to its end: a truncated `.gz` (an interrupted download), a corrupt one, or a read error.
    func withNextLine<Result>(_ body: (borrowing TSVLine) -> Result) throws(CatalogError) -> Result? {
        while true {
            var next = start
            let end = end
            let atEnd = reachedEnd
            let number = lineNumber + 1
            // Safe because the pointers and the line made of them live only inside this call (invariants 1–3).
            let step = buffer.withUnsafeBufferPointer { bytes in
                bounds.withUnsafeMutableBufferPointer { bounds -> Step<Result> in
                    switch Self.scan(bytes, into: bounds, from: &next, to: end, atEnd: atEnd) {
                    case .line(let fieldCount):
                        let line = TSVLine(
                            bytes: bytes, bounds: UnsafeBufferPointer(bounds),
                            storedFields: min(fieldCount, TSVReader.maximumFields), fieldCount: fieldCount,
                            number: number)
                        return .line(body(line))
                    case .emptyLine: return .emptyLine
                    case .needsMore: return .needsMore
                    case .finished: return .finished
                    }
                }
            }
            start = next
            switch step {
            case .line(let result):
                lineNumber = number
                return result
            case .emptyLine: lineNumber = number
            case .needsMore: try refill()
            case .finished: return nil
            }
        }
    }

    /// What one look at the buffer found.
    private enum Step<Line> {
        /// A line, or what a line became.
        case line(Line)
        /// A line with nothing on it, which counts in the numbering only.
        case emptyLine
        /// No whole line is left in the buffer.
        case needsMore
        /// The file has no more lines.
        case finished
    }

    /// Finds the line at `bytes[start...]`, records its fields' offsets in `bounds` and moves `start` past it.
    ///
    /// - Parameter end: Where the buffer's read bytes end; a line without a line feed ends there only at
    ///   the end of the file (`atEnd`).
    /// - Returns: `.line` with the number of fields (tabs plus one; only the first 32 recorded).
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, into bounds: UnsafeMutableBufferPointer<Int>, from start: inout Int,
        to end: Int, atEnd: Bool
    ) -> Step<Int> {
        let lineEnd: Int
        if let newline = firstIndex(of: 10, in: bytes, from: start, to: end) {
            lineEnd = newline
        } else if atEnd {
            guard start < end else { return .finished }
            lineEnd = end
        } else {
            return .needsMore
        }
        let lineStart = start
        start = min(lineEnd + 1, end)
        var last = lineEnd
        if last > lineStart, bytes[last - 1] == 13 { last -= 1 }
        guard last > lineStart else { return .emptyLine }
        var count = 0
        var fieldStart = lineStart
        while true {
            let tab = firstIndex(of: 9, in: bytes, from: fieldStart, to: last)
            let fieldEnd = tab ?? last
            if count < maximumFields {
                bounds[2 * count] = fieldStart
                bounds[2 * count + 1] = fieldEnd
            }
            count += 1
            guard let tab else { break }
            fieldStart = tab + 1
        }
        return .line(count)
    }

    /// The offset of the first `byte` in `bytes[from..<to]`, or `nil`.
    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let base = bytes.baseAddress else { return nil }
        // Safe because `from..<to` lies within `bytes` (invariant 3).
        return memchr(base + from, Int32(byte), to - from).map {
            base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Moves the unread bytes to the front of the buffer (growing it for a line longer than it) and reads more.
    private func refill() throws(CatalogError) {
        let unread = end - start
        if start > 0 {
            // A part of a line, moved forward: a copy from later offsets to earlier ones never overwrites
            // a byte before reading it.
            for offset in 0..<unread { buffer[offset] = buffer[start + offset] }
            start = 0
            end = unread
        }
        if end == buffer.count {
            buffer += repeatElement(0, count: buffer.count)
        }
        let wanted = min(buffer.count - end, Int(Int32.max))
        let offset = end
        // Safe because gzread writes at most `wanted` bytes from `offset`, inside the buffer (invariants 1, 3).
        let read = buffer.withUnsafeMutableBytes { bytes in
            gzread(file, bytes.baseAddress! + offset, UInt32(wanted))
        }
        var code: Int32 = Z_OK
        let message = gzerror(file, &code).map { String(cString: $0) } ?? ""
        if read < 0 || (code != Z_OK && code != Z_STREAM_END) {
            let reason = code == Z_BUF_ERROR ? "the file ends early (an interrupted download?)" : message
            throw CatalogError(
                .datasetUnreadable,
                "cannot read \(path)\(lineNumber > 0 ? " past line \(lineNumber)" : ""): \(reason). "
                    + "Download it again and import again; "
                    + "the catalog was not changed.",
                file: path, line: lineNumber)
        }
        end += Int(read)
        if read == 0 { reachedEnd = true }
    }
}
