@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The Series screen: its frames (color, no color, wide, a summarised soap), its progress line and
/// the routes its keys and Enter on a series elsewhere lead to.
@MainActor
@Suite struct SeriesScreenTests {
    /// The movie table over the fixture movies and series, with the series' people and credits.
    static func harness(size: Size = Size(width: 80, height: 24)) throws -> BrowserHarness {
        try BrowserHarness(
            size: size, movies: SeriesFixtures.movies, credits: SeriesFixtures.credits, people: SeriesFixtures.people)
    }

    /// The movie table with Breaking Bad pushed over it, 23 of its episodes seen (S01E01–S03E03).
    static func breakingBad(size: Size = Size(width: 80, height: 24)) throws -> BrowserHarness {
        let harness = try harness(size: size)
        let seen = SeriesFixtures.breakingBadEpisodes.filter { ($0.season ?? 0) >= 1 }.prefix(23)
        harness.series.markSeen(seen.map(\.id))
        try harness.browser.navigator.push(.series(id: SeriesFixtures.breakingBad))
        return harness
    }

    static func presenter(_ harness: BrowserHarness) throws -> SeriesPresenter {
        try #require(harness.browser.navigator.top as? SeriesView).presenter
    }

    @Test func goldenFrames() throws {
        var harness = try Self.breakingBad()
        try harness.draw()
        expectGolden(harness.terminal.screen.snapshot(styles: true), named: "series-mono-80x24")
        harness = try Self.breakingBad(size: Size(width: 200, height: 60))
        expectGolden(try harness.draw(), named: "series-200x60")
        harness = try Self.harness()
        try harness.browser.navigator.push(.series(id: SeriesFixtures.soap))
        expectGolden(try harness.draw(), named: "series-soap-80x24")
    }

    @Test func colorFrame() throws {
        let harness = try BrowserHarness(
            theme: Theme(palette: .dark, colorSupport: .ansi256), movies: SeriesFixtures.movies)
        try harness.browser.navigator.push(.series(id: SeriesFixtures.breakingBad))
        harness.press(.down, .down, .end)
        try harness.draw()
        expectGolden(harness.terminal.screen.snapshot(styles: true), named: "series-color-80x24")
    }

    @Test func theHeadingShowsTheRunTheKindAndTheProgress() throws {
        let screen = try Self.breakingBad().draw()
        #expect(screen.contains("Breaking Bad  2008–2013 · series · ★ 9.5 · 2,134,567 votes"))
        #expect(screen.contains("Drama, Crime, Thriller · 6 seasons · seen 23 of 64 episodes; next: S03E04"))
        #expect(screen.contains("S03E04  Green Light"), "the cursor starts on the next episode to watch")
    }

    @Test func aSoapIsSummarisedAndScrolls() throws {
        let harness = try Self.harness()
        try harness.browser.navigator.push(.series(id: SeriesFixtures.soap))
        var screen = try harness.draw()
        #expect(screen.contains("each cell: 11 episodes"))
        #expect(!screen.contains("S60 "), "the last season is below the screen")
        harness.press(.character("G"))
        screen = try harness.draw()
        #expect(screen.contains("S60 "), "the grid scrolled to the last season")
        let presenter = try Self.presenter(harness)
        #expect(presenter.cursor == SeriesCursor(row: 59, index: 165))
        harness.press(.enter)
        #expect(harness.browser.navigator.routes.last == .episode(id: 50_000_000 + 60_000 + 166))
    }

    @Test func enterOpensTheEpisodeUnderTheCursor() throws {
        let harness = try Self.breakingBad()
        harness.press(.right)
        harness.press(.enter)
        #expect(
            harness.browser.navigator.routes
                == [.movies, .series(id: SeriesFixtures.breakingBad), .episode(id: 1_000_305)])
    }

    @Test func aClickMovesTheCursorAndASecondOpensTheEpisode() throws {
        let harness = try Self.breakingBad()
        try harness.draw()
        // Season 1 is the grid's second row (screen row 6); its third cell starts at column 1 + 13 + 2 × 4.
        let click = Key.mouse(MouseEvent(.press(button: 1), at: Point(x: 22, y: 6)))
        harness.press(click)
        #expect(try Self.presenter(harness).selectedEpisode?.id == 1_000_103)
        harness.press(click)
        #expect(harness.browser.navigator.routes.last == .episode(id: 1_000_103))
    }

    @Test func dOpensTheSeriesDetail() throws {
        let harness = try Self.breakingBad()
        harness.press(.character("d"))
        #expect(harness.browser.navigator.routes.last == .detail(movieID: SeriesFixtures.breakingBad))
    }

    @Test func enterOnASeriesInTheMovieTableOpensItsScreen() throws {
        let harness = try Self.harness()
        harness.press(.down, .down, .down)
        try harness.draw()
        harness.press(.enter)
        #expect(harness.browser.navigator.routes == [.movies, .series(id: SeriesFixtures.breakingBad)])
        harness.press(.escape, .up, .enter)
        #expect(harness.browser.navigator.routes == [.movies, .detail(movieID: 5932)], "a movie opens its detail")
    }

    @Test func aPersonListsTheirSeriesAndEnterOpensIt() throws {
        let harness = try Self.harness()
        try harness.browser.navigator.push(.person(id: SeriesFixtures.cranston))
        let screen = try harness.draw()
        #expect(screen.contains("2008–2013   Breaking Bad (series)"))
        #expect(screen.contains("1942   Casablanca"))
        harness.press(.enter)
        #expect(harness.browser.navigator.routes.last == .series(id: SeriesFixtures.breakingBad))
        harness.press(.escape, .down, .enter)
        #expect(harness.browser.navigator.routes.last == .detail(movieID: Fixtures.casablanca))
    }

    @Test func aTitleWithoutEpisodesSaysSo() throws {
        let harness = try Self.harness()
        try harness.browser.navigator.push(.series(id: Fixtures.godfather))
        #expect(try harness.draw().contains("The Godfather is a movie, not a series: it has no episodes"))
        try harness.browser.navigator.push(.series(id: 7))
        #expect(try harness.draw().contains("No series has id 7 in this catalog"))
    }
}
