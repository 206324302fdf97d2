import CSV
import Foundation

/// Parses the catalog CSV on its own thread, so parsing and SQLite inserts overlap on two cores.
///
/// Records go to a ``BatchChannel`` in batches, each checked by ``CatalogRow/parse(_:)`` and tagged
/// with the line it starts on (counting line feeds inside quoted fields).
enum CatalogParser {
    static let batchSize = 512

    /// Checks the header line of `text`, returning `false` when it is not the catalog's.
    static func hasCatalogHeader(_ text: String) -> Bool {
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" }
        guard let reader = try? CSVReader(string: String(firstLine), hasHeaderRow: false),
            let header = reader.next()
        else { return false }
        return header.count == CatalogRow.header.count
            && zip(header.dropFirst(), CatalogRow.header.dropFirst()).allSatisfy { $0 == $1 }
    }

    /// Starts a thread parsing the records of `text` (after its header); the channel ends with why
    /// the CSV cannot be read to its end, or `nil`.
    static func start(_ text: String) -> BatchChannel<[ParsedRecord], String?> {
        BatchChannel(name: "reel.import.parser") { send in records(of: text, deliver: send) }
    }

    /// Parses the records of `text` (after its header), handing them to `deliver` in batches of
    /// ``batchSize`` until it returns `false`.
    ///
    /// - Parameter text: The whole CSV file.
    /// - Parameter deliver: Takes a batch; `false` stops the parse.
    /// - Returns: Why the CSV cannot be read to its end, or `nil`.
    static func records(of text: String, deliver: ([ParsedRecord]) -> Bool) -> String? {
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: true)
        } catch {
            return "\(error)"
        }
        var batch: [ParsedRecord] = []
        batch.reserveCapacity(batchSize)
        var line = 2
        while let fields = reader.next() {
            let start = line
            line += 1 + fields.reduce(0) { $0 + ByteCount.of(10, in: $1) }
            if fields == [""] { continue }  // a blank line, e.g. at the end of the file
            switch CatalogRow.parse(fields) {
            case .success(let row): batch.append(.movie(row, line: start))
            case .failure(let problem): batch.append(.skipped(.init(line: start, reason: problem.reason)))
            }
            if batch.count == batchSize {
                guard deliver(batch) else { return nil }
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty, !deliver(batch) { return nil }
        return reader.error.map { "near line \(line): \($0)" }
    }
}

/// One record of the CSV as the parser thread hands it to the writer: a movie, or a line to skip.
enum ParsedRecord: Sendable {
    case movie(CatalogRow, line: Int)
    case skipped(ImportReport.SkippedLine)
}
