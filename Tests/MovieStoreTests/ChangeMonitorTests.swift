import MovieCatalog
import MovieStore
import Testing

/// `SQLiteChangeMonitor` tells a change committed by another connection (another `reel` process)
/// once, and never this process's own writes.
@Suite struct ChangeMonitorTests {
    @Test func anotherConnectionsCommitIsToldOnceAndOwnWritesAreNot() throws {
        let catalog = try TestCatalog()
        let monitor = SQLiteChangeMonitor(database: catalog.database)
        let mine = SQLiteWatchlistRepository(database: catalog.database)
        #expect(!monitor.changedElsewhere(), "the first call only records the version")
        try mine.add(movieID: 20545)
        #expect(!monitor.changedElsewhere(), "this process's own write")
        let other = try CatalogDatabase(path: catalog.database.path)
        try SQLiteWatchlistRepository(database: other).add(movieID: 48908)
        #expect(monitor.changedElsewhere(), "the other connection's commit")
        #expect(!monitor.changedElsewhere(), "told once")
        #expect(try mine.contains(movieID: 48908))
        try SQLiteWatchlistRepository(database: other).setNote("seen twice", movieID: 48908)
        #expect(monitor.changedElsewhere())
    }
}
