import Foundation
import MovieCatalog

/// The six files of an import's folder (five when no series is kept), found and their headers checked before anything is read.
struct DatasetFiles: Sendable {
    /// The folder the files are in.
    let directory: String
    let basics: DatasetFile
    let ratings: DatasetFile
    let crew: DatasetFile
    let principals: DatasetFile
    let names: DatasetFile
    /// title.episode; `nil` when the import keeps no series (and then needs no episode).
    let episodes: DatasetFile?

    /// Finds the files in `directory` (`.tsv.gz`, else `.tsv`), then checks each one's header.
    ///
    /// - Parameter needsEpisodes: Whether title.episode is read (the import keeps series).
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/datasetUnreadable`` naming the first file
    ///   missing, or the error of the first header that is not its dataset's.
    init(directory: String, needsEpisodes: Bool = true) throws(CatalogError) {
        self.directory = directory
        let basics = try Self.locate(.titleBasics, in: directory)
        let ratings = try Self.locate(.titleRatings, in: directory)
        let crew = try Self.locate(.titleCrew, in: directory)
        let principals = try Self.locate(.titlePrincipals, in: directory)
        let names = try Self.locate(.nameBasics, in: directory)
        let episodes = needsEpisodes ? try Self.locate(.titleEpisode, in: directory) : nil
        self.basics = try DatasetFile(.titleBasics, path: basics)
        self.ratings = try DatasetFile(.titleRatings, path: ratings)
        self.crew = try DatasetFile(.titleCrew, path: crew)
        self.principals = try DatasetFile(.titlePrincipals, path: principals)
        self.names = try DatasetFile(.nameBasics, path: names)
        self.episodes = try episodes.map { path throws(CatalogError) in try DatasetFile(.titleEpisode, path: path) }
    }

    /// The path of `dataset`'s file in `directory`.
    private static func locate(_ dataset: IMDbDataset, in directory: String) throws(CatalogError) -> String {
        guard let path = TSVReader.locate(dataset.rawValue, in: directory) else {
            throw CatalogError(
                .datasetUnreadable,
                "\(directory) has no \(dataset.rawValue).tsv.gz (nor .tsv): the IMDb datasets are "
                    + IMDbDataset.fileNames.joined(separator: ", ") + "."
                    + (dataset == .titleEpisode ? " title.episode is needed only when series are kept." : ""),
                file: (directory as NSString).appendingPathComponent(dataset.fileName))
        }
        return path
    }
}
