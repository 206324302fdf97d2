import FuzzDriver
import Foundation
import LibraryExchange

/// Letterboxd's export files on arbitrary bytes, as `reel import --letterboxd` reads them: the same
/// bytes as each top-level file and as a list file, never a crash, and every record and bad line on
/// a line the input has (a line break is CR LF, CR or LF, as the reader splits records).
@main
enum Main: FuzzTarget {
    static let names = ["diary.csv", "reviews.csv", "ratings.csv", "watched.csv", "watchlist.csv", "lists/fuzz.csv"]

    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        let data = FuzzInput.data(input)
        let batch = LetterboxdExport.read(files: Dictionary(uniqueKeysWithValues: names.map { ($0, data) }))
        let lines = lineCount(input)
        for record in batch.records where record.line < 1 || record.line > lines {
            fatalError("\(record.file): a record on line \(record.line) of \(lines): \(record)")
        }
        for bad in batch.badLines where bad.line < 1 || bad.line > lines {
            fatalError("a bad line on line \(bad.line) of \(lines): \(bad.description)")
        }
    }

    /// The input's lines: one more than its line breaks.
    static func lineCount(_ input: UnsafeBufferPointer<UInt8>) -> Int {
        var lines = 1
        var afterCR = false
        for byte in input {
            if byte == UInt8(ascii: "\r") {
                lines += 1
                afterCR = true
            } else {
                if byte == UInt8(ascii: "\n") && !afterCR { lines += 1 }
                afterCR = false
            }
        }
        return lines
    }
}
