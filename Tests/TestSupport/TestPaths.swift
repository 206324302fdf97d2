import Foundation

/// Where the package and the shared test data are, found from this file's path.
public enum TestPaths {
    /// Tests/TestSupport.
    public static let supportDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The package's root folder.
    public static let packageRoot = supportDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// A file of Tests/TestSupport/Data (`sample.csv`, `bad-rows.csv`…).
    ///
    /// - Parameter name: The file's name.
    public static func fixture(_ name: String) -> String {
        supportDirectory.appendingPathComponent("Data").appendingPathComponent(name).path
    }

    /// The 24 real movies (plus one with escape sequences in its title) of `sample.csv`.
    public static var sampleCSV: String { fixture("sample.csv") }

    /// The IMDb datasets fixture, Tests/TestSupport/Data/imdb: the five `.tsv.gz` files and their traps
    /// (its README.md lists them).
    public static var imdbDirectory: String { fixture("imdb") }

    /// The IMDb fixture with `title.principals.tsv.gz` cut at half its size, as an interrupted download
    /// leaves it.
    public static var truncatedIMDbDirectory: String { fixture("imdb-truncated") }

    /// The full catalog, Resources/movies.csv.
    public static var fullCatalogCSV: String { packageRoot.appendingPathComponent("Resources/movies.csv").path }

    /// The folder of the test target that holds `file`: the one directly under `Tests/`.
    ///
    /// - Parameter file: A test file's path (`#filePath`), possibly in a subfolder of its target.
    public static func targetDirectory(of file: String) -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.deletingLastPathComponent().lastPathComponent != "Tests", directory.pathComponents.count > 2 {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }
}

/// A fresh directory under the system's temporary directory, removed when the value is released.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory.
    ///
    /// - Throws: When it cannot be created.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("reel-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` in the directory.
    ///
    /// - Parameter name: A file name.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
