import MovieCatalog

/// The plain-text views of the command line: movie tables and the detail of one movie.
///
/// Every title and note passes through ``TextLayout/safe(_:_:)``, so control characters in the data
/// are shown escaped (`^[`) and never reach the terminal raw.
enum MovieText {
    /// A table of movies fitting `width` columns: id, year, rating (`unrated` without votes), votes (from
    /// 60 columns), then the title; the id, rating and votes columns widen for IMDb's longer ids, its
    /// unrated titles and its counts.
    ///
    /// ```
    ///     ID  Year  Rating    Votes  Title
    ///  20545  1972     9.1  122,755  The Godfather
    /// ```
    static func table(_ movies: [Movie], width: Int) -> String {
        let showVotes = width >= 60
        let idWidth = TextLayout.idWidth(movies.map(\.id))
        let ratingWidth = TextLayout.columnWidth(movies.lazy.map(rating), atLeast: 6)
        let votesWidth = TextLayout.columnWidth(movies.lazy.map(\.votes.grouped), atLeast: 7)
        // A series' years (`2008–2013`) widen the year column; a Kind column shows when a series is listed.
        let yearWidth = TextLayout.columnWidth(movies.lazy.map(\.years), atLeast: 4)
        let showKinds = movies.contains { $0.kind != .movie }
        let fixed =
            TextLayout.padLeft("ID", idWidth) + "  " + TextLayout.padRight("Year", yearWidth) + "  "
            + (showKinds ? "Kind  " : "") + TextLayout.padLeft("Rating", ratingWidth) + "  "
            + (showVotes ? TextLayout.padLeft("Votes", votesWidth) + "  " : "")
        let titleWidth = max(5, width - fixed.count)
        var lines = [fixed + "Title"]
        for movie in movies {
            var line =
                TextLayout.padLeft(String(movie.id), idWidth) + "  " + TextLayout.padRight(movie.years, yearWidth)
                + "  "
                + (showKinds ? TextLayout.padRight(kind(movie.kind), 4) + "  " : "")
                + TextLayout.padLeft(rating(movie), ratingWidth) + "  "
            if showVotes { line += TextLayout.padLeft(movie.votes.grouped, votesWidth) + "  " }
            lines.append(line + TextLayout.safe(movie.title.display, titleWidth))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A kind for the table: `TV` for a series, `Mini` for a mini-series, empty for a movie.
    static func kind(_ kind: TitleKind) -> String {
        kind.shortName
    }

    /// The detail of one movie: every field, and the votes per star as bars.
    static func detail(_ movie: Movie, credits: MovieCredits, watchlist: WatchlistEntry?, width: Int) -> String {
        let valueWidth = max(10, width - 11)
        var lines = [TextLayout.safe("\(movie.title.display) (\(movie.years))", width), ""]
        func field(_ name: String, _ value: String) {
            lines.append(TextLayout.padRight(name, 11) + TextLayout.safe(value, valueWidth))
        }
        field("Id", String(movie.id))
        if let imdbID = movie.imdbID { field("IMDb", imdbID.text) }
        // The shipped CSV's own spelling; an IMDb title's catalog form is only derived for sorting.
        if movie.imdbID == nil, movie.title.catalog != movie.title.display { field("Catalog", movie.title.catalog) }
        if movie.kind != .movie { field("Kind", movie.kind.name) }
        field(movie.kind.isSeries ? "Years" : "Year", movie.years)
        field("Length", movie.minutes.map { "\($0) min" } ?? "unknown")
        field(
            "Rating",
            movie.isRated ? "\(rating(movie)) / 10 from \(movie.votes.counted("vote"))" : "unrated (no votes)")
        field("Budget", movie.budget.map { "$" + $0.grouped } ?? "unknown")
        field("MPAA", movie.mpaa?.rawValue ?? "unknown")
        field("Genres", movie.genres.isEmpty ? "none" : movie.genres.names.joined(separator: ", "))
        creditLines(credits, field: field)
        if let watchlist {
            var mine = "on your watchlist"
            if let rating = watchlist.personalRating { mine += ", rated \(rating.value)/10" }
            field("Watchlist", mine)
            if let note = watchlist.note { field("Note", note) }
        }
        guard let shares = movie.ratingShares else { return lines.joined(separator: "\n") + "\n" }
        lines.append("")
        lines.append(TextLayout.wrap("Votes by stars (share of voters, %)", width))
        let barWidth = max(5, min(50, width - 14))
        let maximum = shares.max() ?? 0
        for (index, share) in shares.enumerated() {
            let label =
                TextLayout.padLeft(String(index + 1), 4) + "  " + TextLayout.padLeft(TextLayout.decimal(share), 5)
                + "  "
            lines.append(label + TextLayout.bar(Int(share * 10), of: Int(maximum * 10), width: barWidth))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The directors, writers and cast as `field` lines: `reel show` of a movie, a series or an episode.
    static func creditLines(_ credits: MovieCredits, field: (String, String) -> Void) {
        if !credits.directors.isEmpty {
            field("Directors", credits.directors.map(\.displayName).joined(separator: ", "))
        }
        if !credits.writers.isEmpty { field("Writers", credits.writers.map(\.displayName).joined(separator: ", ")) }
        for (index, member) in credits.cast.enumerated() {
            let characters = member.characters.isEmpty ? "" : " as " + member.characters.joined(separator: " / ")
            field(index == 0 ? "Cast" : "", member.person.displayName + characters)
        }
    }

    /// A movie's average with one decimal (`9.1`), or `unrated` when it has no votes (its rating is
    /// then 0, which no voter gave).
    static func rating(_ movie: Movie) -> String {
        movie.isRated ? TextLayout.decimal(movie.rating) : "unrated"
    }

    /// The heading of a result page: `1–20 of 1,234 movies`.
    static func pageHeading(offset: Int, count: Int, total: Int) -> String {
        guard count > 0 else { return "No movies (\(total.grouped) in all)" }
        return "\((offset + 1).grouped)–\((offset + count).grouped) of \(total.counted("movie"))"
    }
}
