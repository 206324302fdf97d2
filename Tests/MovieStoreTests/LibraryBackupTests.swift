import Foundation
import GRDB
import LibraryExchange
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The library's JSON backup: backed up, restored into an empty library, backed up again, the same.
@Suite struct LibraryBackupTests {
    @Test func aRestoredBackupBacksUpToTheSameJSON() throws {
        let source = try LibraryCatalog()
        _ = try source.imports.importBatch(try LetterboxdExport.read(at: LibraryFixture.letterboxdFolder))
        try SQLiteWatchlistRepository(database: source.database).setNote("a \"note\"", movieID: 54215)
        let json = try LibraryBackupStore(database: source.database).json()
        #expect(json.contains("\"sourceKey\" : \"letterboxd:diary:https://boxd.it/d1:2024-01-04\""))

        let target = try LibraryCatalog()
        let store = LibraryBackupStore(database: target.database)
        try store.restore(try LibraryBackupStore.decode(Data(json.utf8)))
        #expect(try store.json() == json)
        #expect(try target.counts() == LibraryImportTests.expectedCounts)
        #expect(try target.imports.pending().first?.candidates.count == 2)
    }

    @Test func aRestoreThatFailsLeavesTheLibraryAsItWas() throws {
        let library = try LibraryCatalog()
        _ = try library.imports.importBatch(try LetterboxdExport.read(at: LibraryFixture.letterboxdFolder))
        let store = LibraryBackupStore(database: library.database)
        let before = try store.json()
        var broken = try store.backup()
        broken.lists.append(broken.lists[0])
        broken.lists[1].id = 99
        #expect(throws: CatalogError.self) { try store.restore(broken) }
        #expect(try store.json() == before)
    }

    @Test func aBackupFromANewerReelIsRefused() throws {
        let text = #"{"format": 9, "watchlist": [], "viewings": [], "lists": [], "pending": [], "notes": {}}"#
        #expect {
            try LibraryBackupStore.decode(Data(text.utf8))
        } throws: { error in (error as? CatalogError)?.message.contains("newer") == true }
    }
}
