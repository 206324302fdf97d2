import Foundation
import Testing

/// The Series and Episode screens in the real binary over the IMDb fixture: a series opened from
/// the search, the cursor moved over its heatmap, an episode opened, the next one, and back to the
/// series with the cursor on the episode last shown.
@Suite(.serialized)
struct SeriesEndToEndTests {
    /// Starts reel over `database` at 80×24, or `wide`: at 200×60 under `TERM=tmux-256color`.
    private func start(_ database: String, wide: Bool = false) throws -> TmuxSession {
        let reel = try BuiltProducts.executable("reel")
        let state = ReelCatalog.stateHome(of: database)
        return try TmuxSession(
            command: ["env", "LC_ALL=C.UTF-8", "NO_COLOR="] + (wide ? ["TERM=tmux-256color"] : []) + [
                "XDG_STATE_HOME=" + state, "XDG_CONFIG_HOME=" + state, reel, "--database", database, "--library",
                ReelCatalog.library(of: database), "--csv", ReelCatalog.csv,
            ],
            width: wide ? 200 : 80, height: wide ? 60 : 24)
    }

    /// The pane's lines.
    private static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The first line of `screen` that starts with `prefix` once its leading spaces are dropped.
    private static func line(startingWith prefix: String, in screen: String) -> String? {
        lines(screen).first { $0.drop(while: { $0 == " " }).hasPrefix(prefix) }
    }

    /// The heatmap's selected-episode line (`▸ S02E02  Grilled · 2009 · …`), or nil.
    private static func selected(_ screen: String) -> String? {
        line(startingWith: "▸ ", in: screen)
    }

    /// Waits for the title table with no screen above it.
    @discardableResult
    private func waitForTable(_ tmux: TmuxSession) throws -> String {
        try tmux.waitForScreen("the title table alone", timeout: .seconds(20)) { screen in
            let top = Self.lines(screen).first ?? ""
            return top.contains("Movies") && !top.contains("›") && screen.contains("Title") && screen.contains("Votes")
        }
    }

    /// Searches `breaking`, keeps the filter, and opens the only row, Breaking Bad's Series screen.
    @discardableResult
    private func openBreakingBad(_ tmux: TmuxSession) throws -> String {
        try waitForTable(tmux)
        try tmux.send("/")
        try tmux.send("-l", "breaking")
        try tmux.waitForScreen("the search results") { $0.contains("1 of 1 (filtered)") && $0.contains("Breaking Bad") }
        try tmux.send("Enter")
        // Enter keeps the filter and leaves the search box: the terminal's cursor is hidden again.
        try tmux.waitForScreen("the search box left") { _ in (try? tmux.format("#{cursor_flag}")) == "0" }
        try tmux.send("Enter")
        return try tmux.waitForSettledScreen("Breaking Bad's Series screen") { screen in
            (Self.lines(screen).first ?? "").contains("Movies › Breaking Bad") && screen.contains("Over the run")
                && Self.selected(screen) != nil
        }
    }

    /// Sends `key` on the Series screen and waits for the selected line to name `code` and `title`.
    @discardableResult
    private func move(_ key: String, to code: String, _ title: String, in tmux: TmuxSession) throws -> String {
        try tmux.send(key)
        return try tmux.waitForScreen("\(key) to select \(code) \(title)") {
            Self.selected($0)?.contains("▸ \(code)  \(title) · ") == true
        }
    }

    /// Waits for the Episode screen of `code` `title`.
    @discardableResult
    private func waitForEpisode(_ code: String, _ title: String, in tmux: TmuxSession) throws -> String {
        try tmux.waitForScreen("the Episode screen of \(code)") { screen in
            (Self.lines(screen).first ?? "").contains("Movies › Breaking Bad › \(code)")
                && screen.contains("Breaking Bad · \(code) · \(title)")
        }
    }

