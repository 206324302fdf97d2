import MovieCatalog

/// The text of `reel heatmap`: a series' ratings as a season-by-episode grid (``SeriesHeatmap``).
///
/// A header row numbers the cells, then one row per season (`S1`, `S0` for specials, `S?` for the
/// unknown season), each cell its rating (`8.4`, `·` unrated). In color, each cell takes its
/// ``RatingBand``'s color; without, the band's shade follows the digits (`8.4▓`), so the grid still
/// reads through a pipe, in a file or under `NO_COLOR`.
///
/// ```
///        1    2    3
/// S1   8.4▓ 9.1█ 7.6▒
/// ```
enum HeatmapText {
    /// How cells are drawn.
    enum Style: Equatable {
        /// Digits and the band's shade (``RatingBand/shade``, or ``RatingBand/asciiShade`` when `ascii`).
        case plain(ascii: Bool)
        /// The 16 ANSI colors.
        case color16
        /// The 256 colors of xterm.
        case color256
    }

    /// The columns a cell takes, its separator included.
    static let cellWidth = 5

    /// The style for standard output: colors when it is a terminal, `NO_COLOR` is unset or empty and
    /// `TERM` is not `dumb` (256 of them when `TERM` says `256color` or `COLORTERM` is set), else plain.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether standard output is a terminal.
    ///   - environment: The process's environment.
    ///   - ascii: Plain shades in ASCII.
    static func style(isTerminal: Bool, environment: [String: String], ascii: Bool) -> Style {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let term = environment["TERM"] ?? ""
        guard isTerminal, !noColor, term != "dumb" else { return .plain(ascii: ascii) }
        let colorTerm = environment["COLORTERM"].map { !$0.isEmpty } ?? false
        return term.contains("256color") || colorTerm ? .color256 : .color16
    }

    /// `S3`, `S0`, `S?`: a season's row label.
    static func label(_ season: SeriesSeason) -> String {
        season.number.map { "S\($0)" } ?? "S?"
    }

    /// The width of the row labels of `seasons`.
    static func labelWidth(_ seasons: [SeriesSeason]) -> Int {
        max(2, seasons.map { label($0).count }.max() ?? 2)
    }

    /// How many cells a row of `seasons` may have in `width` columns (at least 1).
    static func columns(width: Int, seasons: [SeriesSeason]) -> Int {
        max(1, (width - labelWidth(seasons) - 1) / cellWidth)
    }

    /// The grid: a heading, the header row, one row per season, a line saying how many episodes a cell
    /// stands for where a row is summarised, and the legend.
    ///
    /// - Parameters:
    ///   - series: The series (its title and years head the grid).
    ///   - heatmap: Its heatmap.
    ///   - style: How cells are drawn.
    static func render(_ series: Movie, heatmap: SeriesHeatmap, style: Style) -> String {
        let seasons = heatmap.rows.map(\.season)
        let labels = labelWidth(seasons)
        let episodes = seasons.reduce(0) { $0 + $1.episodes.count }
        var lines = [
            SeriesText.heading(series).escapingControlCharacters + " · "
                + seasons.count.counted("season") + " · " + episodes.counted("episode")
        ]
        guard heatmap.width > 0 else {
            lines.append("No episodes in this catalog (`reel import --imdb` keeps series' episodes).")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("")
        let header = (1...heatmap.width).map { TextLayout.padLeft(String($0), cellWidth - 1) }
        lines.append(String(repeating: " ", count: labels) + " " + header.joined(separator: " "))
        for row in heatmap.rows {
            let cells = row.cells.map { cell(rating: $0.rating, band: $0.band, style: style) }
            // Colored cells touch, as a heatmap's do; plain ones are apart, so each shade stays its digits'.
            let separator = style == .color16 || style == .color256 ? "" : " "
            let line = TextLayout.padRight(label(row.season), labels) + " " + cells.joined(separator: separator)
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        if let note = summaryNote(heatmap) { lines.append(note) }
        lines.append(legend(style))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One cell: `8.4▓` as text (4 columns, a space after it), or ` 8.4 ` on the band's color (5).
    static func cell(rating: Double?, band: RatingBand, style: Style) -> String {
        let digits = rating.map(number) ?? "·"
        switch style {
        case .plain(let ascii):
            let shade = band == .unrated ? " " : String(ascii ? band.asciiShade : band.shade)
            return TextLayout.padLeft(digits, cellWidth - 2) + shade
        case .color16, .color256:
            return colored(TextLayout.padLeft(digits, cellWidth - 1) + " ", band: band, style: style)
        }
    }

    /// A rating in at most 3 columns: `8.4`, `10` for a perfect 10.
    static func number(_ rating: Double) -> String {
        let text = TextLayout.decimal(rating)
        return text.count > 3 ? String(Int(rating.rounded())) : text
    }

    /// `each cell: 2 episodes in S3, S5` for the summarised rows (`each cell: 14 episodes` when every
    /// row is summarised alike), or `nil` when none is.
    static func summaryNote(_ heatmap: SeriesHeatmap) -> String? {
        let summarised = heatmap.rows.filter { $0.episodesPerCell > 1 }
        guard !summarised.isEmpty else { return nil }
        let sizes = Set(summarised.map(\.episodesPerCell)).sorted()
        if sizes.count == 1, summarised.count == heatmap.rows.count {
            return "each cell: \(sizes[0].counted("episode")) (their mean rating)"
        }
        let parts = sizes.map { size in
            let rows = summarised.filter { $0.episodesPerCell == size }.map { label($0.season) }
            return "\(size.counted("episode")) in \(rows.joined(separator: ", "))"
        }
        return "each cell: " + parts.joined(separator: "; ") + " (their mean rating)"
    }

    /// The bands, best first, each with its shade or color.
    static func legend(_ style: Style) -> String {
        let items = RatingBand.allCases.reversed().map { band -> String in
            switch style {
            case .plain(let ascii):
                let shade = band == .unrated ? "·" : String(ascii ? band.asciiShade : band.shade)
                return "[\(shade)] \(band.legend)"
            case .color16, .color256:
                return colored("   ", band: band, style: style) + " " + band.legend
            }
        }
        return "legend: " + items.joined(separator: "  ")
    }

    /// `text` on the band's color, reset after.
    static func colored(_ text: String, band: RatingBand, style: Style) -> String {
        "\u{1B}[" + colorCode(band, style: style) + "m" + text + "\u{1B}[0m"
    }

    /// The SGR parameters of the band's colors: a red-to-green ramp, dark text on light cells.
    static func colorCode(_ band: RatingBand, style: Style) -> String {
        let (background, foreground): (Int, Int)
        if style == .color256 {
            switch band {
            case .unrated: (background, foreground) = (238, 250)
            case .poor: (background, foreground) = (160, 231)
            case .fair: (background, foreground) = (208, 16)
            case .good: (background, foreground) = (220, 16)
            case .great: (background, foreground) = (112, 16)
            case .superb: (background, foreground) = (28, 231)
            }
            return "38;5;\(foreground);48;5;\(background)"
        }
        switch band {
        case .unrated: return "37;100"
        case .poor: return "97;41"
        case .fair: return "30;101"
        case .good: return "30;43"
        case .great: return "30;102"
        case .superb: return "97;42"
        }
    }
}
