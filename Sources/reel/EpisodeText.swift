import MovieCatalog

/// The plain-text view of `reel episodes`: a series' episodes, one line each, grouped by season.
///
/// ```
/// Season 3  13 episodes  avg 8.6
///   S03E04  Green Light       2010  8.3  (21,345 votes)
/// ```
enum EpisodeText {
    /// The heading, then each season's line (``SeriesText/seasonLines(_:)``) and its episodes.
    ///
    /// - Parameters:
    ///   - series: The series.
    ///   - seasons: The seasons to list, in broadcast order.
    ///   - width: The columns the text may use.
    static func list(_ series: Movie, seasons: [SeriesSeason], width: Int) -> String {
        let episodes = seasons.flatMap(\.episodes)
        var lines = [TextLayout.safe(SeriesText.heading(series) + " · " + episodes.count.counted("episode"), width)]
        guard !episodes.isEmpty else {
            lines.append("No episodes in this catalog (`reel import --imdb` keeps series' episodes).")
            return lines.joined(separator: "\n") + "\n"
        }
        let codeWidth = TextLayout.columnWidth(episodes.lazy.map(\.code), atLeast: 6)
        let ratingWidth = TextLayout.columnWidth(episodes.lazy.map(rating), atLeast: 3)
        let votesWidth = TextLayout.columnWidth(episodes.lazy.map(votes), atLeast: 0)
        // "  S03E04  " before the title, "  2010  8.3  (12,345 votes)" after it.
        let fixed = 2 + codeWidth + 2 + 2 + 4 + 2 + ratingWidth + (votesWidth > 0 ? 2 + votesWidth : 0)
        let longest = episodes.map { $0.title.escapingControlCharacters.count }.max() ?? 0
        let titleWidth = max(10, min(longest, width - fixed))
        for (season, line) in zip(seasons, SeriesText.seasonLines(seasons)) {
            lines.append("")
            lines.append(TextLayout.safe(line, width))
            for episode in season.episodes {
                var text =
                    "  " + TextLayout.padRight(episode.code, codeWidth) + "  "
                    + TextLayout.padRight(TextLayout.safe(episode.title, titleWidth), titleWidth) + "  "
                    + TextLayout.padLeft(episode.year.map(String.init) ?? "?", 4) + "  "
                    + TextLayout.padLeft(rating(episode), ratingWidth)
                let count = votes(episode)
                if !count.isEmpty { text += "  " + count }
                lines.append(text)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `8.9`, or `unrated` for an episode without votes.
    static func rating(_ episode: Episode) -> String {
        episode.isRated ? TextLayout.decimal(episode.rating) : "unrated"
    }

    /// `(12,345 votes)`, or nothing for an episode without votes.
    static func votes(_ episode: Episode) -> String {
        episode.isRated ? "(\(episode.votes.counted("vote")))" : ""
    }
}
