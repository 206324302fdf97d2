import MovieCatalog

/// The plain-text views of a series on the command line: `reel show` of a series (its fields, its
/// seasons and the user's progress) and of an episode.
///
/// Every title passes through ``TextLayout/safe(_:_:)``, as in ``MovieText``.
enum SeriesText {
    /// The width of a field's name, as ``MovieText/detail(_:credits:watchlist:width:)`` aligns them.
    static let nameWidth = 11

    /// `Breaking Bad (2008–2013)`: the title and the years.
    static func heading(_ series: Movie) -> String {
        "\(series.title.display) (\(series.years))"
    }

    /// The detail of a series: its fields and credits, its episodes, the user's progress when any is
    /// seen, then one line per season (``seasonLines(_:)``).
    ///
    /// - Parameters:
    ///   - series: The series.
    ///   - credits: Its credits (empty without people).
    ///   - seasons: Its seasons, in broadcast order.
    ///   - progress: The user's progress through it.
    ///   - watchlist: Its watchlist entry, if any.
    ///   - width: The columns the text may use.
    static func detail(
        _ series: Movie, credits: MovieCredits, seasons: [SeriesSeason], progress: SeriesProgress,
        watchlist: WatchlistEntry?, width: Int
    ) -> String {
        var lines = [TextLayout.safe(heading(series), width), ""]
        let field = fieldWriter(width: width) { lines.append($0) }
        field("Id", String(series.id))
        if let imdbID = series.imdbID { field("IMDb", imdbID.text) }
        field("Kind", series.kind.name)
        field("Years", series.endYear == nil ? "\(series.years) (running)" : series.years)
        field("Length", series.minutes.map { "\($0) min an episode" } ?? "unknown")
        field("Rating", rating(series.rating, votes: series.votes))
        field("Genres", series.genres.isEmpty ? "none" : series.genres.names.joined(separator: ", "))
        MovieText.creditLines(credits, field: field)
        if let watchlist {
            var mine = "on your watchlist"
            if let rating = watchlist.personalRating { mine += ", rated \(rating.value)/10" }
            field("Watchlist", mine)
            if let note = watchlist.note { field("Note", note) }
        }
        let episodeCount = seasons.reduce(0) { $0 + $1.episodes.count }
        guard episodeCount > 0 else {
            field("Episodes", "none in this catalog (`reel import --imdb` keeps series' episodes)")
            return lines.joined(separator: "\n") + "\n"
        }
        field("Episodes", "\(episodeCount.counted("episode")) in \(seasons.count.counted("season"))")
        if progress.seen > 0 { field("Progress", progress.summary) }
        lines.append("")
        lines.append("Seasons")
        lines += seasonLines(seasons).map { TextLayout.safe("  " + $0, width) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per season, aligned: `Season 1  7 episodes  avg 8.6` (`unrated` when none has votes).
    static func seasonLines(_ seasons: [SeriesSeason]) -> [String] {
        let nameWidth = seasons.map(\.name.count).max() ?? 0
        let counts = seasons.map { $0.episodes.count.counted("episode") }
        let countWidth = counts.map(\.count).max() ?? 0
        return zip(seasons, counts).map { season, count in
            let average = season.averageRating.map { "avg " + TextLayout.decimal($0) } ?? "unrated"
            return TextLayout.padRight(season.name, nameWidth) + "  " + TextLayout.padRight(count, countWidth) + "  "
                + average
        }
    }

    /// The detail of an episode: its series, code and title, then its fields and credits.
    ///
    /// - Parameters:
    ///   - episode: The episode.
    ///   - series: Its series, `nil` when the catalog lacks it.
    ///   - credits: Its credits (empty unless imported with `--episode-credits`).
    ///   - watchlist: Its watchlist entry, if any.
    ///   - width: The columns the text may use.
    static func episode(
        _ episode: Episode, series: Movie?, credits: MovieCredits, watchlist: WatchlistEntry?, width: Int
    ) -> String {
        let seriesName = series.map(heading) ?? IMDbID(episode.seriesID).text
        var lines = [
            TextLayout.safe("\(seriesName) · \(episode.code)", width), TextLayout.safe(episode.title, width), "",
        ]
        let field = fieldWriter(width: width) { lines.append($0) }
        field("Id", String(episode.id))
        field("IMDb", episode.imdbID.text)
        field("Series", seriesName + " · " + IMDbID(episode.seriesID).text)
        field("Season", episode.season.map { $0 == 0 ? "0 (specials)" : String($0) } ?? "unknown")
        field("Episode", episode.number.map(String.init) ?? "unknown")
        field("Year", episode.year.map(String.init) ?? "unknown")
        field("Length", episode.minutes.map { "\($0) min" } ?? "unknown")
        field("Rating", rating(episode.rating, votes: episode.votes))
        MovieText.creditLines(credits, field: field)
        if let watchlist {
            field("Watchlist", "on your watchlist" + (watchlist.personalRating.map { ", rated \($0.value)/10" } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `9.5 / 10 from 12,345 votes`, or `unrated (no votes)`.
    static func rating(_ rating: Double, votes: Int) -> String {
        votes > 0 ? "\(TextLayout.decimal(rating)) / 10 from \(votes.counted("vote"))" : "unrated (no votes)"
    }

    /// Writes `Name       value` lines through `append`, the value cut to the width left.
    private static func fieldWriter(
        width: Int, _ append: @escaping (String) -> Void
    ) -> (String, String) -> Void {
        let valueWidth = max(10, width - nameWidth)
        return { name, value in append(TextLayout.padRight(name, nameWidth) + TextLayout.safe(value, valueWidth)) }
    }
}
