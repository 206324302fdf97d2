import CZlib
import Foundation
import MovieCatalog

/// Reads one of IMDb's tab-separated dataset files line by line, gzipped or plain, without holding it in
/// memory.
///
/// The format: UTF-8, one header line, fields separated by tabs, `\N` for null, and no quoting (a `"` is
/// an ordinary character). Lines are found with `memchr` in a 4 MB buffer that `gzread` refills, and
/// fields are byte ranges of that buffer: only the fields a caller keeps become `String`s.
///
/// ```swift
/// let reader = try TSVReader(path: "imdb/title.ratings.tsv.gz")
/// try reader.readHeader(expected: ["tconst", "averageRating", "numVotes"])
/// while let line = try reader.next() {
///     print(line.number, line.fieldCount, line.string(0) ?? "null")
/// }
/// ```
final class TSVReader {
    /// The file read.
    let path: String
    /// The size of the file on disk (compressed, for a `.gz`), for progress.
    let fileSize: Int

    private let file: gzFile
    private var buffer: UnsafeMutableRawBufferPointer
    /// The unread bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var reachedEnd = false
    private var lineNumber = 0
    /// Start and end offsets of the current line's fields, in pairs.
    private var bounds: UnsafeMutableBufferPointer<Int>
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
        buffer = .allocate(byteCount: TSVReader.chunkSize, alignment: 16)
        bounds = .allocate(capacity: TSVReader.maximumFields * 2)
    }

    deinit {
        gzclose(file)
        buffer.deallocate()
        bounds.deallocate()
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

    /// Reads the header line and checks it names `expected` columns.
    ///
    /// - Parameter expected: The column names, in order.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/datasetMalformed`` when the header differs.
    func readHeader(expected: [String]) throws(CatalogError) {
        guard let line = try next() else {
            throw CatalogError(.datasetMalformed, "\(path) is empty: expected a header line.", file: path, line: 1)
        }
        let names = (0..<line.fieldCount).map { line.string($0) ?? "\\N" }
        guard names == expected else {
            throw CatalogError(
                .datasetMalformed,
                "\(path) line \(line.number): the header is not the IMDb dataset's (expected "
                    + expected.joined(separator: " ") + ", found " + names.joined(separator: " ") + ")",
                file: path, line: line.number)
        }
    }

    /// The next non-empty line, or `nil` at the end of the file. The line's fields point into this reader's
    /// buffer: they are valid until the next call.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/datasetUnreadable`` when the file cannot be read
    ///   to its end: a truncated `.gz` (an interrupted download), a corrupt one, or a read error.
    func next() throws(CatalogError) -> TSVLine? {
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if let newline = memchr(base + start, 10, end - start) {
                let lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                let line = split(from: start, to: lineEnd)
                start = lineEnd + 1
                if let line { return line }
                continue
            }
            if reachedEnd {
                guard start < end else { return nil }
                let line = split(from: start, to: end)
                start = end
                if let line { return line }
                continue
            }
            try refill()
        }
    }

    /// Splits `buffer[from..<to]` (a line without its line feed) into fields; `nil` for an empty line.
    private func split(from lineStart: Int, to lineEnd: Int) -> TSVLine? {
        lineNumber += 1
        let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var last = lineEnd
        if last > lineStart, base[last - 1] == 13 { last -= 1 }
        guard last > lineStart else { return nil }
        var count = 0
        var fieldStart = lineStart
        while true {
            let rest = last - fieldStart
            let tab = rest > 0 ? memchr(base + fieldStart, 9, rest) : nil
            let fieldEnd = tab.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? last
            if count < TSVReader.maximumFields {
                bounds[2 * count] = fieldStart
                bounds[2 * count + 1] = fieldEnd
            }
            count += 1
            guard tab != nil else { break }
            fieldStart = fieldEnd + 1
        }
        return TSVLine(
            base: UnsafePointer(base), bounds: UnsafePointer(bounds.baseAddress!),
            storedFields: min(count, TSVReader.maximumFields), fieldCount: count, number: lineNumber)
    }

    /// Moves the unread bytes to the front of the buffer (growing it for a line longer than it) and reads more.
    private func refill() throws(CatalogError) {
        let unread = end - start
        if start > 0 {
            if unread > 0 { memmove(buffer.baseAddress!, buffer.baseAddress! + start, unread) }
            start = 0
            end = unread
        }
        if end == buffer.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
            buffer.deallocate()
            buffer = larger
        }
        let wanted = min(buffer.count - end, Int(Int32.max))
        let read = gzread(file, buffer.baseAddress! + end, UInt32(wanted))
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

