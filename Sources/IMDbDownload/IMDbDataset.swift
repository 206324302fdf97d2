import Foundation

/// The five files of IMDb's non-commercial datasets that reel reads, by their names on the server.
///
/// The datasets are IMDb's, for personal and non-commercial use; they are refreshed daily at
/// ``defaultBaseURL``. Each file is a gzipped, tab-separated table with one header line.
///
/// ```swift
/// let names = IMDbDataset.allCases.map(\.fileName)  // ["title.basics.tsv.gz", ...]
/// ```
public enum IMDbDataset: String, CaseIterable, Hashable, Sendable {
    /// Titles: type, primary and original title, adult flag, years, runtime and genres.
    case titleBasics = "title.basics.tsv.gz"
    /// Average rating and number of votes per title.
    case titleRatings = "title.ratings.tsv.gz"
    /// Directors and writers per title.
    case titleCrew = "title.crew.tsv.gz"
    /// Principal cast and crew per title, in billing order, with their characters.
    case titlePrincipals = "title.principals.tsv.gz"
    /// People: name, birth and death years, professions and the titles they are known for.
    case nameBasics = "name.basics.tsv.gz"

    /// The file's name on the server and in the download directory (`title.basics.tsv.gz`).
    public var fileName: String { rawValue }

    /// The names of all five files, in the order they are downloaded.
    public static let fileNames: [String] = allCases.map(\.fileName)

    /// Where IMDb publishes the datasets: `https://datasets.imdbws.com/`.
    public static let defaultBaseURL = URL(string: "https://datasets.imdbws.com/")!
}
