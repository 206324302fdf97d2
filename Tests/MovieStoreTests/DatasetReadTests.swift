import Foundation
import TestSupport
import Testing

@testable import MovieStore

/// The one loop every dataset file is read through: lines counted, bad lines reported by file and
/// line, batches handed on when full and the last at the end, and a refused batch stops the read.
@Suite struct DatasetReadTests {
    /// Keeps the number of each line; a line that is not a number is bad.
    struct Numbers: DatasetParser {
        var batch: [Int] = []
        var pendingRows: Int { batch.count }

        mutating func takeBatch() -> [Int] {
            defer { batch = [] }
            return batch
        }

        mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
            guard let value = line.integer(0) else { throw LineProblem("\(line.quoted(0)) is not a number") }
            batch.append(value)
        }
    }

    /// Adds the numbers up, keeping nothing to hand on.
    struct Sum: DatasetParser {
        typealias Batch = Void
        var sum = 0

        mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
            sum += line.integer(0) ?? 0
        }
    }

    /// A header `n`, then `count` numbers from 0, then a line `x`.
    static func reader(numbers count: Int, in directory: TemporaryDirectory) throws -> TSVReader {
        var text = "n\n"
        for value in 0..<count { text += "\(value)\n" }
        text += "x\n"
        let reader = try TSVReader(path: TSVReaderTests.write(text, to: "n.tsv", in: directory))
        try reader.readHeader(expected: ["n"])
        return reader
    }

    @Test func batchesAreHandedOnWhenFullAndTheLastAtTheEnd() throws {
        let directory = try TemporaryDirectory()
        let reader = try Self.reader(numbers: DatasetRead.batchSize * 2 + 10, in: directory)
        var parser = Numbers()
        var batches: [(first: Int?, count: Int, rows: Int)] = []
        let summary = try DatasetRead.batches(reader, into: &parser) { batch, position in
            batches.append((batch.first, batch.count, position.rows))
            return true
        }
        #expect(batches.map(\.count) == [4096, 4096, 10])
        #expect(batches.map(\.first) == [0, 4096, 8192])
        #expect(batches.map(\.rows) == [4096, 8192, 8203])
        #expect(summary.rows == 8203)
        #expect(summary.skipped.count == 1)
        #expect(summary.skipped.listed.map(\.file) == ["n.tsv"])
        #expect(summary.skipped.listed.map(\.line) == [8204])
        #expect(summary.skipped.listed.map(\.reason) == ["\"x\" is not a number"])
    }

    @Test func aRefusedBatchStopsTheRead() throws {
        let directory = try TemporaryDirectory()
        let reader = try Self.reader(numbers: DatasetRead.batchSize * 3, in: directory)
        var parser = Numbers()
        var sent = 0
        let summary = try DatasetRead.batches(reader, into: &parser) { _, _ in
            sent += 1
            return false
        }
        #expect(sent == 1)
        #expect(summary.rows == DatasetRead.batchSize)
    }

    @Test func aFileReadWholeReportsItsProgress() throws {
        let directory = try TemporaryDirectory()
        let count = DatasetRead.progressInterval + 100
        let reader = try Self.reader(numbers: count, in: directory)
        var parser = Sum()
        var progress: [Int] = []
        let summary = try DatasetRead.whole(reader, into: &parser) { progress.append($0.rows) }
        #expect(parser.sum == count * (count - 1) / 2)
        #expect(progress == [DatasetRead.progressInterval])
        #expect(summary.rows == count + 1)
        #expect(summary.skipped.count == 0)
    }
}
