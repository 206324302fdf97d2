@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// The library on the Series and Episode screens: `l` logs an episode (the one under the series'
/// cursor), `w` and `a` put the series or the episode on the watchlist or a list, the progress line
/// counts what was logged; an episode's entry in the diary, the watchlist or a list opens its
/// Episode screen; the series' detail is headed with its run.
@MainActor
@Suite struct SeriesLibraryKeysTests {
    /// S03E04, Green Light: the next to watch after the 23 episodes ``SeriesScreenTests/breakingBad(size:)`` marks seen.
    static let greenLight = 1_000_304

    static func series(_ harness: BrowserHarness) throws -> SeriesPresenter {
        try #require(harness.browser.navigator.top as? SeriesView).presenter
    }

    static func episode(_ harness: BrowserHarness) throws -> EpisodePresenter {
        try #require(harness.browser.navigator.top as? EpisodeView).presenter
    }

    @Test func anEpisodeOpensItsEpisodeScreenAndASeriesItsSeriesScreen() throws {
        let pilot = try #require(SeriesFixtures.breakingBadEpisodes.first { $0.id == SeriesFixtures.pilot })
        let entry = Movie(episode: pilot, series: SeriesFixtures.series[0])
        #expect(entry.kind == .episode)
        #expect(entry.title.display == "Breaking Bad · S01E01 · Pilot")
        #expect(Route.title(entry) == .episode(id: SeriesFixtures.pilot))
        #expect(Route.title(SeriesFixtures.series[0]) == .series(id: SeriesFixtures.breakingBad))
        #expect(Route.title(Fixtures.movies[0]) == .detail(movieID: Fixtures.movies[0].id))
    }

    @Test func aDiaryEntryOfAnEpisodeOpensTheEpisodeScreen() throws {
        let harness = try SeriesScreenTests.harness()
        _ = try harness.diary.log(
            movieID: SeriesFixtures.ozymandias, ViewingDetails(date: CalendarDate(iso: "2026-11-19")))
        try harness.browser.navigator.push(.diary)
        #expect(try harness.draw().contains("Breaking Bad · S05E14 · Ozymandias"))
        harness.press(.enter)
        #expect(harness.browser.navigator.routes.last == .episode(id: SeriesFixtures.ozymandias))
        #expect(try harness.draw().contains("Breaking Bad · S05E14 · Ozymandias"))
    }

    @Test func aWatchlistEntryOfAnEpisodeOpensTheEpisodeScreen() throws {
        let harness = try SeriesScreenTests.harness()
        _ = try harness.watchlist.add(movieID: SeriesFixtures.pilot)
        try harness.browser.navigator.push(.watchlist)
        #expect(try harness.draw().contains("Breaking Bad · S01E01 · Pilot"))
        harness.press(.enter)
        #expect(harness.browser.navigator.routes.last == .episode(id: SeriesFixtures.pilot))
    }

    @Test func aListEntryOfAnEpisodeOpensTheEpisodeScreen() throws {
        let harness = try SeriesScreenTests.harness()
        let list = try harness.lists.create(ListDetails(name: "Best episodes"))
        try harness.lists.add(movieID: SeriesFixtures.ozymandias, toList: list.id, note: nil)
        try harness.browser.navigator.push(.list(id: list.id))
        #expect(try harness.draw().contains("Breaking Bad · S05E14 · Ozymandias"))
        harness.press(.enter)
        #expect(harness.browser.navigator.routes.last == .episode(id: SeriesFixtures.ozymandias))
    }

    @Test func lOnTheSeriesLogsTheEpisodeUnderTheCursorAndTheProgressCountsIt() throws {
        let harness = try SeriesScreenTests.breakingBad()
        #expect(try harness.draw().contains("seen 23 of 64 episodes; next: S03E04"))
        harness.type("l")
        #expect(try #require(harness.browser.navigator.top).isEditingText)
        #expect(try harness.draw().contains("Log a viewing · Breaking Bad · S03E04 · Green Light (2010)"))
        harness.press(.enter)
        let viewing = try #require(harness.diary.all.first)
        #expect(harness.diary.all.count == 1)
        #expect(viewing.movieID == Self.greenLight)
        #expect(viewing.date == CalendarDate(iso: "2026-11-20"))
        #expect(try Self.series(harness).status == "Logged Breaking Bad · S03E04 · Green Light (2010) on 2026-11-20")
        let screen = try harness.draw()
        #expect(screen.contains("seen 24 of 64 episodes; next: S03E05"), "\(screen)")
        #expect(screen.contains("S03E04  Green Light · 2010 · 47 min · ★ 8.4 · "), "\(screen)")
        #expect(screen.contains(" votes · seen"), "the episode under the cursor shows seen: \(screen)")
        #expect(!(try #require(harness.browser.navigator.top).isEditingText))
    }

