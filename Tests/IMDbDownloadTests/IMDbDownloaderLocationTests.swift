import Foundation
import IMDbDownload
import MovieCatalog
import Testing

/// Where the files go (the XDG cache directory) and where they come from (`--imdb-url`,
/// `REEL_IMDB_URL`, IMDb's address).
@Suite struct IMDbDownloaderLocationTests {
    @Test func directoryIsUnderTheXDGCache() {
        #expect(
            IMDbDownloader.defaultDirectory(environment: ["XDG_CACHE_HOME": "/tmp/cache", "HOME": "/home/u"])
                == "/tmp/cache/reel/imdb")
        #expect(IMDbDownloader.defaultDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.cache/reel/imdb")
        // A relative or empty XDG_CACHE_HOME is ignored, as the XDG rules say.
        #expect(
            IMDbDownloader.defaultDirectory(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/u"])
                == "/home/u/.cache/reel/imdb")
        #expect(
            IMDbDownloader.defaultDirectory(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/u"])
                == "/home/u/.cache/reel/imdb")
    }

    @Test func optionComesBeforeTheVariableAndTheVariableBeforeIMDb() throws {
        let environment = ["REEL_IMDB_URL": "http://127.0.0.1:9/fixtures/"]
        #expect(
            try IMDbDownloader.baseURL(option: "http://localhost:8080/d", environment: environment).absoluteString
                == "http://localhost:8080/d")
        #expect(
            try IMDbDownloader.baseURL(option: nil, environment: environment).absoluteString
                == "http://127.0.0.1:9/fixtures/")
        #expect(
            try IMDbDownloader.baseURL(option: nil, environment: ["REEL_IMDB_URL": ""]) == IMDbDataset.defaultBaseURL)
        #expect(
            try IMDbDownloader.baseURL(option: nil, environment: [:]).absoluteString == "https://datasets.imdbws.com/")
    }

    @Test func invalidAddressNamesWhereItCameFrom() {
        for (option, environment, source, text) in [
            ("ftp://example.com/", [String: String](), "--imdb-url", "ftp://example.com/"),
            ("not a url", [:], "--imdb-url", "not a url"),
            (nil, ["REEL_IMDB_URL": "datasets.imdbws.com"], "REEL_IMDB_URL", "datasets.imdbws.com"),
            (nil, ["REEL_IMDB_URL": "http://"], "REEL_IMDB_URL", "http://"),
        ] as [(String?, [String: String], String, String)] {
            do {
                let url = try IMDbDownloader.baseURL(option: option, environment: environment)
                Issue.record("\(text) was accepted as \(url)")
            } catch {
                #expect(error.reason == .invalidBaseURL)
                #expect(error.message.hasPrefix("\(source) \"\(text)\""), "\(error.message)")
            }
        }
    }

    @Test func filesAreJoinedToTheBaseAddress() {
        let downloader = IMDbDownloader(
            baseURL: URL(string: "http://127.0.0.1:1/d")!, directory: "/tmp/imdb/")
        #expect(downloader.files == IMDbDataset.fileNames)
        #expect(IMDbDataset.fileNames.count == 6)
        #expect(IMDbDataset.fileNames.last == "title.episode.tsv.gz")
        #expect(downloader.path(of: "title.crew.tsv.gz") == "/tmp/imdb/title.crew.tsv.gz")
    }
}
