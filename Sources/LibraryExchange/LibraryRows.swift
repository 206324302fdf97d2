import MovieCatalog

/// The library as plain CSV rows (`reel export diary --format csv`, `reel export list NAME --format
/// csv`): every field, one row each, with a header.
public enum LibraryRows {
    /// The header of the diary's rows.
    public static let diaryHeader = [
        "id", "movie_id", "imdb_id", "title", "year", "watched_on", "rating", "rewatch", "tags", "note",
        "logged_at",
    ]

    /// The viewings, the header first.
    ///
    /// - Parameter viewings: The viewings, in the order to write.
    public static func diary(_ viewings: [LibraryBackup.ViewingItem]) -> [[String]] {
        [diaryHeader]
            + viewings.map { viewing in
                let details = viewing.details
                return [
                    String(viewing.id), String(viewing.movieID), viewing.imdbID?.text ?? "", viewing.title ?? "",
                    viewing.year.map(String.init) ?? "", details.date?.iso ?? "",
                    details.rating.map { String($0.value) } ?? "", details.isRewatch ? "true" : "false",
                    details.tags.joined(separator: ", "), details.note ?? "", viewing.loggedAt.isoDateTime,
                ]
            }
    }

    /// The header of a list's rows.
    public static let listHeader = ["position", "movie_id", "imdb_id", "title", "year", "note", "added_at"]

    /// A list's entries in place order, the header first.
    ///
    /// - Parameter list: The list.
    public static func list(_ list: LibraryBackup.ListItem) -> [[String]] {
        [listHeader]
            + list.entries.sorted { $0.position < $1.position }.map { entry in
                [
                    String(entry.position), String(entry.movieID), entry.imdbID?.text ?? "", entry.title ?? "",
                    entry.year.map(String.init) ?? "", entry.note ?? "", entry.addedAt.isoDateTime,
                ]
            }
    }
}
