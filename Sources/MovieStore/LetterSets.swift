import Foundation
import GRDB
import GRDBSQLite
import MovieCatalog

/// What a one-letter name search finds, stored per catalog: for each letter that begins a word of
/// many people's names, the movies crediting such a person in each role (``PositionSet``s), and the
/// most credited of those people.
///
/// A people term of one letter (`director:s`, `person:a`) asked the full-text index for every
/// person with a word starting with the letter (365,000 of 2.1 M for `s`), then every credit of
/// each: 230–460 ms at 720,000 movies, on each keystroke. `@s` sorted the same 365,000 people by
/// their credits (240 ms). Two letters or more match few enough people to be asked as before.
///
/// Each import computes them in one pass (``rebuild(_:threshold:)``): which letters begin a word of
/// each person's name, asked of the full-text index once per letter (so a letter matches exactly
/// whom a search matches), then each credit adds its movie to the sets of its role and its
/// person's letters. Stored in `letter_set`, by kind (a role, or `people`) and letter; the movie
/// sets number the positions of the stored ``CatalogColumns``.
enum LetterSets {
    /// A letter matching more people than this is stored.
    static let defaultThreshold = 5_000
    /// How many people are kept per letter, most credited first: the People screen lists 500.
    static let peopleKept = 500
    /// The letters a set may be stored for.
    static let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789").map(String.init)

    /// Rewrites `letter_set` from `person`, `person_fts` and `credit`, for the catalog's stored columns.
    ///
    /// - Parameter threshold: The number of people above which a letter gets its sets (tests lower it).
    static func rebuild(_ db: Database, threshold: Int = defaultThreshold) throws {
        try db.execute(sql: "DELETE FROM letter_set")
        guard let columns = try SearchBitmaps.storedColumns(db, movies: CatalogSize.fetch(db).movies, arrays: .ids)
        else { return }
        let people = try Int.fetchAll(db, sql: "SELECT id FROM person ORDER BY id")
        guard !people.isEmpty else { return }
        // The letters of each person (in id order), a bit per letter of `letters`.
        var masks = [UInt64](repeating: 0, count: people.count)
        var stored: [Int] = []
        for (bit, letter) in letters.enumerated() {
            let ids = try Int.fetchCursor(
                db, sql: "SELECT rowid FROM person_fts WHERE person_fts MATCH ? ORDER BY rowid",
                arguments: [SearchText.ftsTerm(letter, prefix: true)])
            var index = 0
            var matched = 0
            while let id = try ids.next() {
                while index < people.count, people[index] < id { index += 1 }
                guard index < people.count, people[index] == id else { continue }
                masks[index] |= 1 << UInt64(bit)
                matched += 1
            }
            if matched > threshold { stored.append(bit) }
        }
        guard !stored.isEmpty else { return }
        let storedMask = stored.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        try storeMovies(db, people: people, masks: masks, storedMask: storedMask, columns: columns)
        try storePeople(db, people: people, masks: masks, stored: stored)
    }

    /// The roles a credit's category counts for, a bit per role of `PeopleFilter.Role.allCases`.
    private static var roleBitsSQL: String {
        var cases: [String: Int] = [:]
        for (bit, role) in PeopleFilter.Role.allCases.enumerated() {
            for category in role.categories ?? [] { cases[category.rawValue, default: 0] |= 1 << bit }
        }
        let any = PeopleFilter.Role.allCases.enumerated().filter { $0.element.categories == nil }
            .reduce(0) { $0 | 1 << $1.offset }
        let whens = cases.sorted { $0.key < $1.key }.map { "WHEN '\($0.key)' THEN \($0.value | any)" }
        return "CASE category \(whens.joined(separator: " ")) ELSE \(any) END"
    }

