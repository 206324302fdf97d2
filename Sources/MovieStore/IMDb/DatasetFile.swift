import Foundation
import MovieCatalog

/// One dataset file of an import: where it is and its size on disk, its header checked.
struct DatasetFile: Sendable {
    let dataset: IMDbDataset
    let path: String
    let size: Int

    /// Checks the header of `dataset`'s file at `path`.
    ///
    /// - Throws: ``CatalogError`` when the file cannot be read or its header is not the dataset's.
    init(_ dataset: IMDbDataset, path: String) throws(CatalogError) {
        let reader = try TSVReader(path: path)
        try reader.readHeader(expected: dataset.columns)
        self.dataset = dataset
        self.path = path
        size = reader.fileSize
    }

    /// The file's name without its folder, as the progress names it.
    var name: String { (path as NSString).lastPathComponent }

    /// A reader past the header line (checked before the import started).
    func open() throws(CatalogError) -> TSVReader {
        let reader = try TSVReader(path: path)
        try reader.readHeader(expected: dataset.columns)
        return reader
    }
}
