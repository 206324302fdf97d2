import Foundation
import MovieCatalog
import MovieStore
import ReelApp
import TestSupport
import Testing

@testable import reel

/// `reel export watchlist --format letterboxd`, and the browser's exporter that writes the same
/// text into a new file atomically.
@Suite struct ExportTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
    }

    @Test func letterboxdHasItsHeaderAndQuotesByRFC4180() throws {
        try reel.run("watchlist", "add", "20545")
        try reel.run("watchlist", "rate", "20545", "10")
        try reel.run("watchlist", "note", "20545", "with Dad, at \"Christmas\"")
        try reel.run("watchlist", "add", "8883")
        let result = try reel.run("export", "watchlist", "--format", "letterboxd")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "imdbID,Title,Year,Rating10,Review")
        #expect(lines.contains(",The Godfather,1972,10,\"with Dad, at \"\"Christmas\"\"\""))
        #expect(lines.contains(",Casablanca,2002,,"))
        #expect(lines.count == 3)
    }

    @Test func anUnknownFormatIsRefusedByName() throws {
        let result = try reel.run("export", "watchlist", "--format", "imdb")
        #expect(result.status == 64)
        #expect(result.error.contains("imdb"))
        #expect(result.error.contains("letterboxd"), "the message lists the formats: \(result.error)")
    }

    @Test func theFileExporterWritesTheCommandsTextIntoANewFile() throws {
        let database = try CatalogDatabase(path: directory.url.appendingPathComponent("files.sqlite").path)
        try CatalogImporter(database: database).importCatalog(from: TestPaths.fixture("sample.csv"))
        let watchlist = SQLiteWatchlistRepository(database: database, now: { Timestamp(millisecondsSince1970: 0) })
        try watchlist.add(movieID: 20545)
        try watchlist.setNote("a, \"b\"", movieID: 20545)
        let exports = directory.url.appendingPathComponent("data/reel/exports").path
        let exporter = FileWatchlistExporter(
            watchlist: watchlist, directory: exports, now: { Timestamp(millisecondsSince1970: 1_795_000_000_000) },
            text: WatchlistExportText.exports(to: exports).text)
        let first = try exporter.export(.letterboxd)
        let second = try exporter.export(.letterboxd)
        let json = try exporter.export(.json)
        #expect(first.hasPrefix(exports + "/watchlist-letterboxd-"))
        #expect(first.hasSuffix(".csv"))
        #expect(second == String(first.dropLast(4)) + "-2.csv", "an export in the same second gets a new name")
        #expect(json.hasSuffix(".json"))
        let text = try String(contentsOfFile: first, encoding: .utf8)
        let entries = try watchlist.entries(offset: 0, limit: 10)
        #expect(text == (try WatchlistExportText.text(entries, format: .letterboxd)))
        #expect(text == "imdbID,Title,Year,Rating10,Review\n,The Godfather,1972,,\"a, \"\"b\"\"\"\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: exports).sorted()
        #expect(files.count == 3, "no temporary file is left behind: \(files)")
    }

    @Test func anUnwritableDirectoryIsNamed() throws {
        let blocker = directory.url.appendingPathComponent("file").path
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let database = try CatalogDatabase(path: directory.url.appendingPathComponent("files.sqlite").path)
        let watchlist = SQLiteWatchlistRepository(database: database, now: { Timestamp(millisecondsSince1970: 0) })
        let exporter = FileWatchlistExporter(
            watchlist: watchlist, directory: blocker + "/exports", now: { Timestamp(millisecondsSince1970: 0) },
            text: WatchlistExportText.exports(to: blocker).text)
        #expect {
            try exporter.export(.csv)
        } throws: { error in
            guard let error = error as? CatalogError else { return false }
            return error.code == .exportFailed && error.message.contains(blocker + "/exports")
        }
    }

    @Test func theDefaultDirectoryFollowsXDG() {
        #expect(
            FileWatchlistExporter.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
                == "/data/reel/exports")
        #expect(
            FileWatchlistExporter.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.local/share/reel/exports")
    }
}
