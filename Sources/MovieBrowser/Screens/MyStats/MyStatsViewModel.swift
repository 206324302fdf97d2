import MovieCatalog
import TerminalUI

/// What the user's statistics show: plain values the presenter builds from the library's figures.
public struct MyStatsViewModel: Hashable, Sendable {
    /// A bar of a chart: its label and count (the catalog statistics' own).
    public typealias Count = StatsViewModel.Count

    /// One of the lists under the charts: bars of counts, or lines of text (the year's best).
    public struct Panel: Hashable, Sendable {
        /// The title (`"Most watched directors"`).
        public var title: String
        /// The bars, most first.
        public var counts: [Count]
        /// Lines of text, for a panel without bars.
        public var lines: [String]
    }

    /// `"2026 in review · 153 viewings of 142 films · 281 h · 11 rewatches"`.
    public var header: String
    /// Whether there is no viewing to count.
    public var isEmpty: Bool
    /// Films per year, oldest first, labelled with the year and its hours (`2026 · 281 h`).
    public var perYear: [Count]
    /// Viewings per month, January first.
    public var perMonth: [Count]
    /// The months chart's title.
    public var monthTitle: String
    /// How many films the user rated 1 to 10 (half stars).
    public var myRatings: [Count]
    /// The ratings chart's title, with the mean difference from IMDb's.
    public var ratingTitle: String
    /// The lists: directors, actors, genres, decades, rewatches, the best rated.
    public var panels: [Panel]
    /// Which lists show first when not all fit.
    public var panelPage = 0

    /// The model of `statistics`.
    ///
    /// - Parameter statistics: The figures of a year or of every year.
    public init(_ statistics: LibraryStatistics) {
        let period = statistics.year.map { "\($0) in review" } ?? "All years"
        header =
            "\(period) · \(statistics.viewings.counted("viewing")) of \(statistics.films.counted("film"))"
            + " · \(Self.hours(statistics.minutes)) · \(statistics.rewatches.counted("rewatch", plural: "rewatches"))"
        isEmpty = statistics.viewings == 0
        perYear = statistics.perYear.map { Count("\($0.period) · \(Self.hours($0.minutes))", $0.films) }
        perMonth = statistics.perMonth.map { figures in
            Count(
                Self.monthAbbreviations.indices.contains(figures.period - 1)
                    ? Self.monthAbbreviations[figures.period - 1] : String(figures.period), figures.viewings)
        }
        monthTitle = "Viewings per month · " + (statistics.year.map(String.init) ?? "all years")
        myRatings = statistics.myRatingCounts.prefix(10).enumerated().map { Count(String($0.offset + 1), $0.element) }
        ratingTitle = "Your ratings" + Self.difference(statistics)
        let best = statistics.highestRated.map { viewing in
            (viewing.rating.map { $0.stars.padded(to: 6) } ?? "      ") + viewing.displayTitle
                + (viewing.displayYear.map { " (\($0))" } ?? "")
        }
        panels = [
            Panel(title: "Most watched directors", counts: statistics.directors.map(Self.count), lines: []),
            Panel(title: "Most watched actors", counts: statistics.actors.map(Self.count), lines: []),
            Panel(title: "Genres", counts: statistics.genres.map(Self.count), lines: []),
            Panel(title: "Decades", counts: statistics.decades.map(Self.count), lines: []),
            Panel(title: "Most rewatched", counts: statistics.mostRewatched.map(Self.count), lines: []),
            Panel(
                title: statistics.year.map { "Best of \($0)" } ?? "Rated highest", counts: [], lines: best),
        ]
    }

    /// The months' short names.
    static let monthAbbreviations = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    private static func count(_ named: NamedCount) -> Count { Count(named.name, named.count) }

    /// `"281 h"`, or `"45 min"` under an hour.
    static func hours(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\((minutes / 60).grouped) h"
    }

    /// ` · 0.4 below IMDb on 120 films`, or empty without a rated film.
    static func difference(_ statistics: LibraryStatistics) -> String {
        guard let mean = statistics.meanDifference else { return "" }
        let size = ValueFormat.nearest(abs(mean) * 10)
        let amount = "\(size / 10).\(size % 10)"
        let side = size == 0 ? "level with IMDb" : "\(amount) \(mean > 0 ? "above" : "below") IMDb"
        return " · \(side) on \(statistics.ratingPairs.count.counted("film"))"
    }
}
