import Foundation
import MovieCatalog

extension IMDbDownloader {
    /// The directory the datasets are kept in: `$XDG_CACHE_HOME/reel/imdb`, else `~/.cache/reel/imdb`.
    ///
    /// `XDG_CACHE_HOME` is ignored when it is unset, empty or not an absolute path, as the XDG rules say.
    ///
    /// - Parameter environment: The process environment (`ProcessInfo.processInfo.environment`).
    public static func defaultDirectory(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/reel/imdb" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.cache/reel/imdb"
    }

    /// The address the files are downloaded from: `--imdb-url` first, then `REEL_IMDB_URL`, then
    /// ``IMDbDataset/defaultBaseURL``.
    ///
    /// The file names are appended to it, so `http://127.0.0.1:8080/fixtures` serves
    /// `http://127.0.0.1:8080/fixtures/title.basics.tsv.gz`. An empty `REEL_IMDB_URL` counts as unset.
    ///
    /// - Parameters:
    ///   - option: The value of `--imdb-url`, or `nil` when it was not given.
    ///   - environment: The process environment.
    /// - Throws: ``DownloadError`` with reason ``DownloadError/Reason/invalidBaseURL`` naming where the
    ///   address came from (`--imdb-url` or `REEL_IMDB_URL`) when it is not an http or https URL with a host.
    public static func baseURL(option: String?, environment: [String: String]) throws(DownloadError) -> URL {
        if let option { return try parseBaseURL(option, source: "--imdb-url") }
        if let variable = environment["REEL_IMDB_URL"], !variable.isEmpty {
            return try parseBaseURL(variable, source: "REEL_IMDB_URL")
        }
        return IMDbDataset.defaultBaseURL
    }

    private static func parseBaseURL(_ text: String, source: String) throws(DownloadError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw DownloadError(
                reason: .invalidBaseURL,
                message: "\(source) \"\(text)\" is not an http or https address (such as \(IMDbDataset.defaultBaseURL))"
            )
        }
        return url
    }
}
