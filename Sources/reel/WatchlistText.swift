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
        let fixed = "    ID  Mine   Added       "
        let titleWidth = max(10, width - fixed.count)
        lines.append(fixed + "Title")
        for entry in entries {
            let mine = entry.personalRating.map { "\($0.value)/10" } ?? "-"
            let added = String(JSONOutput.iso8601(entry.addedAt).prefix(10))
            let title = entry.movie.map { "\($0.title.display) (\($0.year))" } ?? "(not in the current catalog)"
            lines.append(
                TextLayout.padLeft(String(entry.movieID), 6) + "  " + TextLayout.padRight(mine, 5) + "  " + added + "  "
                    + TextLayout.safe(title, titleWidth))
            if let note = entry.note {
                lines.append(String(repeating: " ", count: fixed.count) + TextLayout.safe("“\(note)”", titleWidth))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
