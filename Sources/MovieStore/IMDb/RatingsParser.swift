/// The ratings of every title: tconst number → rating in tenths (low 8 bits) and votes (the rest).
struct Ratings: Sendable {
    var values: [Int32: UInt64] = [:]
    var rows = 0
    var skipped = SkippedLines()

    func rating(of id: Int) -> (rating: Double, votes: Int)? {
        guard let packed = values[Int32(truncatingIfNeeded: id)] else { return nil }
        return (Double(packed & 0xFF) / 10, Int(packed >> 8))
    }
}

/// A line of title.ratings: a title's average rating and votes, kept whole for title.basics to look up.
struct RatingsParser: DatasetParser {
    typealias Batch = Void

    var values: [Int32: UInt64] = [:]

    mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
        guard line.fieldCount == 3 else { throw LineProblem("has \(line.fieldCount) fields, expected 3") }
        let id = try line.requiredIdentifier(0, "tconst", prefix: IMDbParsers.tt)
        guard let rating = line.decimal(1), rating >= 0, rating <= 10 else {
            throw LineProblem("averageRating \(line.quoted(1)) is not a number from 0 to 10")
        }
        guard let votes = line.integer(2) else {
            throw LineProblem("numVotes \(line.quoted(2)) is not a number")
        }
        values[Int32(id)] = UInt64((rating * 10).rounded()) | UInt64(votes) << 8
    }
}
