/// The bad lines of one file: the first ``IMDbImportReport/listedSkippedLines`` in full, the rest counted.
struct SkippedLines: Sendable {
    private(set) var listed: [IMDbImportReport.SkippedLine] = []
    private(set) var count = 0

    mutating func add(_ file: String, _ line: Int, _ reason: String) {
        count += 1
        if listed.count < IMDbImportReport.listedSkippedLines {
            listed.append(.init(file: file, line: line, reason: reason))
        }
    }

    mutating func add(_ other: SkippedLines) {
        count += other.count
        listed += other.listed.prefix(IMDbImportReport.listedSkippedLines - listed.count)
    }
}
