import CSV
import Foundation
import MovieCatalog

/// Writes rows as RFC 4180 CSV text with the same library that reads the catalog.
///
/// Fields containing commas, quotes or line breaks are quoted; quotes are doubled.
///
/// ```swift
/// try CSVExport.text(rows: [["id", "title"], ["20545", "The Godfather"]])   // "id,title\n20545,The Godfather\n"
/// ```
public enum CSVExport {
    /// The CSV text of `rows`, one line per row, each ending with a line feed.
    ///
    /// - Parameter rows: The rows, the header first if there is one.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` if the text cannot be written.
    public static func text(rows: [[String]]) throws(CatalogError) -> String {
        let stream = OutputStream(toMemory: ())
        stream.open()
        do {
            let writer = try CSVWriter(stream: stream)
            for row in rows {
                try writer.write(row: row)
            }
            writer.stream.close()
        } catch {
            throw CatalogError(.invalidArgument, "cannot write CSV: \(error)")
        }
        guard let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else {
            throw CatalogError(.invalidArgument, "cannot write CSV: the memory stream returned no data")
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.isEmpty ? text : text + "\n"
    }

    /// The header of Letterboxd's import CSV.
    public static let letterboxdHeader = ["imdbID", "Title", "Year", "Rating10", "Review"]

    /// The rows of Letterboxd's import CSV for `entries`, the header first: the IMDb id when known
    /// (`tt0068646`, which Letterboxd matches first), the display title, the year, the user's rating
    /// 1–10 (empty when unrated) and the note as the review.
    ///
    /// An entry the current catalog lacks is written with the IMDb id, title and year it keeps; only an
    /// entry with neither an IMDb id nor a title (one that had left the catalog before entries kept
    /// them) cannot be matched and is left out. A series or an episode is left out too: Letterboxd
    /// keeps films (``notFilms(_:)`` counts them).
    ///
    /// - Parameter entries: The watchlist's entries.
    /// - Returns: The rows, ready for ``text(rows:)``.
    public static func letterboxdRows(_ entries: [WatchlistEntry]) -> [[String]] {
        [letterboxdHeader]
            + entries.compactMap { entry in
                let title = entry.movie?.title.display ?? entry.title
                guard title != nil || entry.imdbID != nil, !isNotFilm(entry) else { return nil }
                return [
                    entry.imdbID?.text ?? "", title ?? "", entry.displayYear.map { String($0) } ?? "",
                    entry.personalRating.map { String($0.value) } ?? "", entry.note ?? "",
                ]
            }
    }

    /// The number of `entries` that are series or episodes, which Letterboxd's CSV leaves out.
    ///
    /// - Parameter entries: The watchlist's entries.
    public static func notFilms(_ entries: [WatchlistEntry]) -> Int {
        entries.count { isNotFilm($0) }
    }

    private static func isNotFilm(_ entry: WatchlistEntry) -> Bool {
        (entry.movie?.kind ?? .movie) != .movie
    }
}
