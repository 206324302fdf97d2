import Foundation
import LibraryExchange
import MovieCatalog
import TestSupport
import Testing

/// A zip is read in memory and refused whole when an entry leaves its folder or expands absurdly.
@Suite struct ExportArchiveTests {
    // Made anew for each use: LeakSanitizer takes a static Data's storage, whose pointer the enum of
    // its representation keeps with tag bits, for a leak.
    static var diary: Data { Data("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n".utf8) }

    static func refusal(_ entries: [(path: String, data: Data)]) throws -> CatalogError? {
        let directory = try TemporaryDirectory()
        let path = directory.path("export.zip")
        try LibraryFixture.zip(entries: entries, to: path)
        do {
            _ = try LetterboxdExport.read(at: path)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: ["../diary.csv", "lists/../../watched.csv", "/etc/diary.csv", "C:/diary.csv"])
    func anEntryLeavingTheFolderIsRefusedByName(_ name: String) throws {
        let error = try #require(try Self.refusal([("diary.csv", Self.diary), (name, Self.diary)]))
        #expect(error.code == .importUnreadable)
        #expect(error.message.contains("\"\(name)\""), "\(error.message)")
        #expect(error.message.contains("leaves the export's folder"))
    }

    @Test func anAbsurdRatioIsRefused() throws {
        let zeros = Data(count: 3 << 20)
        let error = try #require(try Self.refusal([("diary.csv", Self.diary), ("watched.csv", zeros)]))
        #expect(error.code == .importUnreadable)
        #expect(error.message.contains("\"watched.csv\""), "\(error.message)")
        #expect(error.message.contains("more than 200 times"))
    }

    @Test func aZipWithoutLetterboxdsFilesIsNamed() throws {
        let error = try #require(try Self.refusal([("notes.txt", Data("hello".utf8))]))
        #expect(error.code == .importUnreadable)
        #expect(error.message.contains("none of Letterboxd's files"))
    }

    @Test func aFileThatIsNeitherFolderNorZipIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("export.zip")
        try Data("not a zip".utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: CatalogError.self) { try LetterboxdExport.read(at: path) }
        #expect(error.code == .importUnreadable)
        #expect(error.message.contains("neither a folder nor a zip file"), "\(error.message)")
    }
}
