import Foundation
import MovieCatalog

/// The parsing half of an IMDb import: each function reads one dataset file from its ``TSVReader``, checks
/// every line it needs, and hands what to insert to `send` in batches (on the parser thread).
enum IMDbParsers {
    static let batchSize = 4096
    static let tt: (UInt8, UInt8) = (116, 116)
    static let nm: (UInt8, UInt8) = (110, 109)

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

    static func ratings(_ reader: TSVReader, progress: (ReadPosition) -> Void) throws(CatalogError) -> Ratings {
        let file = reader.fileName
        var ratings = Ratings()
        var rows = 0
        while let line = try reader.next() {
            rows += 1
            if rows % 65_536 == 0 { progress(ReadPosition(rows: rows, bytesRead: reader.bytesRead)) }
            do throws(LineProblem) {
                guard line.fieldCount == 3 else { throw LineProblem("has \(line.fieldCount) fields, expected 3") }
                let id = try line.requiredIdentifier(0, "tconst", prefix: tt)
                guard let rating = line.decimal(1), rating >= 0, rating <= 10 else {
                    throw LineProblem("averageRating \(line.quoted(1)) is not a number from 0 to 10")
                }
                guard let votes = line.integer(2) else {
                    throw LineProblem("numVotes \(line.quoted(2)) is not a number")
                }
                ratings.values[Int32(id)] = UInt64((rating * 10).rounded()) | UInt64(votes) << 8
            } catch {
                ratings.skipped.add(file, line.number, error.reason)
            }
        }
        ratings.rows = rows
        return ratings
    }

    /// The movies of title.basics, in batches.
    struct MovieBatch: Sendable {
        var rows: [IMDbMovieRecord] = []
        var position = ReadPosition(rows: 0, bytesRead: 0)
    }

    /// What reading title.basics found besides the movies sent.
    struct TitlesOutcome: Sendable {
        var kept = IDSet()
        var withoutYear = 0
        var adultLeftOut = 0
        var unrated = 0
        var matched = 0
        var rows = 0
        var skipped = SkippedLines()
    }

    /// The choices of a title.basics read.
    struct TitleFilter: Sendable {
        let types: [[UInt8]]
        let includeAdult: Bool
        let ratings: Ratings
        let catalog: [String: CSVExtras]

        func keepsType(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
            types.contains { $0.elementsEqual(field) }
        }
    }

    /// The key a movie is matched with the shipped CSV by: its title lowercased and its year.
    static func matchKey(_ title: String, _ year: Int) -> String {
        "\(title.lowercased())\t\(year)"
    }

    static let genreNames: [(bytes: [UInt8], genre: Genres)] = Genres.all.map { (Array($0.name.utf8), $0.genre) }

    static func titles(
        _ reader: TSVReader, filter: TitleFilter, send: (MovieBatch) -> Bool
    ) throws(CatalogError) -> TitlesOutcome {
        let file = reader.fileName
        var outcome = TitlesOutcome()
        var batch = MovieBatch()
        batch.rows.reserveCapacity(batchSize)
        var rows = 0
        while let line = try reader.next() {
            rows += 1
            do throws(LineProblem) {
                guard line.fieldCount == 9 else { throw LineProblem("has \(line.fieldCount) fields, expected 9") }
                guard filter.keepsType(line.bytes(1)) else { continue }
                let id = try line.requiredIdentifier(0, "tconst", prefix: tt)
                if line.equals(4, "1") {
                    if !filter.includeAdult {
                        outcome.adultLeftOut += 1
                        continue
                    }
                } else if !line.equals(4, "0") {
                    throw LineProblem("isAdult \(line.quoted(4)) is not 0 or 1")
                }
                guard let year = try line.optionalInteger(5, "startYear") else {
                    outcome.withoutYear += 1
                    continue
                }
                guard let primary = line.string(2), !primary.isEmpty else {
                    throw LineProblem("primaryTitle is empty")
                }
                let minutes = try line.optionalInteger(7, "runtimeMinutes")
                var genres: Genres = []
                try line.forEachItem(8) { name throws(LineProblem) in
                    if let known = genreNames.first(where: { $0.bytes.elementsEqual(name) }) {
                        genres.insert(known.genre)
                    }
                }
                guard outcome.kept.insert(id) else { throw LineProblem("tconst \(line.quoted(0)) appears twice") }
                var match = filter.catalog.isEmpty ? nil : filter.catalog[matchKey(primary, year)]
                if match == nil, !filter.catalog.isEmpty, let original = line.string(3), original != primary {
                    match = filter.catalog[matchKey(original, year)]
                }
                if match != nil { outcome.matched += 1 }
                let rating = filter.ratings.rating(of: id)
                if rating == nil { outcome.unrated += 1 }
                batch.rows.append(
                    IMDbMovieRecord(
                        id: id, title: MovieTitle(display: primary), year: year, minutes: minutes,
                        rating: rating?.rating ?? 0, votes: rating?.votes ?? 0, genres: genres, match: match))
                if batch.rows.count == batchSize {
                    batch.position = ReadPosition(rows: rows, bytesRead: reader.bytesRead)
                    guard send(batch) else { return outcome }
                    batch.rows.removeAll(keepingCapacity: true)
                }
            } catch {
                outcome.skipped.add(file, line.number, error.reason)
            }
        }
        batch.position = ReadPosition(rows: rows, bytesRead: reader.bytesRead)
        _ = send(batch)
        outcome.rows = rows
        return outcome
    }

