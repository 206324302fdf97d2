/// A file format the watchlist can be exported to.
public enum WatchlistExportFormat: String, Sendable, Hashable, CaseIterable {
    /// Every field of every entry, one row each, with a header (`id,title,year,personal_rating,…`).
    case csv
    /// The entries as `reel watchlist list --json` prints them.
    case json
    /// Letterboxd's import CSV: `Title,Year,Rating10,Review` (the rating 1–10, the note as review).
    case letterboxd

    /// The name a person reads (`"Letterboxd CSV"`).
    public var displayName: String {
        switch self {
        case .csv: "CSV"
        case .json: "JSON"
        case .letterboxd: "Letterboxd CSV"
        }
    }

    /// The file name extension, without the dot.
    public var fileExtension: String {
        self == .json ? "json" : "csv"
    }
}

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
