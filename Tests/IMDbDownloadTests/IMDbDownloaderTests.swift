import Foundation
import IMDbDownload
import MovieCatalog
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The downloader against a loopback HTTP server: fresh downloads, resumes, conditional requests,
/// servers that ignore ranges or change files, and failures that keep what was complete.
///
/// Serialized: each test waits on its download synchronously, and one at a time leaves the other
/// suites the rest of the test threads.
@Suite(.serialized) struct IMDbDownloaderTests {
    static let principals = IMDbDataset.titlePrincipals.fileName

    /// Runs a download that must fail, and returns its error.
    func failure(_ downloader: IMDbDownloader) -> DownloadError? {
        do {
            let outcomes = try downloader.download()
            Issue.record("the download succeeded: \(outcomes)")
            return nil
        } catch {
            return error
        }
    }

    @Test func freshDownloadWritesTheSixFiles() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        var reports: [DownloadProgress] = []
        let outcomes = try fixture.downloader().download { reports.append($0) }

        #expect(outcomes.map(\.file) == IMDbDataset.fileNames)
        for outcome in outcomes {
            let body = try #require(fixture.bodies[outcome.file])
            #expect(outcome.kind == .downloaded(bytes: Int64(body.count)))
            #expect(outcome.path == fixture.directory + "/" + outcome.file)
            #expect(fixture.onDisk(outcome.file) == body)
            #expect(!FileManager.default.fileExists(atPath: outcome.path + ".part"))
            // The last report of each file is its whole size, announced and on disk.
            let last = try #require(reports.last { $0.file == outcome.file })
            #expect(last.bytesOnDisk == Int64(body.count))
            #expect(last.expectedBytes == Int64(body.count))
            #expect(last.fileCount == 6)
            #expect(last.fileIndex == IMDbDataset.fileNames.firstIndex(of: outcome.file))
        }
        for exchange in fixture.server.exchanges {
            #expect(exchange.headers["range"] == nil)
            #expect(exchange.headers["if-none-match"] == nil)
            #expect(exchange.status == 200)
        }
        #expect(fixture.server.exchanges.count == 6)
        #expect(fixture.onDisk("title.episode.tsv.gz") == fixture.bodies["title.episode.tsv.gz"])
    }

    @Test func cutDownloadResumesWithARange() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let body = try #require(fixture.bodies[Self.principals])
        let cut = 20_000
        fixture.server.cut(Self.principals, after: cut)
        let downloader = fixture.downloader(files: [Self.principals])

        let error = try #require(failure(downloader))
        #expect(error.reason == .connection)
        #expect(error.message.contains(Self.principals))
        #expect(fixture.onDisk(Self.principals) == nil)
        #expect(fixture.onDisk(Self.principals + ".part") == body.prefix(cut))

        var reports: [DownloadProgress] = []
        let outcomes = try downloader.download { reports.append($0) }
        #expect(outcomes.map(\.kind) == [.resumed(offset: Int64(cut), bytes: Int64(body.count - cut))])
        #expect(fixture.onDisk(Self.principals) == body)
        #expect(fixture.onDisk(Self.principals + ".part") == nil)
        let resumed = try #require(fixture.server.exchanges(for: Self.principals).last)
        #expect(resumed.headers["range"] == "bytes=\(cut)-")
        #expect(resumed.headers["if-range"] == "\"\(Self.principals)-v1\"")
        #expect(resumed.status == 206)
        #expect(resumed.bodyBytes == body.count - cut)
        #expect(reports.first?.resumedFrom == Int64(cut))
        #expect(reports.allSatisfy { $0.bytesOnDisk >= Int64(cut) })
        #expect(reports.last?.bytesOnDisk == Int64(body.count))
    }

    @Test func secondRunIsUnchanged() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let downloader = fixture.downloader()
        _ = try downloader.download()
        let path = fixture.directory + "/" + Self.principals
        let before = try FileManager.default.attributesOfItem(atPath: path)

        let outcomes = try downloader.download()
        #expect(outcomes.map(\.kind) == Array(repeating: .unchanged, count: 6))
        let second = fixture.server.exchanges.suffix(6)
        for exchange in second {
            let name = String(exchange.path.split(separator: "/").last ?? "")
            #expect(exchange.headers["if-none-match"] == "\"\(name)-v1\"")
            #expect(exchange.headers["if-modified-since"]?.hasSuffix("Jun 2026 10:00:00 GMT") == true)
            #expect(exchange.status == 304)
        }
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
        #expect(fixture.onDisk(Self.principals) == fixture.bodies[Self.principals])
    }

    @Test func partWithoutValidatorsIsDroppedWhenTheFileIsUnchanged() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let downloader = fixture.downloader(files: [Self.principals])
        _ = try downloader.download()
        let part = fixture.directory + "/" + Self.principals + ".part"
        try Data("left over".utf8).write(to: URL(fileURLWithPath: part))

        #expect(try downloader.download().map(\.kind) == [.unchanged])
        #expect(fixture.server.exchanges.last?.headers["range"] == nil)
        #expect(!FileManager.default.fileExists(atPath: part))
        #expect(fixture.onDisk(Self.principals) == fixture.bodies[Self.principals])
    }

    @Test func serverIgnoringRangeStartsOver() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let body = try #require(fixture.bodies[Self.principals])
        fixture.server.cut(Self.principals, after: 30_000)
        let downloader = fixture.downloader(files: [Self.principals])
        _ = failure(downloader)
        fixture.server.ignoreRanges()

        let outcomes = try downloader.download()
        #expect(outcomes.map(\.kind) == [.downloaded(bytes: Int64(body.count))])
        #expect(fixture.onDisk(Self.principals) == body)
        let last = try #require(fixture.server.exchanges(for: Self.principals).last)
        #expect(last.headers["range"] == "bytes=30000-")
        #expect(last.status == 200)
    }

    @Test func fileChangedOnTheServerIsDownloadedAgain() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let downloader = fixture.downloader(files: [Self.principals])
        _ = try downloader.download()
        fixture.change(Self.principals, seed: 99, etag: "\"v2\"")
        let body = try #require(fixture.bodies[Self.principals])

        #expect(try downloader.download().map(\.kind) == [.downloaded(bytes: Int64(body.count))])
        #expect(fixture.onDisk(Self.principals) == body)
        let exchanges = fixture.server.exchanges(for: Self.principals)
        #expect(exchanges.last?.headers["if-none-match"] == "\"\(Self.principals)-v1\"")
        #expect(exchanges.last?.status == 200)
        // The new validators were kept: the next run is a 304 on the new ETag.
        #expect(try downloader.download().map(\.kind) == [.unchanged])
        #expect(fixture.server.exchanges(for: Self.principals).last?.headers["if-none-match"] == "\"v2\"")
    }

    @Test func interruptedUpdateKeepsThePreviousFile() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let downloader = fixture.downloader(files: [Self.principals])
        _ = try downloader.download()
        let previous = try #require(fixture.bodies[Self.principals])
        fixture.change(Self.principals, seed: 7, etag: "\"v2\"")
        let body = try #require(fixture.bodies[Self.principals])
        fixture.server.cut(Self.principals, after: 10_000)

        #expect(failure(downloader)?.reason == .connection)
        #expect(fixture.onDisk(Self.principals) == previous)
        #expect(fixture.onDisk(Self.principals + ".part") == body.prefix(10_000))

        #expect(try downloader.download().map(\.kind) == [.resumed(offset: 10_000, bytes: Int64(body.count - 10_000))])
        #expect(fixture.onDisk(Self.principals) == body)
        #expect(fixture.server.exchanges(for: Self.principals).last?.headers["if-range"] == "\"v2\"")
    }

    @Test func partOfAnOlderVersionIsReplacedWhole() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        fixture.server.cut(Self.principals, after: 15_000)
        let downloader = fixture.downloader(files: [Self.principals])
        _ = failure(downloader)
        fixture.change(Self.principals, seed: 11, etag: "\"v2\"")
        let body = try #require(fixture.bodies[Self.principals])

        #expect(try downloader.download().map(\.kind) == [.downloaded(bytes: Int64(body.count))])
        #expect(fixture.onDisk(Self.principals) == body)
        let last = try #require(fixture.server.exchanges(for: Self.principals).last)
        #expect(last.headers["if-range"] == "\"\(Self.principals)-v1\"")
        #expect(last.status == 200)
    }

    @Test func partAsLongAsTheFileStartsOver() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let body = try #require(fixture.bodies[Self.principals])
        try FileManager.default.createDirectory(atPath: fixture.directory, withIntermediateDirectories: true)
        let path = fixture.directory + "/" + Self.principals
        try (body + Data([1, 2, 3])).write(to: URL(fileURLWithPath: path + ".part"))
        try Data(#"{"partial":{"etag":"\"\#(Self.principals)-v1\""}}"#.utf8)
            .write(to: URL(fileURLWithPath: path + ".validators"))

        let outcomes = try fixture.downloader(files: [Self.principals]).download()
        #expect(outcomes.map(\.kind) == [.downloaded(bytes: Int64(body.count))])
        #expect(fixture.onDisk(Self.principals) == body)
        #expect(fixture.server.exchanges.map(\.status) == [416, 200])
    }

    @Test func missingFileNamesTheFileAndTheStatus() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let error = try #require(failure(fixture.downloader(files: ["title.ratings.tsv.gz", "title.missing.tsv.gz"])))
        #expect(error.reason == .httpStatus(404))
        #expect(error.url == fixture.server.baseURL.appendingPathComponent("title.missing.tsv.gz"))
        #expect(error.message.contains("title.missing.tsv.gz"))
        #expect(error.message.contains("404"))
        // The file before it is complete; nothing was written for the missing one.
        #expect(fixture.onDisk("title.ratings.tsv.gz") == fixture.bodies["title.ratings.tsv.gz"])
        #expect(fixture.onDisk("title.missing.tsv.gz") == nil)
        #expect(fixture.onDisk("title.missing.tsv.gz.part") == nil)
    }

    @Test func refusedConnectionIsAConnectionError() throws {
        let fixture = try DownloadFixture()
        fixture.tearDown()
        let error = try #require(failure(fixture.downloader(files: [Self.principals])))
        #expect(error.reason == .connection)
        #expect(error.message.contains("127.0.0.1:\(fixture.server.port)/datasets/\(Self.principals)"))
    }

    @Test func unwritableDirectoryIsADiskError() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        try FileManager.default.createDirectory(atPath: fixture.directory, withIntermediateDirectories: true)
        let blocker = fixture.directory + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let downloader = IMDbDownloader(baseURL: fixture.server.baseURL, directory: blocker + "/imdb")
        let error = try #require(failure(downloader))
        #expect(error.reason == .disk)
        #expect(error.message.contains(blocker + "/imdb"))
        #expect(fixture.server.exchanges.isEmpty)
    }

    @Test func secondDownloadIntoTheSameDirectoryIsRefused() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        try FileManager.default.createDirectory(atPath: fixture.directory, withIntermediateDirectories: true)
        // O_CLOEXEC, as the downloader opens it: the tests run beside tests that start processes, and a
        // child started meanwhile would inherit the descriptor and hold the lock after `close(held)`.
        let held = open(fixture.directory + "/.download.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        #expect(held >= 0)
        #expect(flock(held, LOCK_EX | LOCK_NB) == 0)
        let error = try #require(failure(fixture.downloader()))
        #expect(error.reason == .directoryInUse)
        #expect(error.message.contains(fixture.directory))
        #expect(fixture.server.exchanges.isEmpty)
        // Released, the directory is free again.
        close(held)
        #expect(try fixture.downloader(files: [Self.principals]).download().count == 1)
    }

    @Test func fileNameWithASlashIsRefused() throws {
        let fixture = try DownloadFixture()
        defer { fixture.tearDown() }
        let error = try #require(failure(fixture.downloader(files: ["../title.basics.tsv.gz"])))
        #expect(error.reason == .invalidFileName)
        #expect(error.message.contains("../title.basics.tsv.gz"))
    }
}
