import Foundation
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The diary over SQLite: viewings logged with their day, rating, rewatch flag, note and tags; what
/// "seen" and "my rating" mean.
@Suite struct DiaryTests {
    let catalog: TestCatalog
    let diary: SQLiteDiaryRepository

    init() throws {
        catalog = try TestCatalog()
        let clock = TickingClock()
        diary = SQLiteDiaryRepository(database: catalog.database, now: { clock.tick() })
    }

    static func day(_ text: String) -> CalendarDate? { CalendarDate(iso: text) }

    @Test func aViewingKeepsItsDetailsTagsInOrderAndItsMovie() throws {
        let logged = try diary.log(
            movieID: 20545,
            ViewingDetails(
                date: Self.day("2026-11-20"), rating: PersonalRating(7), isRewatch: true, note: "at the Rio",
                tags: ["Cinema ", "with dad", "cinema", "35mm"]))
        #expect(logged.tags == ["cinema", "with dad", "35mm"], "normalized, repeats dropped, order kept")
        let read = try #require(try diary.viewing(id: logged.id))
        #expect(read == logged)
        #expect(read.movie?.title.display == "The Godfather" && read.title == "The Godfather" && read.year == 1972)
        #expect(read.date?.iso == "2026-11-20" && read.rating?.stars == "★★★½" && read.isRewatch)
        #expect(read.loggedAt == Timestamp(millisecondsSince1970: 1_001_000))
        #expect(
            try diary.tags() == [
                TagCount(tag: "35mm", count: 1), TagCount(tag: "cinema", count: 1),
                TagCount(tag: "with dad", count: 1),
            ])
    }

    @Test func anUnknownMovieOrALongNoteIsRefused() throws {
        let missing = try #require(throws: CatalogError.self) { try diary.log(movieID: 4, ViewingDetails(date: nil)) }
        #expect(missing.code == .movieNotFound && missing.message.contains("no movie has id 4"))
        let long = String(repeating: "a", count: ViewingDetails.maximumNoteLength + 1)
        let tooLong = try #require(throws: CatalogError.self) {
            try diary.log(movieID: 20545, ViewingDetails(date: nil, note: long))
        }
        #expect(tooLong.code == .invalidArgument)
        #expect(try diary.count(year: nil) == 0)
    }

    @Test func seenIsAnyViewingAndMyRatingTheLatestRated() throws {
        try diary.log(movieID: 20545, ViewingDetails(date: Self.day("2020-01-05"), rating: PersonalRating(6)))
        try diary.log(movieID: 20545, ViewingDetails(date: Self.day("2024-03-01"), rating: PersonalRating(9)))
        try diary.log(movieID: 20545, ViewingDetails(date: Self.day("2025-06-01")))
        try diary.log(movieID: 20545, ViewingDetails(date: nil, rating: PersonalRating(2)))
        try diary.log(movieID: 8882, ViewingDetails(date: nil))
        try diary.log(movieID: 41662, ViewingDetails(date: Self.day("2024-03-01"), rating: PersonalRating(4)))
        try diary.log(movieID: 41662, ViewingDetails(date: Self.day("2024-03-01"), rating: PersonalRating(8)))
        #expect(try diary.seen(ids: [20545, 8882, 48908, 41662]) == [20545, 8882, 41662])
        let ratings = try diary.myRatings(ids: [20545, 8882, 41662])
        #expect(ratings[20545]?.value == 9, "the latest dated rated viewing, not the undated one")
        #expect(ratings[8882] == nil)
        #expect(ratings[41662]?.value == 8, "the same day: the latest logged")
    }

    @Test func theDiaryListsDatedViewingsByMonthLatestFirst() throws {
        try diary.log(movieID: 20545, ViewingDetails(date: Self.day("2025-12-31")))
        let january = try diary.log(movieID: 8882, ViewingDetails(date: Self.day("2026-01-02")))
        try diary.log(movieID: 41662, ViewingDetails(date: Self.day("2026-01-10")))
        try diary.log(movieID: 48908, ViewingDetails(date: Self.day("2026-03-01")))
        try diary.log(movieID: 6088, ViewingDetails(date: nil))
        #expect(
            try diary.months(year: 2026) == [
                DiaryMonth(year: 2026, month: 3, count: 1),
                DiaryMonth(year: 2026, month: 1, count: 2),
            ])
        #expect(try diary.months(year: nil).count == 3)
        #expect(try diary.count(year: 2026) == 3)
        #expect(try diary.count(year: nil) == 4)
        let page = try diary.viewings(year: 2026, offset: 1, limit: 5)
        #expect(page.map(\.movieID) == [41662, 8882])
        #expect(try diary.viewings(movieID: 8882) == [january])
    }

    @Test func anUpdateReplacesTheDetailsAndADeleteRemovesTheTags() throws {
        let viewing = try diary.log(movieID: 20545, ViewingDetails(date: nil, tags: ["a", "b"]))
        let changed = try diary.update(
            viewingID: viewing.id, ViewingDetails(date: Self.day("2026-02-02"), rating: PersonalRating(10), tags: ["c"])
        )
        #expect(changed.tags == ["c"] && changed.rating?.value == 10 && changed.loggedAt == viewing.loggedAt)
        #expect(try diary.tags() == [TagCount(tag: "c", count: 1)])
        let missing = try #require(throws: CatalogError.self) {
            try diary.update(viewingID: 999, ViewingDetails(date: nil))
        }
        #expect(missing.code == .notFound && missing.message.contains("999"))
        #expect(try diary.delete(viewingID: viewing.id))
        #expect(try !diary.delete(viewingID: viewing.id))
        #expect(try diary.tags().isEmpty && diary.viewing(id: viewing.id) == nil)
    }

    /// Two databases on the same files (two processes) logging at the same time lose nothing.
    @Test func twoConnectionsLoggingAtOnceLoseNothing() async throws {
        // One as the browser opens it, one as a command does.
        let other = try CatalogDatabase(
            path: catalog.database.path, library: catalog.database.libraryPath, access: .single)
        let databases = [catalog.database, other]
        await withTaskGroup(of: Void.self) { group in
            for database in databases {
                group.addTask {
                    let diary = SQLiteDiaryRepository(database: database)
                    for day in 0..<200 {
                        _ = try? diary.log(
                            movieID: 20545, ViewingDetails(date: CalendarDate(daysSince1970: 20_000 + day)))
                    }
                }
            }
        }
        #expect(try diary.count(year: nil) == 400)
    }
}
