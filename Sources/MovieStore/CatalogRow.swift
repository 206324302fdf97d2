import MovieCatalog

/// One CSV record checked and converted to typed fields, or the reason it cannot be.
///
/// Every check names the field and the value at fault, so the import summary reads
/// `line 17: year "19x5" is not a number`.
struct CatalogRow: Sendable {
    /// The columns of the catalog, in order; the first is unnamed in the CSV header.
    static let header = [
        "", "title", "year", "length", "budget", "rating", "votes",
        "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "mpaa",
        "Action", "Animation", "Comedy", "Drama", "Documentary", "Romance", "Short",
    ]

    let id: Int
    let title: MovieTitle
    let year: Int
    let minutes: Int
    let budget: Int?
    let rating: Double
    let votes: Int
    let shares: [Double]
    let mpaa: MPAARating?
    let genres: Genres

    /// Checks `fields` and converts them, or returns the reason the record is rejected.
    static func parse(_ fields: [String]) -> Result<CatalogRow, RowProblem> {
        guard fields.count == header.count else {
            return .failure(RowProblem("has \(fields.count) fields, expected \(header.count)"))
        }
        if let index = fields.firstIndex(where: { ByteCount.of(0, in: $0) > 0 }) {
            return .failure(RowProblem("field \(describe(index)) contains a NUL byte"))
        }
        do {
            let id = try integer(fields, 0, in: 1...Int(Int32.max))
            let title = fields[1]
            guard !title.isEmpty else { throw RowProblem("title is empty") }
            let budget = fields[4] == "NA" ? nil : try integer(fields, 4, in: 0...Int.max)
            let mpaa: MPAARating?
            if fields[17].isEmpty {
                mpaa = nil
            } else if let known = MPAARating(rawValue: fields[17]) {
                mpaa = known
            } else {
                throw RowProblem("mpaa \"\(fields[17])\" is not one of \"\", R, PG-13, PG, NC-17")
            }
            var genres: Genres = []
            for (offset, (_, genre)) in Genres.catalogColumns.enumerated() {
                switch fields[18 + offset] {
                case "1": genres.insert(genre)
                case "0": break
                case let other: throw RowProblem("\(header[18 + offset]) \"\(other)\" is not 0 or 1")
                }
            }
            return .success(
                CatalogRow(
                    id: id, title: MovieTitle(catalog: title),
                    year: try integer(fields, 2, in: 1850...2100), minutes: try integer(fields, 3, in: 0...100_000),
                    budget: budget, rating: try decimal(fields, 5, in: 0...10),
                    votes: try integer(fields, 6, in: 0...Int.max),
                    shares: try (7...16).map { try decimal(fields, $0, in: 0...100) }, mpaa: mpaa, genres: genres))
        } catch let problem as RowProblem {
            return .failure(problem)
        } catch {
            return .failure(RowProblem("\(error)"))
        }
    }

    private static func describe(_ index: Int) -> String {
        index == 0 ? "id" : header[index]
    }

    private static func integer(_ fields: [String], _ index: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(fields[index]) else {
            throw RowProblem("\(describe(index)) \"\(fields[index])\" is not a number")
        }
        guard range.contains(value) else {
            throw RowProblem("\(describe(index)) \(value) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    private static func decimal(_ fields: [String], _ index: Int, in range: ClosedRange<Double>) throws -> Double {
        guard let value = Double(fields[index]), value.isFinite else {
            throw RowProblem("\(describe(index)) \"\(fields[index])\" is not a number")
        }
        guard range.contains(value) else {
            throw RowProblem(
                "\(describe(index)) \(fields[index]) is outside \(Int(range.lowerBound))...\(Int(range.upperBound))")
        }
        return value
    }
}

/// Why a CSV record was rejected.
struct RowProblem: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