    @Test func escClosesTheSeriesLogDialogWithoutLogging() throws {
        let harness = try SeriesScreenTests.breakingBad()
        harness.type("l")
        harness.press(.escape)
        #expect(harness.diary.all.isEmpty)
        #expect(
            harness.browser.navigator.routes.last == .series(id: SeriesFixtures.breakingBad),
            "Esc closed the dialog only")
        #expect(try Self.series(harness).status == "nothing logged")
    }

    @Test func wAndAOnTheSeriesAreTheSeries() throws {
        let harness = try SeriesScreenTests.breakingBad()
        harness.type("w")
        #expect(try harness.watchlist.contains(movieID: SeriesFixtures.breakingBad))
        #expect(try Self.series(harness).status == "added Breaking Bad to the watchlist")
        harness.type("w")
        #expect(try !harness.watchlist.contains(movieID: SeriesFixtures.breakingBad))
        #expect(try Self.series(harness).status == "removed Breaking Bad from the watchlist")
        harness.type("a")
        #expect(harness.browser.navigator.routes.last == .addToList(movieID: SeriesFixtures.breakingBad))
    }

    @Test func theEpisodeScreenLogsWatchesAndListsTheEpisode() throws {
        let harness = try SeriesScreenTests.breakingBad()
        harness.press(.enter)
        #expect(harness.browser.navigator.routes.last == .episode(id: Self.greenLight))
        harness.type("l")
        #expect(try harness.draw().contains("Log a viewing · Breaking Bad · S03E04 · Green Light (2010)"))
        harness.type("8")
        harness.press(.enter)
        #expect(harness.diary.all.map(\.movieID) == [Self.greenLight])
        #expect(harness.diary.all.first?.rating == PersonalRating(8))
        harness.type("w")
        let entry = try #require(try harness.watchlist.entry(movieID: Self.greenLight))
        #expect(entry.movie?.kind == .episode)
        #expect(try Self.episode(harness).status == "added Breaking Bad · S03E04 · Green Light to the watchlist")
        harness.type("a")
        #expect(harness.browser.navigator.routes.last == .addToList(movieID: Self.greenLight))
        #expect(
            try harness.draw().contains("Breaking Bad · S03E04 · Green Light (2010)"), "the picker names the episode")
        harness.press(.escape, .escape)
        #expect(harness.browser.navigator.routes.last == .series(id: SeriesFixtures.breakingBad))
        #expect(try harness.draw().contains("seen 24 of 64 episodes; next: S03E05"), "read again on return")
    }

    @Test func theSeriesDetailIsHeadedWithItsRun() throws {
        let harness = try SeriesScreenTests.breakingBad()
        harness.type("d")
        #expect(harness.browser.navigator.routes.last == .detail(movieID: SeriesFixtures.breakingBad))
        let screen = try harness.draw()
        #expect(screen.contains("Breaking Bad (2008–2013)"), "\(screen)")
        #expect(screen.split(separator: "\n").contains { $0.contains("Years") && $0.contains("2008–2013") })
    }

    @Test func anEpisodeComparedFromTheWatchlistOpensItsEpisodeScreen() throws {
        let harness = try SeriesScreenTests.harness()
        for id in [SeriesFixtures.pilot, Fixtures.godfather] { _ = try harness.watchlist.add(movieID: id) }
        harness.press(.character("W"), .character("m"), .character("j"), .character("m"), .character("M"))
        #expect(
            harness.browser.navigator.routes.last == .compare(first: Fixtures.godfather, second: SeriesFixtures.pilot))
        #expect(try harness.draw().contains("Breaking Bad · S01E01 · Pilot"))
        harness.press(.character("2"))
        #expect(harness.browser.navigator.routes.last == .episode(id: SeriesFixtures.pilot))
    }
}
