/// What reading title.principals found besides the credits sent.
struct CreditsOutcome: Sendable {
    var named = IDSet()
    var credits = 0
    var rows = 0
    var skipped = SkippedLines()
}

/// A line of title.principals: a credit of a kept title. After each title's principals come the directors
/// and writers of title.crew they do not already name; after the last line, the crew of the titles
/// title.principals has no line for, in id order.
struct CreditsParser: DatasetParser {
    let kept: IDSet
    let crew: Crew
    var outcome = CreditsOutcome()
    private var batch = CreditBatch()
    /// The crew's titles whose directors and writers are not yet added.
    private var crewTitles: [Int32: (start: Int32, directors: UInt16, writers: UInt16)]
    /// The title of the lines read last, or -1.
    private var current = -1
    private var highestOrdering = 0
    /// The directors (positive) and writers (negative) principals name for the current title.
    private var namedHere: [Int32] = []
    /// After the last line: the crew's titles left, last first.
    private var leftOver: [Int32]?

    private static let director = Array("director".utf8)
    private static let writer = Array("writer".utf8)

    init(kept: IDSet, crew: Crew) {
        self.kept = kept
        self.crew = crew
        crewTitles = crew.titles
        batch.rows.reserveCapacity(DatasetRead.batchSize)
    }

    var pendingRows: Int { batch.rows.count }

    mutating func takeBatch() -> CreditBatch {
        defer {
            batch = CreditBatch()
            batch.rows.reserveCapacity(DatasetRead.batchSize)
        }
        return batch
    }

    mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
        guard line.fieldCount == 6 else { throw LineProblem("has \(line.fieldCount) fields, expected 6") }
        let id = try line.requiredIdentifier(0, "tconst", prefix: IMDbParsers.tt)
        guard kept.contains(id) else { return }
        guard let ordering = line.integer(1), ordering < Int(Int32.max) else {
            throw LineProblem("ordering \(line.quoted(1)) is not a number")
        }
        let person = try line.requiredIdentifier(2, "nconst", prefix: IMDbParsers.nm)
        guard !line.isNull(3), !line.bytes(3).isEmpty else { throw LineProblem("category is empty") }
        if id != current {
            if current >= 0 { addCrew(of: current, after: highestOrdering) }
            current = id
            highestOrdering = 0
            namedHere.removeAll(keepingCapacity: true)
        }
        highestOrdering = max(highestOrdering, ordering)
        let category = line.bytes(3)
        if category.elementsEqual(Self.director) {
            namedHere.append(Int32(person))
        } else if category.elementsEqual(Self.writer) {
            namedHere.append(-Int32(person))
        }
        batch.rows.append(
            .init(
                movie: Int32(id), ordering: Int32(ordering), person: Int32(person),
                category: batch.text.append(category),
                job: batch.text.append(line.bytes(4), isNull: line.isNull(4)),
                characters: batch.text.appendCharacters(line.bytes(5), isNull: line.isNull(5))))
        outcome.named.insert(person)
        outcome.credits += 1
    }

    /// Adds the crew of the last title read, then of each title title.principals has no line for.
    mutating func finish() -> Bool {
        if leftOver == nil {
            if current >= 0 { addCrew(of: current, after: highestOrdering) }
            leftOver = crewTitles.keys.sorted(by: >)
        }
        guard let title = leftOver?.popLast() else { return false }
        namedHere.removeAll(keepingCapacity: true)
        addCrew(of: Int(title), after: 0)
        return true
    }

    /// Adds the directors and writers of title.crew for `title` that its principals do not name, ordered
    /// after `ordering`.
    private mutating func addCrew(of title: Int, after ordering: Int) {
        guard let entry = crewTitles.removeValue(forKey: Int32(title)) else { return }
        var next = Int32(ordering)
        let start = Int(entry.start)
        let all = crew.people[start..<start + Int(entry.directors) + Int(entry.writers)]
        for (offset, person) in all.enumerated() {
            let isDirector = offset < Int(entry.directors)
            guard !namedHere.contains(isDirector ? person : -person) else { continue }
            next += 1
            let category = batch.text.append(isDirector ? Self.director : Self.writer)
            batch.rows.append(
                .init(
                    movie: Int32(title), ordering: next, person: person, category: category, job: .null,
                    characters: .null))
            outcome.named.insert(Int(person))
            outcome.credits += 1
        }
    }
}
