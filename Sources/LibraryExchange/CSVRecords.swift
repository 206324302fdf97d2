import CSV
import Foundation

/// A CSV file read whole with CSV.swift: each record's fields and the line it starts on.
///
/// Fields may hold commas, quotes and line breaks (quoted, as RFC 4180 says). A record starts one
/// line after the previous one's start, plus the line breaks inside its quoted fields: a line break
/// is CR LF, CR or LF, as the reader splits records. A blank line is a record of one empty field.
struct CSVRecords: Sendable {
    /// One record.
    struct Record: Sendable, Hashable {
        /// The fields, as many as the line has.
        let fields: [String]
        /// The line the record starts on, from 1.
        let line: Int

        /// Whether the record holds nothing but empty fields (a blank line).
        var isBlank: Bool { fields.allSatisfy { $0.allSatisfy(\.isWhitespace) } }
    }

    /// The records, in file order.
    let records: [Record]

    /// Reads `data` as UTF-8 (a leading byte-order mark dropped, bytes that are not UTF-8 replaced).
    ///
    /// - Parameter data: The file's bytes.
    init(_ data: Data) {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self)
        var records: [Record] = []
        // The reader throws only when it reads a header row, which this one does not.
        guard let reader = try? CSVReader(string: text, hasHeaderRow: false) else {
            self.records = []
            return
        }
        var line = 1
        while let fields = reader.next() {
            records.append(Record(fields: fields, line: line))
            line += 1 + fields.reduce(0) { $0 + CSVRecords.lineBreaks(in: $1) }
        }
        self.records = records
    }

    /// The line breaks inside a field: CR LF counts once.
    static func lineBreaks(in field: String) -> Int {
        var count = 0
        var afterCR = false
        for byte in field.utf8 {
            if byte == UInt8(ascii: "\r") {
                count += 1
                afterCR = true
            } else {
                if byte == UInt8(ascii: "\n") && !afterCR { count += 1 }
                afterCR = false
            }
        }
        return count
    }
}

/// A header row: the index of each column by name, so rows are read by name whatever the order.
struct CSVHeader: Sendable {
    private let indices: [String: Int]

    /// Reads the names of `record` (trimmed; the first of a repeated name wins).
    init(_ record: CSVRecords.Record) {
        var indices: [String: Int] = [:]
        for (index, name) in record.fields.enumerated() {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if indices[trimmed] == nil { indices[trimmed] = index }
        }
        self.indices = indices
    }

    /// Whether the header has the column `name`.
    func has(_ name: String) -> Bool { indices[name] != nil }

    /// The field of `record` in column `name`, trimmed, or `nil` when the column is absent or the
    /// field is empty.
    func value(_ name: String, in record: CSVRecords.Record) -> String? {
        guard let index = indices[name], index < record.fields.count else { return nil }
        let value = record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
        return value.isEmpty ? nil : value
    }

    /// The field of `record` in column `name` as written (not trimmed), or `nil` when absent or empty.
    func text(_ name: String, in record: CSVRecords.Record) -> String? {
        guard let index = indices[name], index < record.fields.count, !record.fields[index].isEmpty else {
            return nil
        }
        return record.fields[index]
    }
}
