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
