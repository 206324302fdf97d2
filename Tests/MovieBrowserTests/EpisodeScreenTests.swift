@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The Episode screen: its frame, the previous and next keys across a season, back to the series
/// with its cursor on the last episode shown, and its credits.
@MainActor
@Suite struct EpisodeScreenTests {
    /// Breaking Bad's screen over the movie table, with `episode` pushed over it.
    static func harness(episode: Int) throws -> BrowserHarness {
        let harness = try SeriesScreenTests.harness()
        try harness.browser.navigator.push(.series(id: SeriesFixtures.breakingBad))
        try harness.browser.navigator.push(.episode(id: episode))
        return harness
    }

    @Test func goldenFrame() throws {
        let harness = try Self.harness(episode: SeriesFixtures.pilot)
        expectGolden(try harness.draw(), named: "episode-80x24")
    }

    @Test func nextAndPreviousCrossASeasonInPlaceAndEscReturnsToTheLastShown() throws {
        let harness = try Self.harness(episode: 1_000_107)
        let series = Route.series(id: SeriesFixtures.breakingBad)
        harness.press(.character("]"))
        #expect(harness.browser.navigator.routes == [.movies, series, .episode(id: 1_000_201)])
        harness.press(.character("["))
        #expect(harness.browser.navigator.routes == [.movies, series, .episode(id: 1_000_107)])
        harness.press(.character("n"), .character("n"))
        #expect(harness.browser.navigator.routes == [.movies, series, .episode(id: 1_000_202)])
        harness.press(.escape)
        #expect(harness.browser.navigator.routes == [.movies, series])
        let presenter = try SeriesScreenTests.presenter(harness)
        #expect(presenter.selectedEpisode?.id == 1_000_202, "the cursor is on the last episode shown")
        harness.press(.right, .character("d"), .escape)
        #expect(presenter.selectedEpisode?.id == 1_000_203, "back from the detail, the cursor stays where it was put")
    }

    @Test func theEndsOfTheRunStayAndSaySo() throws {
        let harness = try Self.harness(episode: 1_000_516)
        harness.press(.character("]"))
        #expect(harness.browser.navigator.routes.last == .episode(id: 1_000_516))
        #expect(try harness.draw().contains("the last episode of the series"))
    }

    @Test func enterOpensACreditedPerson() throws {
        let harness = try Self.harness(episode: SeriesFixtures.pilot)
        let screen = try harness.draw()
        #expect(screen.contains("Walter White"))
        harness.press(.enter)
        #expect(harness.browser.navigator.routes.last == .person(id: SeriesFixtures.gilligan))
    }

    @Test func anEpisodeWithoutCreditsSaysHowToImportThem() throws {
        let harness = try Self.harness(episode: SeriesFixtures.ozymandias)
        #expect(try harness.draw().contains("reel import --episode-credits"))
    }
}

/// What keeps the push of a 1,000-episode series cheap (its time is the benchmark's, "Series at
/// scale"): one read of the episodes and one of the progress, the grid laid out once, and not again
/// for a frame after a move or with nothing changed.
@MainActor
@Suite struct SeriesPushReadTests {
    @Test func aPushReadsTheEpisodesOnceAndFramesDoNotLayTheGridOutAgain() throws {
        let harness = try SeriesScreenTests.harness(size: Size(width: 200, height: 60))
        let reads = harness.series.callCount
        try harness.browser.navigator.push(.series(id: SeriesFixtures.thousand))
        #expect(harness.series.callCount - reads == 2, "the episodes and the progress")
        try harness.draw()
        let presenter = try SeriesScreenTests.presenter(harness)
        #expect(presenter.layoutBuilds == 1)
        harness.press(.right, .down)
        try harness.draw()
        try harness.draw()
        #expect(presenter.layoutBuilds == 1, "the grid was laid out once")
        #expect(presenter.viewModelBuilds == 3, "a view model a frame")
        #expect(harness.series.callCount - reads == 2, "frames read nothing")
    }
}
