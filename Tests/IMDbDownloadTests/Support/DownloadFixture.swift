import Foundation
import IMDbDownload
import MovieCatalog
import TestSupport

/// A loopback server holding the five dataset files (seeded random bytes, 50–80 KB each, so every
/// body arrives in several chunks) and an empty download directory of its own; `tearDown` stops the
/// server and removes the directory.
final class DownloadFixture {
    let server: LoopbackHTTPServer
    let directory: String
    /// What the server holds, by name (as `Data`, which a failed expectation prints as its size).
    private(set) var bodies: [String: Data]

    init() throws {
        var bodies: [String: Data] = [:]
        var files: [String: LoopbackHTTPServer.File] = [:]
        for (index, name) in IMDbDataset.fileNames.enumerated() {
            let body = Self.bytes(count: 50_000 + 7_919 * index, seed: UInt64(index + 1))
            bodies[name] = Data(body)
            files[name] = LoopbackHTTPServer.File(
                body: body, etag: "\"\(name)-v1\"", lastModified: "Mon, 0\(index + 1) Jun 2026 10:00:00 GMT")
        }
        self.bodies = bodies
        server = try LoopbackHTTPServer(files: files)
        directory =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("IMDbDownloadTests-\(UUID().uuidString)").path
    }

    /// A downloader from the server into the directory.
    func downloader(files: [String] = IMDbDataset.fileNames) -> IMDbDownloader {
        IMDbDownloader(baseURL: server.baseURL, directory: directory, files: files, requestTimeout: 5)
    }

    /// Replaces a file on the server with new bytes and a new ETag.
    func change(_ name: String, seed: UInt64, etag: String) {
        let body = Self.bytes(count: bodies[name]!.count + 1_000, seed: seed)
        bodies[name] = Data(body)
        server.setFile(name, .init(body: body, etag: etag, lastModified: "Tue, 30 Jun 2026 10:00:00 GMT"))
    }

    /// The bytes of a file in the directory, or `nil` when it is absent.
    func onDisk(_ name: String) -> Data? {
        FileManager.default.contents(atPath: directory + "/" + name)
    }

    func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    static func bytes(count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 8)
        while bytes.count < count {
            withUnsafeBytes(of: generator.next()) { bytes += $0 }
        }
        return Array(bytes.prefix(count))
    }
}
