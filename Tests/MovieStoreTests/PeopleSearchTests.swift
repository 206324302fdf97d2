import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// `@name`'s people, over the IMDb fixture: most credited first, by either of the two ways the
/// repository reads them (walking the people in credit order, or sorting the matches).
@Suite struct PeopleSearchTests {
    let catalog: TestCatalog
    let people: SQLitePeopleRepository

    init() throws {
        catalog = try TestCatalog(importing: nil)
        try IMDbImporter(database: catalog.database).importDatasets(from: TestPaths.imdbDirectory)
        people = SQLitePeopleRepository(database: catalog.database)
    }

    /// Each person's credits, counted from the credits themselves.
    private func counted() throws -> [Int: Int] {
        try catalog.database.read { db in
            var counts: [Int: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT person_id, COUNT(*) FROM credit GROUP BY person_id") {
                counts[row[0]] = row[1]
            }
            return counts
        }
    }

    @Test func theImportStoresEachPersonsCreditCount() throws {
        let counts = try counted()
        let stored = try catalog.database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, credit_count FROM person").map { ($0[0] as Int, $0[1] as Int) }
        }
        #expect(stored.count == 25)
        for (id, count) in stored { #expect(count == counts[id, default: 0], "nm\(id)") }
        #expect(stored.contains { $0.1 > 1 }, "someone has several credits")
    }

    @Test(arguments: [["f"], ["a"], ["coppola"], ["m", "b"], ["zzz"]])
    func bothWaysGiveTheSamePeopleMostCreditedFirst(words: [String]) throws {
        let walked = try people.people(matching: words, limit: 5, walkAbove: 0)
        let sorted = try people.people(matching: words, limit: 5, walkAbove: .max)
        #expect(walked == sorted)
        let counts = try counted()
        for match in walked { #expect(match.creditCount == counts[match.person.id.number, default: 0]) }
        let order = walked.map { (-$0.creditCount, $0.person.name, $0.person.id.number) }
        #expect(zip(order, order.dropFirst()).allSatisfy { $0 < $1 }, "\(walked)")
    }

    @Test func theLimitKeepsTheMostCredited() throws {
        let all = try people.people(matching: ["a"], limit: 100, walkAbove: .max)
        #expect(all.count > 3)
        #expect(try people.people(matching: ["a"], limit: 3, walkAbove: 0) == Array(all.prefix(3)))
        #expect(try people.people(matching: ["a"], limit: 3, walkAbove: .max) == Array(all.prefix(3)))
    }
}