    @Test func aSeriesFromTheSearchItsHeatmapAnEpisodeTheNextAndBack() throws {
        let database = try IMDbCatalog.freshDatabase()
        let tmux = try start(database)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        let series = try openBreakingBad(tmux)
        #expect(series.contains("Breaking Bad  2008–2013 · series · ★ 9.5"), "\(series)")
        #expect(series.contains("5 seasons · seen 0 of 18 episodes; next: S01E01"), "\(series)")
        // One row per season: its episode count, its average, then one cell per episode.
        let seasons = (1...5).map { Self.line(startingWith: "S\($0) ", in: series) ?? "" }
        #expect(seasons[0].hasPrefix(" S1    3  8.8 9.0 8.6 8.7"), "\(series)")
        #expect(seasons[1].hasPrefix(" S2    4  8.6 8.6 9.2 8.3 8.2"), "\(series)")
        #expect(seasons[2].hasPrefix(" S3    4  8.4 8.6 8.7 8.4 7.8"), "\(series)")
        #expect(seasons[3].hasPrefix(" S4    3  9.6 9.2 9.6 9.9"), "\(series)")
        // S05E14 "Ozymandias", rated 10.0, is S5's second cell; S05E15 is unrated.
        #expect(seasons[4].hasPrefix(" S5    4  9.7 9.2  10  –  9.9"), "\(series)")
        #expect(Self.selected(series)?.hasPrefix(" ▸ S01E01  Pilot · 2008") == true, "\(series)")
        #expect((Self.lines(series).first ?? "").hasSuffix("S01E01 · 1 of 18"), "\(series)")

        try move("Down", to: "S02E01", "Seven Thirty-Seven", in: tmux)
        try move("Right", to: "S02E02", "Grilled", in: tmux)
        try move("Down", to: "S03E02", "Caballo sin Nombre", in: tmux)
        try move("Down", to: "S04E11", "Crawl Space", in: tmux)
        let onOzymandias = try move("Down", to: "S05E14", "Ozymandias", in: tmux)
        #expect(
            Self.selected(onOzymandias)?.contains("★ 10.0 · 230,000 votes") == true,
            "Ozymandias' line: \(onOzymandias)")
        try move("Left", to: "S05E01", "Live Free or Die", in: tmux)
        try move("Right", to: "S05E14", "Ozymandias", in: tmux)

        try tmux.send("Enter")
        let episode = try waitForEpisode("S05E14", "Ozymandias", in: tmux)
        #expect(episode.contains("Rating       10.0 / 10 from 230,000 votes"), "\(episode)")
        #expect(episode.contains("S05E14 · 16 of 18 in broadcast order"), "\(episode)")
        #expect(episode.contains("tt2301451"), "\(episode)")

        try tmux.send("]")
        let next = try waitForEpisode("S05E15", "Granite State", in: tmux)
        #expect(next.contains("S05E15 · 17 of 18 in broadcast order"), "\(next)")
        #expect(next.contains("tt2301455"), "\(next)")
        #expect(next.contains("Previous     S05E14  Ozymandias"), "\(next)")

        try tmux.send("Escape")
        let back = try tmux.waitForScreen("the Series screen on S05E15") { screen in
            (Self.lines(screen).first ?? "").hasSuffix("S05E15 · 17 of 18") && screen.contains("Over the run")
        }
        let selectedLine = try #require(Self.selected(back), "\(back)")
        #expect(selectedLine.hasPrefix(" ▸ S05E15  Granite State · 2013"), "\(back)")
        #expect(selectedLine.contains("unrated"), "Granite State has no rating: \(selectedLine)")

        try tmux.send("Escape")
        let table = try waitForTable(tmux)
        #expect(table.contains("Breaking Bad"), "the table keeps its search: \(table)")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    /// An episode's IMDb id typed in the search box opens that episode, not its series.
    @Test func anEpisodesIDInTheSearchBoxOpensTheEpisode() throws {
        let database = try IMDbCatalog.freshDatabase()
        let tmux = try start(database)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try tmux.send("/")
        try tmux.send("-l", "tt2301451")
        try tmux.send("Enter")
        let episode = try tmux.waitForScreen("the Episode screen over the table") { screen in
            (Self.lines(screen).first ?? "").contains("Movies › S05E14")
                && screen.contains("Breaking Bad · S05E14 · Ozymandias")
        }
        #expect(episode.contains("Rating       10.0 / 10 from 230,000 votes"), "\(episode)")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func aWideTmuxTerminalDrawsTheHeatmapInColorWithItsLegendAndSparkline() throws {
        let database = try IMDbCatalog.freshDatabase()
        let tmux = try start(database, wide: true)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        let series = try openBreakingBad(tmux)
        let legend = try #require(Self.line(startingWith: "≥ 9", in: series), "\(series)")
        #expect(legend.contains("8–9") && legend.contains("< 6") && legend.contains("unrated"), "\(legend)")
        let sparkline = try #require(Self.line(startingWith: "Over the run ", in: series), "\(series)")
        let bars = sparkline.filter { "▁▂▃▄▅▆▇█".contains($0) }
        #expect(bars.count == 17, "one bar per rated episode: \(sparkline)")
        #expect(sparkline.hasSuffix("7.8–10.0"), "\(sparkline)")
        #expect(series.contains("Best · ≥ "), "\(series)")
        #expect(Self.line(startingWith: "10  S05E14  Ozymandias", in: series) != nil, "\(series)")
        // Nine episodes have the median votes or more: five are the best, the other four the worst.
        #expect(series.contains("S03E10  Fly"), "the worst list: \(series)")

        // The terminal draws in color: Ozymandias' cell has a 256-color background.
        let styled = try tmux.run(["capture-pane", "-p", "-e", "-t", "t"])
        let s5 = try #require(Self.lines(styled).first { $0.contains("S5    4  9.7") }, "\(styled)")
        #expect(s5.contains("48;5;"), "a cell's background color: \(s5.debugDescription)")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }
}
