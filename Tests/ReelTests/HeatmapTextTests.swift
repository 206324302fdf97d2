import MovieCatalog
import Testing

@testable import reel

/// `reel heatmap`'s cells: colored on a terminal unless `NO_COLOR` says otherwise, 256 colors where
/// `TERM` offers them, digits and shades everywhere else.
@Suite struct HeatmapTextTests {
    @Test func colorsOnlyOnATerminalWithoutNoColor() {
        let xterm = ["TERM": "xterm-256color"]
        #expect(HeatmapText.style(isTerminal: true, environment: xterm, ascii: false) == .color256)
        #expect(HeatmapText.style(isTerminal: true, environment: ["TERM": "xterm"], ascii: false) == .color16)
        #expect(
            HeatmapText.style(isTerminal: true, environment: ["TERM": "xterm", "COLORTERM": "truecolor"], ascii: false)
                == .color256)
        #expect(HeatmapText.style(isTerminal: false, environment: xterm, ascii: true) == .plain(ascii: true))
        #expect(
            HeatmapText.style(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"], ascii: false)
                == .plain(ascii: false))
        #expect(
            HeatmapText.style(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""], ascii: false)
                == .color16, "an empty NO_COLOR does not count")
        #expect(
            HeatmapText.style(isTerminal: true, environment: ["TERM": "dumb"], ascii: false) == .plain(ascii: false))
    }

    @Test func aCellIsItsDigitsOnItsBandsColorOrFollowedByItsShade() {
        #expect(
            HeatmapText.cell(rating: 9.24, band: .superb, style: .color256) == "\u{1B}[38;5;231;48;5;28m 9.2 \u{1B}[0m")
        #expect(HeatmapText.cell(rating: 5.1, band: .poor, style: .color16) == "\u{1B}[97;41m 5.1 \u{1B}[0m")
        #expect(HeatmapText.cell(rating: 8.4, band: .great, style: .plain(ascii: false)) == "8.4▓")
        #expect(HeatmapText.cell(rating: 6.5, band: .fair, style: .plain(ascii: true)) == "6.5:")
        #expect(HeatmapText.cell(rating: 10, band: .superb, style: .plain(ascii: false)) == " 10█", "a 10 fits")
        #expect(HeatmapText.cell(rating: nil, band: .unrated, style: .plain(ascii: false)) == "  · ")
    }

    @Test func coloredCellsTouchAndPlainOnesStandApart() {
        let episodes = [8.1, 9.3].enumerated().map { index, rating in
            Episode(
                id: 10 + index, seriesID: 9, season: 1, number: index + 1, title: "E", year: 2000, minutes: nil,
                rating: rating, votes: 5)
        }
        let series = Movie(
            id: 9, title: "Show", year: 2000, minutes: nil, budget: nil, rating: 8, votes: 5, ratingShares: nil,
            mpaa: nil, genres: [], kind: .series, endYear: 2001)
        let map = SeriesHeatmap(seasons: SeriesSeason.grouping(episodes), columns: 10)
        let colored = HeatmapText.render(series, heatmap: map, style: .color16).split(separator: "\n")
        #expect(colored.contains("S1 \u{1B}[30;102m 8.1 \u{1B}[0m\u{1B}[97;42m 9.3 \u{1B}[0m"), "\(colored)")
        let plain = HeatmapText.render(series, heatmap: map, style: .plain(ascii: false)).split(separator: "\n")
        #expect(plain.first == "Show (2000–2001) · 1 season · 2 episodes" && plain.contains("S1 8.1▓ 9.3█"))
    }

    @Test func aSoapOfTenThousandEpisodesFitsTheWidth() {
        let episodes = (0..<10_000).map { index in
            Episode(
                id: 1 + index, seriesID: 99, season: index / 200 + 1, number: index % 200 + 1, title: "Episode",
                year: 1990, minutes: 30, rating: 5 + Double(index % 50) / 10, votes: 10)
        }
        let seasons = SeriesSeason.grouping(episodes)
        let columns = HeatmapText.columns(width: 80, seasons: seasons)
        let text = HeatmapText.render(
            Movie(
                id: 99, title: "Soap", year: 1990, minutes: 30, budget: nil, rating: 6, votes: 10, ratingShares: nil,
                mpaa: nil, genres: [], kind: .series),
            heatmap: SeriesHeatmap(seasons: seasons, columns: columns), style: .plain(ascii: false))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2 + 50 + 2, "a heading, the header, 50 seasons, the note and the legend")
        #expect(lines.allSatisfy { $0.count <= 80 }, "every line fits 80 columns")
        #expect(lines.contains("each cell: 14 episodes (their mean rating)"), "200 episodes in 15 cells")
    }
}