    /// The directors and writers of title.crew for the kept titles.
    struct Crew: Sendable {
        /// tconst number → the range of ``people`` (directors first) and how many are directors.
        var titles: [Int32: (start: Int32, directors: UInt16, writers: UInt16)] = [:]
        var people: [Int32] = []
        var rows = 0
        var skipped = SkippedLines()
    }

    static func crew(_ reader: TSVReader, kept: IDSet, progress: (ReadPosition) -> Void) throws(CatalogError) -> Crew {
        let file = reader.fileName
        var crew = Crew()
        var rows = 0
        var directors: [Int32] = []
        var writers: [Int32] = []
        while let line = try reader.next() {
            rows += 1
            if rows % 65_536 == 0 { progress(ReadPosition(rows: rows, bytesRead: reader.bytesRead)) }
            do throws(LineProblem) {
                guard line.fieldCount == 3 else { throw LineProblem("has \(line.fieldCount) fields, expected 3") }
                let id = try line.requiredIdentifier(0, "tconst", prefix: tt)
                guard kept.contains(id) else { continue }
                directors.removeAll(keepingCapacity: true)
                writers.removeAll(keepingCapacity: true)
                try line.forEachItem(1) { item throws(LineProblem) in
                    guard let person = TSVLine.identifier(item, prefix: nm), person > 0, person <= Int(Int32.max)
                    else { throw LineProblem("directors has \(describe(item)), not an IMDb id") }
                    if !directors.contains(Int32(person)) { directors.append(Int32(person)) }
                }
                try line.forEachItem(2) { item throws(LineProblem) in
                    guard let person = TSVLine.identifier(item, prefix: nm), person > 0, person <= Int(Int32.max)
                    else { throw LineProblem("writers has \(describe(item)), not an IMDb id") }
                    if !writers.contains(Int32(person)) { writers.append(Int32(person)) }
                }
                guard !directors.isEmpty || !writers.isEmpty else { continue }
                crew.titles[Int32(id)] = (
                    Int32(crew.people.count), UInt16(min(directors.count, 4000)), UInt16(min(writers.count, 4000))
                )
                crew.people += directors.prefix(4000)
                crew.people += writers.prefix(4000)
            } catch {
                crew.skipped.add(file, line.number, error.reason)
            }
        }
        crew.rows = rows
        return crew
    }

    private static func describe(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        "\"" + String(decoding: bytes.prefix(40), as: UTF8.self) + "\""
    }

    /// What reading title.principals found besides the credits sent.
    struct CreditsOutcome: Sendable {
        var named = IDSet()
        var credits = 0
        var rows = 0
        var skipped = SkippedLines()
    }

