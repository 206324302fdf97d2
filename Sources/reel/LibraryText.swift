import MovieCatalog

/// The plain-text views of the user's library: diary lines grouped by month, lists with their
/// progress bars, and their entries.
enum LibraryText {
    /// The months' names, January first.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// The name of `month` (1–12), or its number for any other value.
    static func monthName(_ month: Int) -> String {
        monthNames.indices.contains(month - 1) ? monthNames[month - 1] : "Month \(month)"
    }

    /// `2026-11-20  ★★★½   ↻  The Godfather (1972)  cinema, 35mm`: the day (or `undated`), the stars
    /// padded to five, the rewatch mark, the title and year, the tags.
    static func line(_ viewing: Viewing, width: Int) -> String {
        let day = viewing.date?.iso ?? "undated   "
        let stars = TextLayout.padRight(viewing.rating?.stars ?? "-", 5)
        let rewatch = viewing.isRewatch ? "↻" : " "
        let year = yearSuffix(viewing.movie, viewing.displayYear)
        let tags = viewing.tags.isEmpty ? "" : "  " + viewing.tags.joined(separator: ", ")
        let fixed = "\(day)  \(stars)  \(rewatch)  "
        return fixed + TextLayout.safe(viewing.displayTitle + year + tags, max(10, width - fixed.count))
    }

    /// The diary: a heading, then each month with its count and its viewings, latest first.
    static func diary(_ viewings: [Viewing], months: [DiaryMonth], year: Int?, width: Int) -> String {
        let total = months.reduce(0) { $0 + $1.count }
        guard total > 0 else {
            let when = year.map { " in \($0)" } ?? ""
            return "No viewings\(when); log one with `reel log ID`.\n"
        }
        var lines = ["\(total.counted("viewing"))" + (year.map { " in \($0)" } ?? "")]
        var index = 0
        for month in months {
            lines.append("")
            lines.append("\(monthName(month.month)) \(month.year) · \(month.count)")
            while index < viewings.count, let date = viewings[index].date, date.year == month.year,
                date.month == month.month
            {
                lines.append("  " + line(viewings[index], width: width - 2))
                index += 1
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `seen 23 of 95  █████░░░░░░░░░░░░░░░  24%`.
    static func progress(_ progress: ListProgress, barWidth: Int = 20) -> String {
        let filled = Int((progress.fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        let percent = Int((progress.fraction * 100).rounded(.down))
        return "\(progress.text)  \(bar)  \(percent)%"
    }

    /// Every list: its name and kind, then its progress.
    static func lists(_ lists: [MovieList], width: Int) -> String {
        guard !lists.isEmpty else { return "No lists yet; make one with `reel list create NAME`.\n" }
        var lines: [String] = []
        for list in lists {
            lines.append(TextLayout.safe(list.name + kind(list), width))
            lines.append("  " + progress(list.progress))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One list: name, description, progress, then its entries (place, seen mark, title, note).
    static func list(_ list: MovieList, entries: [ListEntry], width: Int) -> String {
        var lines = [TextLayout.safe(list.name + kind(list), width)]
        if let description = list.description { lines.append(TextLayout.safe(description, width)) }
        lines.append(progress(list.progress))
        guard !entries.isEmpty else {
            lines.append(
                list.isSmart ? "No movie matches its query." : "Empty; add movies with `reel list add NAME ID`.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("")
        let placeWidth = String(entries.last?.position ?? 1).count
        let idWidth = TextLayout.idWidth(entries.map(\.movieID))
        for entry in entries {
            let fixed =
                TextLayout.padLeft(String(entry.position), placeWidth) + "  " + (entry.isSeen ? "✓" : " ") + "  "
                + TextLayout.padLeft(String(entry.movieID), idWidth) + "  "
            let year = yearSuffix(entry.movie, entry.displayYear)
            let note = entry.note.map { "  “\($0)”" } ?? ""
            lines.append(fixed + TextLayout.safe(entry.displayTitle + year + note, max(10, width - fixed.count)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` (1972)` after a title, ` (2008–2013)` for a series, or nothing when the year is unknown.
    static func yearSuffix(_ movie: Movie?, _ year: Int?) -> String {
        if let movie, movie.kind.isSeries { return " (\(movie.years))" }
        return year.map { " (\($0))" } ?? ""
    }

    /// ` · ranked`, ` · smart: director:kubrick`, or nothing.
    static func kind(_ list: MovieList) -> String {
        if let query = list.smartQuery { return " · smart: \(query)" }
        return list.isRanked ? " · ranked" : ""
    }
}
