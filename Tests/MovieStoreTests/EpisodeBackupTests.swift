import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// A backup of a library naming a series and its episodes restores into a catalog with the same
/// series as the library it came from: the same JSON, the episode's viewing read back as an episode.
@Suite struct EpisodeBackupTests {
    static let pilot = 959_621

    static func catalog() throws -> TestCatalog {
        let catalog = try TestCatalog()
        try catalog.database.write { db in try db.execute(sql: SampleSeries.sql) }
        return catalog
    }

    @Test func aBackupWithAnEpisodeViewingRestoresToTheSameJSON() throws {
        let source = try Self.catalog()
        let clock = TickingClock()
        let diary = SQLiteDiaryRepository(database: source.database, now: { clock.tick() })
        try diary.log(movieID: Self.pilot, ViewingDetails(date: CalendarDate(iso: "2026-03-01"), rating: nil))
        try diary.log(movieID: 20545, ViewingDetails(date: CalendarDate(iso: "2026-03-02"), rating: nil))
        _ = try source.watchlist(clock: clock).add(movieID: SampleSeries.seriesID)
        let lists = SQLiteListRepository(database: source.database, now: { clock.tick() })
        let list = try lists.create(ListDetails(name: "Mixed"))
        try lists.add(movieID: Self.pilot, toList: list.id, note: nil)
        let json = try LibraryBackupStore(database: source.database).json()
        #expect(json.contains("Breaking Bad · S01E01 · Pilot"), "the backup keeps the episode's title")

        let target = try Self.catalog()
        let store = LibraryBackupStore(database: target.database)
        try store.restore(try LibraryBackupStore.decode(Data(json.utf8)))
        #expect(try store.json() == json)
        let restored = try SQLiteDiaryRepository(database: target.database).viewings(movieID: Self.pilot)
        #expect(restored.count == 1)
        #expect(restored.first?.movie?.kind == .episode)
        #expect(restored.first?.movie?.title.display == "Breaking Bad · S01E01 · Pilot")
    }
}
