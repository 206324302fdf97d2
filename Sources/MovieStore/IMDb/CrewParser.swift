/// The directors and writers of title.crew for the kept titles.
struct Crew: Sendable {
    /// tconst number → the range of ``people`` (directors first) and how many are directors.
    var titles: [Int32: (start: Int32, directors: UInt16, writers: UInt16)] = [:]
    var people: [Int32] = []
    var rows = 0
    var skipped = SkippedLines()
}

/// A line of title.crew: the directors and writers of a kept title, kept whole until title.principals
/// is read.
struct CrewParser: DatasetParser {
    typealias Batch = Void

    let kept: IDSet
    var crew = Crew()
    private var directors: [Int32] = []
    private var writers: [Int32] = []

    init(kept: IDSet) {
        self.kept = kept
    }

    mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
        guard line.fieldCount == 3 else { throw LineProblem("has \(line.fieldCount) fields, expected 3") }
        let id = try line.requiredIdentifier(0, "tconst", prefix: IMDbParsers.tt)
        guard kept.contains(id) else { return }
        directors.removeAll(keepingCapacity: true)
        writers.removeAll(keepingCapacity: true)
        try line.forEachItem(1) { item throws(LineProblem) in
            let person = try Self.person(item, "directors")
            if !directors.contains(person) { directors.append(person) }
        }
        try line.forEachItem(2) { item throws(LineProblem) in
            let person = try Self.person(item, "writers")
            if !writers.contains(person) { writers.append(person) }
        }
        guard !directors.isEmpty || !writers.isEmpty else { return }
        crew.titles[Int32(id)] = (
            Int32(crew.people.count), UInt16(min(directors.count, 4000)), UInt16(min(writers.count, 4000))
        )
        crew.people += directors.prefix(4000)
        crew.people += writers.prefix(4000)
    }

    /// The person id of an item of `column`.
    private static func person(_ item: UnsafeBufferPointer<UInt8>, _ column: String) throws(LineProblem) -> Int32 {
        guard let person = TSVLine.identifier(item, prefix: IMDbParsers.nm), person > 0, person <= Int(Int32.max)
        else {
            throw LineProblem(
                "\(column) has \"" + String(decoding: item.prefix(40), as: UTF8.self) + "\", not an IMDb id")
        }
        return Int32(person)
    }
}
