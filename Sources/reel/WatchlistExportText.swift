import MovieCatalog
import MovieStore
import ReelApp

/// The text of a watchlist export, the same for `reel export watchlist` and the watchlist screen's
/// export to a file.
enum WatchlistExportText {
    /// The header of the `csv` format.
    /// `in_catalog` is `false` for an entry the current catalog lacks (its `id` is then negative).
    static let csvHeader = [
        "id", "imdb_id", "title", "year", "in_catalog", "personal_rating", "note", "added_at", "updated_at",
    ]

    /// The whole export of `entries` in `format`.
    ///
    /// - Parameter entries: The watchlist's entries, most recently added first.
    /// - Parameter format: CSV, JSON or Letterboxd's CSV.
    /// - Throws: ``CatalogError`` when the text cannot be written.
    static func text(_ entries: [WatchlistEntry], format: WatchlistExportFormat) throws(CatalogError) -> String {
        switch format {
        case .json:
            do {
                return try JSONOutput.text(entries.map(JSONOutput.EntryJSON.init))
            } catch {
                throw CatalogError(.exportFailed, "cannot write the watchlist as JSON: \(error)")
            }
        case .csv:
            return try CSVExport.text(rows: [csvHeader] + entries.map(csvRow))
        case .letterboxd:
            return try CSVExport.text(rows: CSVExport.letterboxdRows(entries))
        }
    }

    /// One entry as a row of the `csv` format.
    static func csvRow(_ entry: WatchlistEntry) -> [String] {
        [
            String(entry.movieID), entry.imdbID?.text ?? "", entry.movie?.title.display ?? entry.title ?? "",
            entry.displayYear.map { String($0) } ?? "", entry.isInCatalog ? "true" : "false",
            entry.personalRating.map { String($0.value) } ?? "", entry.note ?? "",
            JSONOutput.iso8601(entry.addedAt), JSONOutput.iso8601(entry.updatedAt),
        ]
    }
}

extension WatchlistExportText {
    /// The watchlist screen's exports: files in `directory` holding this text.
    ///
    /// - Parameter directory: The exports directory.
    static func exports(to directory: String) -> WatchlistExportFiles {
        WatchlistExportFiles(directory: directory) { entries, format throws(CatalogError) in
            try WatchlistExportText.text(entries, format: format)
        }
    }
}
