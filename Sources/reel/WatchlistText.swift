import MovieCatalog

/// The plain-text view of watchlist entries: id, your rating, date added, title; the note below.
enum WatchlistText {
    static func render(_ entries: [WatchlistEntry], total: Int?, width: Int) -> String {
        var lines: [String] = []
        if let total {
            let heading =
                total == 0
                ? "The watchlist is empty; add movies with `reel watchlist add ID`."
                : "\(total.grouped) on the watchlist"
            lines.append(TextLayout.wrap(heading, width))
        }
        guard !entries.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        let idWidth = TextLayout.idWidth(entries.map(\.movieID))
        let fixed = TextLayout.padLeft("ID", idWidth) + "  Mine   Added       "
        let titleWidth = max(10, width - fixed.count)
        lines.append(fixed + "Title")
        for entry in entries {
            let mine = entry.personalRating.map { "\($0.value)/10" } ?? "-"
            let added = String(JSONOutput.iso8601(entry.addedAt).prefix(10))
            let title = WatchlistText.title(of: entry)
            lines.append(
                TextLayout.padLeft(String(entry.movieID), idWidth) + "  " + TextLayout.padRight(mine, 5) + "  " + added
                    + "  "
                    + TextLayout.safe(title, titleWidth))
            if let note = entry.note {
                lines.append(String(repeating: " ", count: fixed.count) + TextLayout.safe("“\(note)”", titleWidth))
            }
        }
        if let unmatched = entries.first(where: { !$0.isInCatalog }) {
            lines.append("")
            lines.append(
                TextLayout.wrap(
                    "A movie not in this catalog keeps its entry under an id below 0, and links again when a "
                        + "catalog with it is imported. Pass such an id after --:", width))
            lines.append("  reel watchlist remove -- \(unmatched.movieID)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Title (Year)", with "not in this catalog" for an entry the current catalog lacks.
    static func title(of entry: WatchlistEntry) -> String {
        let year = LibraryText.yearSuffix(entry.movie, entry.displayYear)
        return entry.displayTitle + year + (entry.isInCatalog ? "" : " · not in this catalog")
    }
}
