import MovieCatalog

/// Writes the library in Letterboxd's formats, as rows for an RFC 4180 writer (`CSVExport.text`):
/// the import CSV (one row per viewing, then the watchlist) and list files.
///
/// The IMDb id is filled in wherever the library knows it: with it, Letterboxd matches exactly.
///
/// ```swift
/// let text = try CSVExport.text(rows: LetterboxdWriter.importRows(backup))
/// ```
public enum LetterboxdWriter {
    /// The header of Letterboxd's import CSV.
    public static let importHeader = [
        "LetterboxdURI", "tmdbID", "imdbID", "Title", "Year", "Directors", "Rating", "Rating10", "WatchedDate",
        "Rewatch", "Tags", "Review",
    ]

    /// The import CSV's rows, the header first: each viewing (a film seen without a day has no
    /// `WatchedDate`), then each watchlist entry, which has neither day nor rating. A row with
    /// neither an IMDb id nor a title cannot be matched and is left out, and so is one of a title
    /// in `notFilms` (Letterboxd keeps films: no series, no episodes).
    ///
    /// - Parameter backup: The library.
    /// - Parameter notFilms: The ids of the library's series and episodes, left out.
    public static func importRows(_ backup: LibraryBackup, leavingOut notFilms: Set<Int> = []) -> [[String]] {
        var rows = [importHeader]
        for viewing in backup.viewings
        where (viewing.imdbID != nil || viewing.title != nil) && !notFilms.contains(viewing.movieID) {
            let details = viewing.details
            rows.append(
                row(
                    imdbID: viewing.imdbID, title: viewing.title, year: viewing.year, rating: details.rating,
                    date: details.date, rewatch: details.isRewatch, tags: details.tags, review: details.note))
        }
        for entry in backup.watchlist
        where (entry.imdbID != nil || entry.title != nil) && !notFilms.contains(entry.movieID) {
            rows.append(
                row(
                    imdbID: entry.imdbID, title: entry.title, year: entry.year, rating: nil, date: nil, rewatch: false,
                    tags: [], review: nil))
        }
        return rows
    }

    private static func row(
        imdbID: IMDbID?, title: String?, year: Int?, rating: PersonalRating?, date: CalendarDate?, rewatch: Bool,
        tags: [String], review: String?
    ) -> [String] {
        [
            "", "", imdbID?.text ?? "", title ?? "", year.map(String.init) ?? "", "", rating.map(stars) ?? "",
            rating.map { String($0.value) } ?? "", date?.iso ?? "", rewatch ? "true" : "false",
            tags.joined(separator: ", "), review ?? "",
        ]
    }

    /// `3.5` for 7, `4` for 8: the rating in Letterboxd's stars.
    static func stars(_ rating: PersonalRating) -> String {
        rating.value % 2 == 0 ? String(rating.value / 2) : "\(rating.value / 2).5"
    }

    /// The format line a Letterboxd list file opens with.
    public static let listFormatLine = "Letterboxd list export v7"

    /// A list as a Letterboxd list file: the format line, the list's block
    /// (`Date,Name,Tags,URL,Description`), a blank line, then its entries
    /// (`Position,Name,Year,URL,Description`, with the `imdbID` last), without those in `notFilms`
    /// (Letterboxd keeps films: no series, no episodes); the others keep their positions.
    ///
    /// - Parameter list: The list and its entries.
    /// - Parameter notFilms: The ids of the library's series and episodes, left out.
    public static func listRows(_ list: LibraryBackup.ListItem, leavingOut notFilms: Set<Int> = []) -> [[String]] {
        var rows: [[String]] = [
            [listFormatLine],
            ["Date", "Name", "Tags", "URL", "Description"],
            [CalendarDate(list.createdAt).iso, list.details.name, "", "", list.details.description ?? ""],
            [],
            ["Position", "Name", "Year", "URL", "Description", "imdbID"],
        ]
        for entry in list.entries.sorted(by: { $0.position < $1.position }) where !notFilms.contains(entry.movieID) {
            rows.append([
                String(entry.position), entry.title ?? "", entry.year.map(String.init) ?? "", "", entry.note ?? "",
                entry.imdbID?.text ?? "",
            ])
        }
        return rows
    }
}
