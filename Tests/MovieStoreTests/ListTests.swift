import Foundation
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// Lists over SQLite: names unique ignoring case, dense positions, progress, and smart lists.
@Suite struct ListTests {
    let catalog: TestCatalog
    let lists: SQLiteListRepository
    let diary: SQLiteDiaryRepository

    init() throws {
        catalog = try TestCatalog()
        let clock = TickingClock()
        lists = SQLiteListRepository(database: catalog.database, now: { clock.tick() })
        diary = SQLiteDiaryRepository(database: catalog.database, now: { clock.tick() })
    }

    func positions(_ list: MovieList) throws -> [Int] {
        try lists.entries(listID: list.id, offset: 0, limit: 100).map(\.movieID)
    }

    @Test func namesAreUniqueIgnoringCaseAndChecked() throws {
        let made = try lists.create(ListDetails(name: "  Best of 2024 ", description: "mine", isRanked: true))
        #expect(made.name == "Best of 2024" && made.isRanked && made.description == "mine")
        let taken = try #require(throws: CatalogError.self) { try lists.create(ListDetails(name: "best OF 2024")) }
        #expect(taken.code == .invalidArgument && taken.message.contains("\"Best of 2024\" already exists"))
        let empty = try #require(throws: CatalogError.self) { try lists.create(ListDetails(name: "  ")) }
        #expect(empty.code == .invalidArgument)
        let badQuery = try #require(throws: CatalogError.self) {
            try lists.create(ListDetails(name: "Bad", smartQuery: "year:abc"))
        }
        #expect(badQuery.code == .invalidArgument && badQuery.message.contains("year:abc"), "\(badQuery.message)")
        #expect(try lists.list(named: "BEST of 2024")?.id == made.id)
        let renamed = try lists.update(listID: made.id, ListDetails(name: "Best of 2025"))
        #expect(renamed.name == "Best of 2025" && !renamed.isRanked)
        let missing = try #require(throws: CatalogError.self) { try lists.update(listID: 77, ListDetails(name: "x")) }
        #expect(missing.code == .notFound && missing.message.contains("77"))
    }

    @Test func positionsStayDenseOnAddRemoveAndMove() throws {
        let list = try lists.create(ListDetails(name: "Kubrick, all of it"))
        for id in [20545, 8882, 41662, 48908, 6088] { try lists.add(movieID: id, toList: list.id, note: nil) }
        let again = try lists.add(movieID: 8882, toList: list.id, note: "the best")
        #expect(again.position == 2 && again.note == "the best", "an entry already there keeps its place")
        #expect(try lists.add(movieID: 8882, toList: list.id, note: nil).note == "the best")
        try lists.move(movieID: 6088, inList: list.id, to: 1)
        #expect(try positions(list) == [6088, 20545, 8882, 41662, 48908])
        try lists.move(movieID: 6088, inList: list.id, to: 99)
        #expect(try positions(list) == [20545, 8882, 41662, 48908, 6088])
        try lists.move(movieID: 20545, inList: list.id, to: 3)
        #expect(try positions(list) == [8882, 41662, 20545, 48908, 6088])
        #expect(try lists.remove(movieID: 41662, fromList: list.id))
        #expect(try !lists.remove(movieID: 41662, fromList: list.id))
        let entries = try lists.entries(listID: list.id, offset: 0, limit: 100)
        #expect(entries.map(\.position) == [1, 2, 3, 4])
        #expect(entries.map(\.movieID) == [8882, 20545, 48908, 6088])
        #expect(entries[0].note == "the best" && entries[0].displayTitle == "Casablanca" && entries[0].year == 1942)
        #expect(try lists.entries(listID: list.id, offset: 2, limit: 1).map(\.movieID) == [48908])
        let notOn = try #require(throws: CatalogError.self) { try lists.move(movieID: 41662, inList: list.id, to: 1) }
        #expect(notOn.code == .notFound && notOn.message.contains("Kubrick, all of it"))
        let unknown = try #require(throws: CatalogError.self) { try lists.add(movieID: 4, toList: list.id, note: nil) }
        #expect(unknown.code == .movieNotFound)
        #expect(try lists.lists(containing: 20545).map(\.id) == [list.id])
    }

    @Test func progressCountsTheSeenEntries() throws {
        let list = try lists.create(ListDetails(name: "Classics"))
        for id in [20545, 8882, 41662] { try lists.add(movieID: id, toList: list.id, note: nil) }
        #expect(try lists.list(id: list.id)?.progress == ListProgress(seen: 0, total: 3))
        try diary.log(movieID: 8882, ViewingDetails(date: nil))
        try diary.log(movieID: 8882, ViewingDetails(date: CalendarDate(iso: "2026-01-01")))
        try diary.log(movieID: 48908, ViewingDetails(date: nil))
        let progress = try #require(try lists.list(id: list.id)?.progress)
        #expect(progress == ListProgress(seen: 1, total: 3) && progress.text == "seen 1 of 3")
        #expect(try lists.entries(listID: list.id, offset: 0, limit: 10).map(\.isSeen) == [false, true, false])
    }

    @Test func aSmartListFollowsItsQuery() throws {
        let smart = try lists.create(ListDetails(name: "Godfathers", smartQuery: "godfather sort:year"))
        #expect(smart.isSmart && smart.progress == ListProgress(seen: 0, total: 4))
        try diary.log(movieID: 20546, ViewingDetails(date: nil))
        try diary.log(movieID: 8882, ViewingDetails(date: nil))
        #expect(try lists.list(id: smart.id)?.progress == ListProgress(seen: 1, total: 4))
        let entries = try lists.entries(listID: smart.id, offset: 1, limit: 2)
        #expect(entries.map(\.movieID) == [20546, 20544] && entries.map(\.position) == [2, 3])
        #expect(entries.map(\.isSeen) == [true, false])
        let refused = try #require(throws: CatalogError.self) {
            try lists.add(movieID: 8882, toList: smart.id, note: nil)
        }
        #expect(refused.code == .invalidArgument && refused.message.contains("Godfathers"))
        #expect(try lists.lists().map(\.name) == ["Godfathers"])
        #expect(try lists.delete(listID: smart.id) && lists.lists().isEmpty)
    }
}
