import MovieCatalog

/// What an import of IMDb's datasets did: what it kept, what it left out, and the lines it skipped.
public struct IMDbImportReport: Sendable, Hashable {
    /// A line of a dataset file the import skipped.
    public struct SkippedLine: Sendable, Hashable, CustomStringConvertible {
        /// The file's name (`title.basics.tsv.gz`).
        public let file: String
        /// The line number in the file (the header is line 1).
        public let line: Int
        /// Why the line was skipped, naming the column and its value.
        public let reason: String

        /// Creates a skipped line.
        ///
        /// - Parameter file: The file's name.
        /// - Parameter line: The line number.
        /// - Parameter reason: Why it was skipped.
        public init(file: String, line: Int, reason: String) {
            self.file = file
            self.line = line
            self.reason = reason
        }

        /// `title.basics.tsv.gz line 18: startYear "19x5" is not a number`.
        public var description: String { "\(file) line \(line): \(reason)" }
    }

    /// How many bad lines the report lists; the others are only counted.
    public static let listedSkippedLines = 20

    /// The folder the datasets were read from.
    public let source: String
    /// The movies stored (titles of the kept types other than series).
    public let movies: Int
    /// The series stored (`tvSeries`).
    public let series: Int
    /// The mini-series stored (`tvMiniSeries`).
    public let miniSeries: Int
    /// The episodes of the kept series stored.
    public let episodes: Int
    /// Episodes left out because their series is missing: absent from title.basics, left out (no start
    /// year, adult), or not named by title.episode at all.
    public let episodesWithoutSeries: Int
    /// The people stored: those the kept credits name and name.basics lists.
    public let people: Int
    /// The credits stored (directors and writers of title.crew and title.principals, merged, and the
    /// other principals) of the kept movies.
    public let credits: Int
    /// The people the kept credits name who are absent from name.basics (their credits are kept).
    public let unknownPeople: Int
    /// Titles of the kept types left out for having no start year.
    public let withoutYear: Int
    /// Adult titles of the kept types left out (kept only with `--adult`).
    public let adultLeftOut: Int
    /// Stored movies without a rating in title.ratings (series and episodes are not counted).
    public let unrated: Int
    /// Stored movies matched by title and year with the shipped CSV, which keep its votes by stars,
    /// budget and MPAA rating.
    public let matched: Int
    /// The first ``listedSkippedLines`` bad lines, in the order read.
    public let skippedLines: [SkippedLine]
    /// How many bad lines were skipped in all.
    public let skippedCount: Int
    /// The watchlist entries the new catalog has no movie for (kept, shown as not in this catalog).
    public let watchlistNotInCatalog: Int

    /// Creates a report.
    ///
    /// - Parameter source: The datasets' folder.
    /// - Parameter movies: Movies stored.
    /// - Parameter series: Series stored.
    /// - Parameter miniSeries: Mini-series stored.
    /// - Parameter episodes: Episodes stored.
    /// - Parameter episodesWithoutSeries: Episodes left out because their series is missing.
    /// - Parameter people: People stored.
    /// - Parameter credits: Credits stored.
    /// - Parameter unknownPeople: People named by credits but absent from name.basics.
    /// - Parameter withoutYear: Titles left out for having no start year.
    /// - Parameter adultLeftOut: Adult titles left out.
    /// - Parameter unrated: Movies without a rating.
    /// - Parameter matched: Movies matched with the shipped CSV.
    /// - Parameter skippedLines: The first bad lines.
    /// - Parameter skippedCount: All bad lines.
    /// - Parameter watchlistNotInCatalog: Watchlist entries the catalog has no movie for.
    public init(
        source: String, movies: Int, series: Int = 0, miniSeries: Int = 0, episodes: Int = 0,
        episodesWithoutSeries: Int = 0, people: Int, credits: Int, unknownPeople: Int, withoutYear: Int,
        adultLeftOut: Int, unrated: Int, matched: Int, skippedLines: [SkippedLine], skippedCount: Int,
        watchlistNotInCatalog: Int = 0
    ) {
        self.source = source
        self.movies = movies
        self.series = series
        self.miniSeries = miniSeries
        self.episodes = episodes
        self.episodesWithoutSeries = episodesWithoutSeries
        self.people = people
        self.credits = credits
        self.unknownPeople = unknownPeople
        self.withoutYear = withoutYear
        self.adultLeftOut = adultLeftOut
        self.unrated = unrated
        self.matched = matched
        self.skippedLines = skippedLines
        self.skippedCount = skippedCount
        self.watchlistNotInCatalog = watchlistNotInCatalog
    }

    /// The share of stored movies matched with the shipped CSV, 0 to 1.
    public var matchRate: Double {
        movies == 0 ? 0 : Double(matched) / Double(movies)
    }

    /// The report for the user, several lines:
    ///
    /// ```
    /// 9 movies, 3 series, 1 mini-series, 26 episodes, 25 people, 41 credits imported; 4 people named by
    /// credits absent from name.basics
    /// left out: 2 titles without a start year, 1 adult title, 2 episodes whose series is missing; 1 movie
    /// unrated
    /// 6 of 9 movies (66.7%) matched the shipped CSV by title and year
    /// 7 bad lines skipped: title.basics.tsv.gz line 17: has 6 fields, expected 9; ...
    /// ```
    public var summary: String {
        var lines = [
            "\(movies.grouped) movies, \(titlesOfSeries)\(people.grouped) people, \(credits.grouped) credits "
                + "imported; \(unknownPeople.grouped) \(unknownPeople == 1 ? "person" : "people") named by "
                + "credits absent from name.basics",
            "left out: \(withoutYear.grouped) \(withoutYear == 1 ? "title" : "titles") without a start year, "
                + "\(adultLeftOut.grouped) adult \(adultLeftOut == 1 ? "title" : "titles")"
                + (episodesWithoutSeries > 0
                    ? ", \(episodesWithoutSeries.counted("episode", plural: "episodes")) whose series is missing"
                    : "")
                + "; \(unrated.grouped) \(unrated == 1 ? "movie" : "movies") unrated",
            "\(matched.grouped) of \(movies.grouped) movies (\(Self.percent(matchRate))) matched the shipped CSV "
                + "by title and year",
        ]
        if watchlistNotInCatalog > 0 {
            lines.append(
                "kept \(watchlistNotInCatalog.counted("watchlist entry", plural: "watchlist entries")) this "
                    + "catalog does not have (shown as not in this catalog; they re-link after a switch back)")
        }
        if skippedCount > 0 {
            var text =
                "\(skippedCount.grouped) bad \(skippedCount == 1 ? "line" : "lines") skipped: "
                + skippedLines.map(\.description).joined(separator: "; ")
            if skippedCount > skippedLines.count {
                text += "; and \((skippedCount - skippedLines.count).grouped) more"
            }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// `3 series, 1 mini-series, 26 episodes, ` when any were imported, else nothing.
    private var titlesOfSeries: String {
        guard series + miniSeries + episodes > 0 else { return "" }
        return "\(series.grouped) series, \(miniSeries.grouped) mini-series, "
            + "\(episodes.counted("episode", plural: "episodes")), "
    }

    private static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
