import MovieCatalog

/// One dataset file's half of a read: what each of its lines becomes. ``DatasetRead`` does the rest
/// for every file alike: it reads the lines, counts them, skips and reports the bad ones, and hands the
/// batches on.
protocol DatasetParser {
    /// What is handed on a few thousand rows at a time; `Void` for a file kept whole in the parser.
    associatedtype Batch: Sendable

    /// Reads one line into the current batch or the parser's own state.
    ///
    /// - Throws: ``LineProblem`` for a bad line, which is skipped and reported by file and line.
    mutating func parse(_ line: borrowing TSVLine) throws(LineProblem)

    /// How many rows wait in the current batch.
    var pendingRows: Int { get }

    /// The current batch, handed over; the parser starts an empty one.
    mutating func takeBatch() -> Batch

    /// Adds rows that follow from the lines once they are all read, a few at a time.
    ///
    /// - Returns: `false` when there are no more.
    mutating func finish() -> Bool
}

extension DatasetParser where Batch == Void {
    var pendingRows: Int { 0 }

    mutating func takeBatch() {}
}

extension DatasetParser {
    mutating func finish() -> Bool { false }
}

/// What a read found besides what its parser kept: how many lines, and the bad ones.
struct ReadSummary: Sendable {
    var rows = 0
    var skipped = SkippedLines()
}

/// The one loop that reads a dataset file through its ``DatasetParser``.
enum DatasetRead {
    /// The rows of a batch handed on.
    static let batchSize = 4096
    /// How many lines a file kept whole reports its progress after.
    static let progressInterval = 65_536

    /// Reads every line of `reader` into `parser`, which keeps what it reads.
    ///
    /// - Parameter progress: Called every ``progressInterval`` lines.
    static func whole<Parser: DatasetParser>(
        _ reader: TSVReader, into parser: inout Parser, progress: (ReadPosition) -> Void
    ) throws(CatalogError) -> ReadSummary {
        try read(reader, into: &parser, progress: progress) { _, _ in true }
    }

    /// Reads every line of `reader` into `parser`, sending its batches as they fill and the last one at
    /// the end.
    ///
    /// - Parameter send: Takes a batch and where the read is; `false` stops the read (the import failed).
    static func batches<Parser: DatasetParser>(
        _ reader: TSVReader, into parser: inout Parser, send: (Parser.Batch, ReadPosition) -> Bool
    ) throws(CatalogError) -> ReadSummary {
        try read(reader, into: &parser, progress: { _ in }, send: send)
    }

    private static func read<Parser: DatasetParser>(
        _ reader: TSVReader, into parser: inout Parser, progress: (ReadPosition) -> Void,
        send: (Parser.Batch, ReadPosition) -> Bool
    ) throws(CatalogError) -> ReadSummary {
        let file = reader.fileName
        var summary = ReadSummary()
        var stopped = false
        func handOn(_ parser: inout Parser) -> Bool {
            send(parser.takeBatch(), ReadPosition(rows: summary.rows, bytesRead: reader.bytesRead))
        }
        while !stopped,
            try reader.withNextLine({ (line: borrowing TSVLine) -> Void in
                summary.rows += 1
                if summary.rows % progressInterval == 0 {
                    progress(ReadPosition(rows: summary.rows, bytesRead: reader.bytesRead))
                }
                do throws(LineProblem) {
                    try parser.parse(line)
                } catch {
                    summary.skipped.add(file, line.number, error.reason)
                }
                if parser.pendingRows >= batchSize { stopped = !handOn(&parser) }
            }) != nil
        {}
        guard !stopped else { return summary }
        while parser.finish() {
            if parser.pendingRows >= batchSize, !handOn(&parser) { return summary }
        }
        _ = handOn(&parser)
        return summary
    }
}
