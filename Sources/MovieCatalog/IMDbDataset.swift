/// The six files of IMDb's non-commercial datasets that reel reads, by name, with their columns.
///
/// The datasets are IMDb's, for personal and non-commercial use, refreshed daily at
/// https://datasets.imdbws.com/. Each file is a gzipped, tab-separated table with one header line: the
/// download fetches ``fileName``, the import reads ``columns``.
///
/// ```swift
/// let names = IMDbDataset.allCases.map(\.fileName)  // ["title.basics.tsv.gz", ...]
/// let header = IMDbDataset.titleRatings.columns  // ["tconst", "averageRating", "numVotes"]
/// ```
public enum IMDbDataset: String, CaseIterable, Hashable, Sendable {
    /// Titles: type, primary and original title, adult flag, years, runtime and genres.
    case titleBasics = "title.basics"
    /// Average rating and number of votes per title.
    case titleRatings = "title.ratings"
    /// Directors and writers per title.
    case titleCrew = "title.crew"
    /// Principal cast and crew per title, in billing order, with their characters.
    case titlePrincipals = "title.principals"
    /// People: name, birth and death years, professions and the titles they are known for.
    case nameBasics = "name.basics"
    /// Episodes: each one's series, season and number (`\N` when unknown).
    case titleEpisode = "title.episode"

    /// The file's name on the server and in the download directory (`title.basics.tsv.gz`).
    public var fileName: String { rawValue + ".tsv.gz" }

    /// The names of all six files, in the order they are downloaded.
    public static let fileNames: [String] = allCases.map(\.fileName)

    /// The columns of the file's header line, in order.
    public var columns: [String] {
        switch self {
        case .titleBasics:
            [
                "tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "endYear",
                "runtimeMinutes", "genres",
            ]
        case .titleRatings: ["tconst", "averageRating", "numVotes"]
        case .titleCrew: ["tconst", "directors", "writers"]
        case .titlePrincipals: ["tconst", "ordering", "nconst", "category", "job", "characters"]
        case .nameBasics: ["nconst", "primaryName", "birthYear", "deathYear", "primaryProfession", "knownForTitles"]
        case .titleEpisode: ["tconst", "parentTconst", "seasonNumber", "episodeNumber"]
        }
    }
}
