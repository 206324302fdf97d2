import MovieCatalog
import TerminalUI

/// What the user's statistics show: plain values the presenter builds from the library's figures.
public struct MyStatsViewModel: Hashable, Sendable {
    /// A bar of a chart: its label and count (the catalog statistics' own).
    public typealias Count = StatsViewModel.Count

    /// One of the lists under the charts: names and their counts, or the year's best films.
    public struct Panel: Hashable, Sendable {
        /// One line: a name (`"Francis Ford Coppola"`) and its value (`"4"`, empty for the best films).
        public struct Line: Hashable, Sendable {
            /// The name, or the film with its stars.
            public var text: String
            /// The count, right-aligned.
            public var value: String
        }

        /// The title (`"Most watched directors"`).
        public var title: String
        /// The lines, most first.
        public var lines: [Line]
    }

    /// One year of the films-and-hours chart: `2026`, 142 films, `"281 h"`.
    public struct YearLine: Hashable, Sendable {
        /// The year.
        public var year: String
        /// The films seen that year (the bar).
        public var films: Int
        /// Their hours (`"281 h"`, `"45 min"`).
        public var hours: String
    }

    /// `"2026 in review · 153 viewings of 142 films · 281 h · 11 rewatches"`.
    public var header: String
    /// Whether there is no viewing to count.
    public var isEmpty: Bool
    /// Films and hours per year, oldest first.
    public var perYear: [YearLine]
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
        perYear = statistics.perYear.map {
            YearLine(year: String($0.period), films: $0.films, hours: Self.hours($0.minutes))
        }
        perMonth = statistics.perMonth.map { figures in
            Count(
                Self.monthAbbreviations.indices.contains(figures.period - 1)
                    ? Self.monthAbbreviations[figures.period - 1] : String(figures.period), figures.viewings)
        }
        monthTitle = "Viewings per month · " + (statistics.year.map(String.init) ?? "all years")
        myRatings = statistics.myRatingCounts.prefix(10).enumerated().map { Count(String($0.offset + 1), $0.element) }
        ratingTitle = "Your ratings" + Self.difference(statistics)
        let best = statistics.highestRated.map { viewing in
            Panel.Line(
                text: (viewing.rating.map { $0.stars.padded(to: 6) } ?? "      ") + viewing.displayTitle
                    + (viewing.displayYear.map { " (\($0))" } ?? ""), value: "")
        }
        panels = [
            Panel(title: "Most watched directors", lines: statistics.directors.map(Self.line)),
            Panel(title: "Most watched actors", lines: statistics.actors.map(Self.line)),
            Panel(title: "Genres", lines: statistics.genres.map(Self.line)),
            // Most watched first, as the other lists: in time order a short panel showed only the
            // oldest decades.
            Panel(
                title: "Decades",
                lines: statistics.decades.sorted { ($0.count, $1.name) > ($1.count, $0.name) }.map(Self.line)),
            Panel(title: "Most rewatched", lines: statistics.mostRewatched.map(Self.line)),
            Panel(title: statistics.year.map { "Best of \($0)" } ?? "Rated highest", lines: best),
        ]
    }

    /// The months' short names.
    static let monthAbbreviations = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    private static func line(_ named: NamedCount) -> Panel.Line {
        Panel.Line(text: named.name, value: named.count.grouped)
    }

    /// `"281 h"`, or `"45 min"` under an hour.
    static func hours(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\((minutes / 60).grouped) h"
    }

    /// ` · 0.4 below IMDb`, or empty without a rated film the catalog rates.
    static func difference(_ statistics: LibraryStatistics) -> String {
        guard let mean = statistics.meanDifference else { return "" }
        let size = ValueFormat.nearest(abs(mean) * 10)
        let amount = "\(size / 10).\(size % 10)"
        let side = size == 0 ? "level with IMDb" : "\(amount) \(mean > 0 ? "above" : "below") IMDb"
        return " · \(side)"
    }
}
