import CGzip
import Foundation
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

@Suite struct TSVReaderTests {
    /// Writes `text` to `name` in `directory`, gzipped when the name ends in `.gz`.
    static func write(_ text: String, to name: String, in directory: TemporaryDirectory) throws -> String {
        let path = directory.path(name)
        if name.hasSuffix(".gz") {
            let file = try #require(gzopen(path, "wb1"))
            var bytes = Array(text.utf8)
            let written = bytes.withUnsafeMutableBytes { gzwrite(file, $0.baseAddress, UInt32($0.count)) }
            #expect(Int(written) == bytes.count)
            #expect(gzclose(file) == Z_OK)
        } else {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return path
    }

    /// Every line of `path` as its number and fields (`\N` as nil).
    static func lines(of path: String) throws -> [(number: Int, fields: [String?])] {
        let reader = try TSVReader(path: path)
        var lines: [(number: Int, fields: [String?])] = []
        while let line = try reader.withNextLine({ line in
            (number: line.number, fields: (0..<line.fieldCount).map { line.string($0) })
        }) {
            lines.append(line)
        }
        return lines
    }

    static let ratings = "tconst\taverageRating\tnumVotes\ntt0000001\t5.7\t2100\ntt0068646\t9.2\t2100000\n"

    @Test func readsPlainAndGzippedFilesAlike() throws {
        let directory = try TemporaryDirectory()
        let plain = try TSVReaderTests.lines(
            of: TSVReaderTests.write(TSVReaderTests.ratings, to: "r.tsv", in: directory))
        let gzipped = try TSVReaderTests.lines(
            of: TSVReaderTests.write(TSVReaderTests.ratings, to: "r.tsv.gz", in: directory))
        #expect(plain.map(\.number) == [1, 2, 3])
        #expect(
            plain.map(\.fields) == [
                ["tconst", "averageRating", "numVotes"], ["tt0000001", "5.7", "2100"],
                ["tt0068646", "9.2", "2100000"],
            ])
        #expect(gzipped.map(\.fields) == plain.map(\.fields))
        #expect(gzipped.map(\.number) == plain.map(\.number))
    }

    @Test func nullsQuotesAndNonASCIIAreReadAsTheyAre() throws {
        let directory = try TemporaryDirectory()
        let text = "a\tb\tc\n\\N\t\"Quoted\" \"title\t[\"Don Vito Corleone\"]\nJosé Ferrer\t\t\\N\n"
        let lines = try TSVReaderTests.lines(of: TSVReaderTests.write(text, to: "q.tsv.gz", in: directory))
        #expect(lines.count == 3)
        #expect(lines[1].fields == [nil, "\"Quoted\" \"title", "[\"Don Vito Corleone\"]"])
        #expect(lines[2].fields == ["José Ferrer", "", nil])
    }

    @Test func crlfLastLineWithoutNewlineAndBlankLines() throws {
        let directory = try TemporaryDirectory()
        let text = "h1\th2\r\n1\tone\r\n\r\n2\ttwo\n\n3\tthree"
        let lines = try TSVReaderTests.lines(of: TSVReaderTests.write(text, to: "c.tsv", in: directory))
        #expect(lines.map(\.number) == [1, 2, 4, 6])
        #expect(lines.map(\.fields) == [["h1", "h2"], ["1", "one"], ["2", "two"], ["3", "three"]])
    }

    @Test func linesLongerThanTheBufferAndAcrossRefills() throws {
        let directory = try TemporaryDirectory()
        let long = String(repeating: "x", count: TSVReader.chunkSize + 1000)
        var text = "id\tvalue\n"
        for index in 0..<200_000 { text += "\(index)\tvalue \(index)\n" }
        text += "long\t\(long)\nlast\tone\n"
        let reader = try TSVReader(path: TSVReaderTests.write(text, to: "l.tsv.gz", in: directory))
        try reader.readHeader(expected: ["id", "value"])
        var count = 0
        var sum = 0
        var longLength = 0
        var last: String?
        var mismatched = 0
        var longNumber = 0
        while try reader.withNextLine({ (line: borrowing TSVLine) -> Void in
            if let value = line.integer(0) {
                if line.string(1) != "value \(value)" { mismatched += 1 }
                sum += value
                count += 1
            } else if line.equals(0, "long") {
                longLength = line.bytes(1).count
                longNumber = line.number
            } else {
                last = line.string(1)
            }
        }) != nil {}
        #expect(mismatched == 0)
        #expect(longNumber == 200_002)
        #expect(count == 200_000)
        #expect(sum == 199_999 * 200_000 / 2)
        #expect(longLength == long.utf8.count)
        #expect(last == "one")
    }