/// One line of a ``TSVReader``: its number and its fields as byte ranges of the reader's buffer, valid until
/// the reader's next line.
struct TSVLine {
    fileprivate let base: UnsafePointer<UInt8>
    fileprivate let bounds: UnsafePointer<Int>
    fileprivate let storedFields: Int
    /// How many fields the line has (tabs plus one).
    let fieldCount: Int
    /// The line number in the file; the header is line 1.
    let number: Int

    /// The bytes of field `index`.
    func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        guard index < storedFields else { return UnsafeBufferPointer(start: base, count: 0) }
        return UnsafeBufferPointer(start: base + bounds[2 * index], count: bounds[2 * index + 1] - bounds[2 * index])
    }

    /// Whether field `index` is `\N`, the datasets' null.
    func isNull(_ index: Int) -> Bool {
        let field = bytes(index)
        return field.count == 2 && field[0] == 92 && field[1] == 78
    }

    /// Field `index` as text, or `nil` when it is `\N`.
    func string(_ index: Int) -> String? {
        isNull(index) ? nil : String(decoding: bytes(index), as: UTF8.self)
    }

    /// Whether field `index` is exactly `text`.
    func equals(_ index: Int, _ text: StaticString) -> Bool {
        let field = bytes(index)
        return field.count == text.utf8CodeUnitCount && memcmp(field.baseAddress!, text.utf8Start, field.count) == 0
    }

    /// Field `index` as a non-negative decimal integer, or `nil` when it is anything else (or too long).
    func integer(_ index: Int) -> Int? {
        TSVLine.integer(bytes(index))
    }

    /// Field `index` as an IMDb id with its two-letter prefix (`tt0068646` → 68646 for `prefix` "tt"),
    /// or `nil` when it is not one.
    func identifier(_ index: Int, prefix: (UInt8, UInt8)) -> Int? {
        TSVLine.identifier(bytes(index), prefix: prefix)
    }

    /// Field `index` as a decimal number (`7.5`), or `nil`: digits, then optionally a point and
    /// digits, each part at most 18 digits (longer ones would overflow; no rating has them).
    func decimal(_ index: Int) -> Double? {
        let field = bytes(index)
        let point = field.firstIndex(of: UInt8(ascii: "."))
        guard let whole = TSVLine.integer(UnsafeBufferPointer(rebasing: field[..<(point ?? field.count)])) else {
            return nil
        }
        guard let point else { return Double(whole) }
        let digits = UnsafeBufferPointer(rebasing: field[(point + 1)...])
        guard let fraction = TSVLine.integer(digits) else { return nil }
        var scale = 1.0
        for _ in 0..<digits.count { scale *= 10 }
        return Double(whole) + Double(fraction) / scale
    }

    /// Field `index` for a message: its text, cut at 40 characters.
    func quoted(_ index: Int) -> String {
        let text = String(decoding: bytes(index), as: UTF8.self)
        return "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    }

    /// `bytes` as a non-negative decimal integer of at most 18 digits, or `nil`.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            let digit = byte &- 48
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// `bytes` as an IMDb id with the two-letter `prefix`, or `nil`.
    static func identifier(_ bytes: UnsafeBufferPointer<UInt8>, prefix: (UInt8, UInt8)) -> Int? {
        guard bytes.count > 2, bytes[0] == prefix.0, bytes[1] == prefix.1 else { return nil }
        return integer(UnsafeBufferPointer(rebasing: bytes[2...]))
    }
}