    /// The movie sets of each role and stored letter, from one pass over the credits in person order.
    private static func storeMovies(
        _ db: Database, people: [Int], masks: [UInt64], storedMask: UInt64, columns: CatalogColumns
    ) throws {
        let roles = PeopleFilter.Role.allCases
        // The letters of each movie's people, per role (role by role, a movie a word): one OR a
        // credit, the sets made after the pass.
        let count = columns.count
        var movieLetters = [UInt64](repeating: 0, count: roles.count * count)
        let statement = try db.makeStatement(
            sql: "SELECT person_id, movie_id, \(roleBitsSQL) FROM credit ORDER BY person_id")
        let positions = IDPositions(columns.ids)
        var index = 0
        try statement.forEachRawRow(in: db) { handle in
            let person = Int(sqlite3_column_int64(handle, 0))
            while index < people.count, people[index] < person { index += 1 }
            // A credit may name a person the names file lacks: no name, no letters.
            guard index < people.count, people[index] == person else { return }
            let letterBits = masks[index] & storedMask
            guard letterBits != 0, let position = positions.position(of: Int(sqlite3_column_int64(handle, 1))) else {
                return
            }
            let roleBits = Int(sqlite3_column_int64(handle, 2))
            for role in 0..<roles.count where roleBits & 1 << role != 0 {
                movieLetters[role * count + position] |= letterBits
            }
        }
        let insert = try db.makeStatement(sql: "INSERT INTO letter_set (kind, letter, data) VALUES (?, ?, ?)")
        let wordCount = (count + 63) / 64
        for (role, name) in roles.enumerated() {
            // The sets of the role, letter by letter, a bit a position.
            var words = [UInt64](repeating: 0, count: letters.count * wordCount)
            for position in 0..<count {
                var bits = movieLetters[role * count + position]
                while bits != 0 {
                    words[bits.trailingZeroBitCount * wordCount + position >> 6] |= 1 << UInt64(position & 63)
                    bits &= bits - 1
                }
            }
            for letter in 0..<letters.count where storedMask & 1 << UInt64(letter) != 0 {
                let set = PositionSet(capacity: count, words: words[letter * wordCount..<(letter + 1) * wordCount])
                try insert.execute(arguments: [name.rawValue, letters[letter], set.data])
            }
        }
    }

    /// The ids of the ``peopleKept`` most credited people of each stored letter, in the People
    /// screen's order (credits, then name, then id), as little-endian 64-bit integers.
    private static func storePeople(_ db: Database, people: [Int], masks: [UInt64], stored: [Int]) throws {
        var kept = [[Int]](repeating: [], count: letters.count)
        var open = stored.count
        let cursor = try Int.fetchCursor(db, sql: "SELECT id FROM person ORDER BY credit_count DESC, name, id")
        while open > 0, let id = try cursor.next() {
            var low = 0
            var high = people.count
            while low < high {
                let middle = (low + high) / 2
                if people[middle] < id { low = middle + 1 } else { high = middle }
            }
            guard low < people.count, people[low] == id else { continue }
            for bit in stored where masks[low] & 1 << UInt64(bit) != 0 && kept[bit].count < peopleKept {
                kept[bit].append(id)
                if kept[bit].count == peopleKept { open -= 1 }
            }
        }
        let insert = try db.makeStatement(sql: "INSERT INTO letter_set (kind, letter, data) VALUES ('people', ?, ?)")
        for bit in stored {
            var data = Data(capacity: kept[bit].count * 8)
            for id in kept[bit] { withUnsafeBytes(of: Int64(id).littleEndian) { data.append(contentsOf: $0) } }
            try insert.execute(arguments: [letters[bit], data])
        }
    }

    /// The one letter of `words`, when they are one word of one stored letter's kind.
    private static func letter(of words: [String]) -> String? {
        guard words.count == 1, let word = words.first, word.utf8.count == 1, letters.contains(word) else {
            return nil
        }
        return word
    }

    /// The stored movies of `filter` (a role and a one-letter name), or `nil` when none are stored.
    static func movies(_ db: Database, _ filter: PeopleFilter, capacity: Int) throws -> PositionSet? {
        guard let letter = letter(of: filter.words) else { return nil }
        let statement = try db.cachedStatement(sql: "SELECT data FROM letter_set WHERE kind = ? AND letter = ?")
        guard let bytes = try Data.fetchOne(statement, arguments: [filter.role.rawValue, letter]) else { return nil }
        return PositionSet(capacity: capacity, bytes: bytes)
    }

    /// The ids of the stored most credited people matching `words` (one letter), at most `limit`,
    /// or `nil` when none are stored or fewer than `limit` are kept.
    static func people(_ db: Database, matching words: [String], limit: Int) throws -> [Int]? {
        guard let letter = letter(of: words), limit <= peopleKept else { return nil }
        let statement = try db.cachedStatement(sql: "SELECT data FROM letter_set WHERE kind = 'people' AND letter = ?")
        guard let bytes = try Data.fetchOne(statement, arguments: [letter]), bytes.count % 8 == 0 else { return nil }
        let ids = bytes.withUnsafeBytes { raw in
            (0..<bytes.count / 8).map { index in
                Int(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: Int64.self)))
            }
        }
        // Fewer kept than asked means fewer match: all of them are there.
        return Array(ids.prefix(limit))
    }
}