    @Test func numbersAndIdentifiers() throws {
        let directory = try TemporaryDirectory()
        let text = "tt0068646\tnm0000338\t1972\t9.2\t19x5\t\\N\t7\tt12\n"
        let reader = try TSVReader(path: TSVReaderTests.write(text, to: "n.tsv", in: directory))
        let values = try #require(
            try reader.withNextLine { line in
                (
                    ids: [
                        line.identifier(0, prefix: (116, 116)), line.identifier(1, prefix: (110, 109)),
                        line.identifier(1, prefix: (116, 116)), line.identifier(7, prefix: (116, 116)),
                    ],
                    integers: [line.integer(2), line.integer(4), line.integer(5)],
                    decimals: [line.decimal(3), line.decimal(6)], quoted: line.quoted(4), isNull: line.isNull(5),
                    fieldCount: line.fieldCount
                )
            })
        #expect(values.ids == [68646, 338, nil, nil])
        #expect(values.integers == [1972, nil, nil])
        #expect(values.decimals == [9.2, 7])
        #expect(values.quoted == "\"19x5\"")
        #expect(values.isNull)
        #expect(values.fieldCount == 8)
    }

    /// A number too long for an integer (FuzzIMDbTSV's finding: 20 digits trapped on overflow) is
    /// refused, not a crash; a point needs digits on both sides.
    @Test func decimalsRefuseWhatTheyCannotHold() throws {
        let directory = try TemporaryDirectory()
        let text = "99999999999999999999\t1.99999999999999999999\t8.125\t7.\t.5\t123456789012345678.5\n"
        let reader = try TSVReader(path: TSVReaderTests.write(text, to: "d.tsv", in: directory))
        let decimals = try #require(try reader.withNextLine { line in (0..<6).map { line.decimal($0) } })
        #expect(decimals == [nil, nil, 8.125, nil, nil, 123_456_789_012_345_678.5])
    }

    @Test func truncatedGzipIsAnErrorNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        var text = "tconst\tvalue\n"
        for index in 0..<50_000 { text += "tt\(index)\tsome value that compresses \(index * 7919 % 1000)\n" }
        let whole = try TSVReaderTests.write(text, to: "whole.tsv.gz", in: directory)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = directory.path("cut.tsv.gz")
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        #expect(try TSVReaderTests.lines(of: whole).count == 50_001)
        let reader = try TSVReader(path: cut)
        let error = try #require(throws: CatalogError.self) {
            while try reader.withNextLine({ _ in }) != nil {}
        }
        #expect(error.code == .datasetUnreadable)
        #expect(error.file == cut)
        #expect(error.message.contains(cut))
        #expect(error.message.contains("ends early"))
    }

    @Test func headerIsChecked() throws {
        let directory = try TemporaryDirectory()
        let path = try TSVReaderTests.write("tconst\tnumVotes\n", to: "h.tsv", in: directory)
        let error = try #require(throws: CatalogError.self) {
            try TSVReader(path: path).readHeader(expected: ["tconst", "averageRating", "numVotes"])
        }
        #expect(error.code == .datasetMalformed)
        #expect(error.line == 1)
        #expect(error.message.contains(path))
    }

    @Test func prefersTheGzippedFileAndFallsBackToPlainText() throws {
        let directory = try TemporaryDirectory()
        _ = try TSVReaderTests.write("a\n", to: "title.ratings.tsv", in: directory)
        _ = try TSVReaderTests.write("a\n", to: "title.crew.tsv", in: directory)
        _ = try TSVReaderTests.write("a\n", to: "title.crew.tsv.gz", in: directory)
        #expect(TSVReader.locate("title.ratings", in: directory.url.path) == directory.path("title.ratings.tsv"))
        #expect(TSVReader.locate("title.crew", in: directory.url.path) == directory.path("title.crew.tsv.gz"))
        #expect(TSVReader.locate("name.basics", in: directory.url.path) == nil)
        let error = try #require(throws: CatalogError.self) { try TSVReader(path: directory.path("none.tsv.gz")) }
        #expect(error.code == .datasetUnreadable)
    }
}
