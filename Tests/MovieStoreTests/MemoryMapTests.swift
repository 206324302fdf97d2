import Foundation
import GRDB
import TestSupport
import Testing

@testable import MovieStore

/// The database file is memory-mapped only while it is small: a large catalog's first start must
/// not read most of the file through the map's read-around.
@Suite struct MemoryMapTests {
    @Test func aSmallFileIsMappedWholeAndALargeOneNotAtAll() {
        #expect(CatalogDatabase.mapSize(fileSize: 0) == 256 << 20)
        #expect(CatalogDatabase.mapSize(fileSize: 76_115_968) == 256 << 20)
        #expect(CatalogDatabase.mapSize(fileSize: 256 << 20) == 256 << 20)
        #expect(CatalogDatabase.mapSize(fileSize: (256 << 20) + 4_096) == 0)
        #expect(CatalogDatabase.mapSize(fileSize: 993_808_384) == 0)
    }

    @Test func theConnectionsUseTheSizeOfTheFileTheyOpen() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("reel.sqlite")
        do {
            let database = try CatalogDatabase(path: path)
            #expect(try database.fetchInt("PRAGMA mmap_size") == 256 << 20)
            #expect(try database.read { try Int.fetchOne($0, sql: "PRAGMA mmap_size") } == 256 << 20)
        }
        // The same database grown past the limit (a sparse tail SQLite does not read).
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let database = try CatalogDatabase(path: path)
        #expect(try database.fetchInt("PRAGMA mmap_size") == 0)
        #expect(try database.read { try Int.fetchOne($0, sql: "PRAGMA mmap_size") } == 0)
        #expect(try database.isCatalogImported() == false)
    }
}

/// Opening a file of an older version says so first, through `willUpgrade`; a new file or a current
/// one does not.
@Suite struct UpgradeNoticeTests {
    @Test func onlyAnOlderFileIsAnnounced() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("reel.sqlite")
        var announced = 0
        _ = try CatalogDatabase(path: path) { announced += 1 }
        #expect(announced == 0, "a new file")
        _ = try CatalogDatabase(path: path) { announced += 1 }
        #expect(announced == 0, "a current file")

        let older = directory.path("older.sqlite")
        do {
            let queue = try DatabaseQueue(path: older)
            try CatalogSchema.migrator.migrate(queue, upTo: "v5 search sets")
        }
        let database = try CatalogDatabase(path: older) { announced += 1 }
        #expect(announced == 1, "a file of the version before")
        #expect(
            try database.read { try Row.fetchAll($0, sql: "PRAGMA table_info(person)") }.contains {
                $0["name"] == "credit_count"
            })
    }
}
