/// Writes the watchlist to a file: the protocol the watchlist screen depends on, implemented by
/// the composition root with the command line's exporters.
public protocol WatchlistExporter: Sendable {
    /// Writes the whole watchlist in `format` to a new file, atomically (a temporary file renamed
    /// into place), and returns its path.
    ///
    /// - Parameter format: The format.
    /// - Returns: The path of the file written.
    /// - Throws: ``CatalogError`` naming the file when it cannot be written, or when storage fails.
    func export(_ format: WatchlistExportFormat) throws(CatalogError) -> String
}
