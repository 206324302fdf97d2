/// What reading name.basics found besides the people sent.
struct PeopleOutcome: Sendable {
    var people = 0
    var rows = 0
    var skipped = SkippedLines()
}

/// A line of name.basics: a person the kept credits name.
struct PeopleParser: DatasetParser {
    let named: IDSet
    var outcome = PeopleOutcome()
    private var found = IDSet()
    private var batch = PersonBatch()

    init(named: IDSet) {
        self.named = named
        batch.rows.reserveCapacity(DatasetRead.batchSize)
    }

    var pendingRows: Int { batch.rows.count }

    mutating func takeBatch() -> PersonBatch {
        defer {
            batch = PersonBatch()
            batch.rows.reserveCapacity(DatasetRead.batchSize)
        }
        return batch
    }

    mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
        guard line.fieldCount == 6 else { throw LineProblem("has \(line.fieldCount) fields, expected 6") }
        let id = try line.requiredIdentifier(0, "nconst", prefix: IMDbParsers.nm)
        guard named.contains(id) else { return }
        guard !line.isNull(1), !line.bytes(1).isEmpty else { throw LineProblem("primaryName is empty") }
        let birth = try line.optionalInteger(2, "birthYear")
        let death = try line.optionalInteger(3, "deathYear")
        guard found.insert(id) else { throw LineProblem("nconst \(line.quoted(0)) appears twice") }
        batch.rows.append(
            .init(
                id: Int32(id), name: batch.text.append(line.bytes(1)),
                birthYear: Int32(clamping: birth ?? -1), deathYear: Int32(clamping: death ?? -1),
                professions: batch.text.append(line.bytes(4), isNull: line.isNull(4))))
        outcome.people += 1
    }
}