    /// The credits of the kept titles: every principal, then the directors and writers of title.crew the
    /// principals do not already name, ordered after them.
    static func credits(
        _ reader: TSVReader, kept: IDSet, crew: Crew, send: (CreditBatch, ReadPosition) -> Bool
    ) throws(CatalogError) -> CreditsOutcome {
        let file = reader.fileName
        var outcome = CreditsOutcome()
        var crewTitles = crew.titles
        var batch = CreditBatch()
        batch.rows.reserveCapacity(batchSize)
        var rows = 0
        var current = -1
        var highestOrdering = 0
        /// The directors (positive) and writers (negative) principals name for the current title.
        var namedHere: [Int32] = []
        let director = Array("director".utf8)
        let writer = Array("writer".utf8)

        func addCrew(of title: Int, after ordering: Int) {
            guard let entry = crewTitles.removeValue(forKey: Int32(title)) else { return }
            var next = Int32(ordering)
            let start = Int(entry.start)
            let all = crew.people[start..<start + Int(entry.directors) + Int(entry.writers)]
            for (offset, person) in all.enumerated() {
                let isDirector = offset < Int(entry.directors)
                guard !namedHere.contains(isDirector ? person : -person) else { continue }
                next += 1
                let category = batch.text.appendText(isDirector ? director : writer)
                batch.rows.append(
                    .init(
                        movie: Int32(title), ordering: next, person: person, category: category, job: .null,
                        characters: .null))
                outcome.named.insert(Int(person))
                outcome.credits += 1
            }
        }

        while let line = try reader.next() {
            rows += 1
            do throws(LineProblem) {
                guard line.fieldCount == 6 else { throw LineProblem("has \(line.fieldCount) fields, expected 6") }
                let id = try line.requiredIdentifier(0, "tconst", prefix: tt)
                guard kept.contains(id) else { continue }
                guard let ordering = line.integer(1), ordering < Int(Int32.max) else {
                    throw LineProblem("ordering \(line.quoted(1)) is not a number")
                }
                let person = try line.requiredIdentifier(2, "nconst", prefix: nm)
                guard !line.isNull(3), !line.bytes(3).isEmpty else { throw LineProblem("category is empty") }
                if id != current {
                    if current >= 0 { addCrew(of: current, after: highestOrdering) }
                    current = id
                    highestOrdering = 0
                    namedHere.removeAll(keepingCapacity: true)
                }
                highestOrdering = max(highestOrdering, ordering)
                let category = line.bytes(3)
                if category.elementsEqual(director) {
                    namedHere.append(Int32(person))
                } else if category.elementsEqual(writer) {
                    namedHere.append(-Int32(person))
                }
                batch.rows.append(
                    .init(
                        movie: Int32(id), ordering: Int32(ordering), person: Int32(person),
                        category: batch.text.append(category),
                        job: batch.text.append(line.bytes(4), isNull: line.isNull(4)),
                        characters: batch.text.append(line.bytes(5), isNull: line.isNull(5))))
                outcome.named.insert(person)
                outcome.credits += 1
            } catch {
                outcome.skipped.add(file, line.number, error.reason)
            }
            if batch.rows.count >= batchSize {
                guard send(batch, ReadPosition(rows: rows, bytesRead: reader.bytesRead)) else { return outcome }
                batch = CreditBatch()
                batch.rows.reserveCapacity(batchSize)
            }
        }
        if current >= 0 { addCrew(of: current, after: highestOrdering) }
        // Titles title.principals has no line for: their crew, in id order.
        for title in crewTitles.keys.sorted() {
            namedHere.removeAll(keepingCapacity: true)
            addCrew(of: Int(title), after: 0)
            if batch.rows.count >= batchSize {
                guard send(batch, ReadPosition(rows: rows, bytesRead: reader.bytesRead)) else { return outcome }
                batch = CreditBatch()
            }
        }
        _ = send(batch, ReadPosition(rows: rows, bytesRead: reader.bytesRead))
        outcome.rows = rows
        return outcome
    }

    /// What reading name.basics found besides the people sent.
    struct PeopleOutcome: Sendable {
        var people = 0
        var rows = 0
        var skipped = SkippedLines()
    }

    /// The people the kept credits name.
    static func people(
        _ reader: TSVReader, named: IDSet, send: (PersonBatch, ReadPosition) -> Bool
    ) throws(CatalogError) -> PeopleOutcome {
        let file = reader.fileName
        var outcome = PeopleOutcome()
        var batch = PersonBatch()
        batch.rows.reserveCapacity(batchSize)
        var rows = 0
        var found = IDSet()
        while let line = try reader.next() {
            rows += 1
            do throws(LineProblem) {
                guard line.fieldCount == 6 else { throw LineProblem("has \(line.fieldCount) fields, expected 6") }
                let id = try line.requiredIdentifier(0, "nconst", prefix: nm)
                guard named.contains(id) else { continue }
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
            } catch {
                outcome.skipped.add(file, line.number, error.reason)
            }
            if batch.rows.count >= batchSize {
                guard send(batch, ReadPosition(rows: rows, bytesRead: reader.bytesRead)) else { return outcome }
                batch = PersonBatch()
                batch.rows.reserveCapacity(batchSize)
            }
        }
        _ = send(batch, ReadPosition(rows: rows, bytesRead: reader.bytesRead))
        outcome.rows = rows
        return outcome
    }
}

extension TextArena {
    /// Appends `text`.
    mutating func appendText(_ text: [UInt8]) -> TextSlice {
        text.withUnsafeBufferPointer { append($0) }
    }
}

extension TSVReader {
    /// The file's name without its folder, as reports name it.
    var fileName: String {
        (path as NSString).lastPathComponent
    }
}
