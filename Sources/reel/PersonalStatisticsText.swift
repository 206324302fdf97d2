import MovieCatalog

/// The plain-text view of `reel stats --mine`: the totals, the years and months, ratings against
/// IMDb's, people, genres, decades, rewatches and the highest rated.
enum PersonalStatisticsText {
    static func render(_ statistics: LibraryStatistics, width: Int) -> String {
        let when = statistics.year.map { "in \($0)" } ?? "in all"
        guard statistics.viewings > 0 || statistics.myRatingCounts.contains(where: { $0 > 0 }) else {
            return "No viewings of films \(when); log one with `reel log ID` (episodes count in the diary only).\n"
        }
        var lines = [
            "\(statistics.films.counted("film")), \(statistics.viewings.counted("viewing")), "
                + "\(hours(statistics.minutes)) \(when); \(statistics.rewatches.counted("rewatch", plural: "rewatches"))"
        ]
        if statistics.year == nil, !statistics.perYear.isEmpty {
            lines += section("Per year", statistics.perYear.map { ("\($0.period)", $0.films, hours($0.minutes)) })
        }
        lines += section(
            "Per month",
            statistics.perMonth.map {
                (String(LibraryText.monthName($0.period).prefix(3)), $0.films, hours($0.minutes))
            })
        let rated = statistics.myRatingCounts.enumerated().compactMap { index, count in
            PersonalRating(index + 1).map { ($0.stars, count, "") }
        }
        lines += section("My ratings", rated.reversed())
        if let difference = statistics.meanDifference {
            let sign = difference >= 0 ? "+" : "−"
            lines.append(
                "  against IMDb: \(sign)\(TextLayout.decimal(abs(difference))) on average over "
                    + statistics.ratingPairs.count.counted("film"))
        }
        for (title, counts) in [
            ("Directors", statistics.directors), ("Actors", statistics.actors), ("Genres", statistics.genres),
            ("Decades", statistics.decades), ("Most rewatched", statistics.mostRewatched),
        ] where !counts.isEmpty {
            lines += section(title, counts.map { ($0.name, $0.count, "") })
        }
        if !statistics.highestRated.isEmpty {
            lines +=
                ["", "Highest rated"] + statistics.highestRated.map { "  " + LibraryText.line($0, width: width - 2) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A heading, then one line per row: the name, a bar of its count, the count and a remark.
    static func section(_ title: String, _ rows: [(name: String, count: Int, remark: String)]) -> [String] {
        let nameWidth = min(30, rows.map(\.name.count).max() ?? 0)
        let maximum = rows.map(\.count).max() ?? 0
        return ["", title]
            + rows.map { row in
                let remark = row.remark.isEmpty ? "" : "  " + row.remark
                let line =
                    "  " + TextLayout.padRight(TextLayout.safe(row.name, nameWidth), nameWidth) + "  "
                    + TextLayout.padLeft(String(row.count), 5) + "  "
                    + TextLayout.bar(row.count, of: maximum, width: 20)
                    + remark
                return String(line.reversed().drop { $0 == " " }.reversed())
            }
    }

    /// `12 h 35 min`, or `95 min` under two hours.
    static func hours(_ minutes: Int) -> String {
        minutes < 120 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
