import MovieCatalog

/// The import review's use cases: the rows waiting, and importing or skipping one. It talks to
/// ``LibraryImportRepository`` only.
public final class ImportReviewInteractor: Sendable {
    private let imports: any LibraryImportRepository

    /// Creates the interactor.
    ///
    /// - Parameter imports: The library's imports.
    public init(imports: any LibraryImportRepository) {
        self.imports = imports
    }

    /// The rows waiting for review, oldest first, each with its candidates.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func pending() throws(CatalogError) -> [PendingImport] {
        try imports.pending()
    }

    /// Imports the row as movie `movieID`.
    ///
    /// - Throws: ``CatalogError`` when the row or the movie is gone, or storage fails.
    public func resolve(_ pendingID: Int64, as movieID: Int) throws(CatalogError) {
        try imports.resolve(pendingID: pendingID, movieID: movieID)
    }

    /// Drops the row without importing it.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func skip(_ pendingID: Int64) throws(CatalogError) {
        try imports.skip(pendingID: pendingID)
    }
}
