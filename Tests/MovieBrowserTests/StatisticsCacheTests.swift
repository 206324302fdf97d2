import MovieBrowser
import TerminalUI
import Testing

@MainActor
@Suite struct StatisticsCacheTests {
    @Test func theCatalogIsCountedOnceForEveryPushOfStatsAndRecountedOnR() throws {
        let harness = try BrowserHarness()
        harness.press(.character("S"))
        #expect(try harness.draw().contains("\(Fixtures.movies.count) movies"))
        harness.press(.escape, .character("S"))
        try harness.draw()
        #expect(harness.movies.statisticsCount == 1, "the second push reads the kept figures")
        harness.press(.character("r"))
        try harness.draw()
        #expect(harness.movies.statisticsCount == 2, "r recounts")
    }

    @Test func warmingCountsInTheBackgroundSoTheFirstPushFindsTheFigures() async throws {
        let harness = try BrowserHarness()
        let cache = try harness.app.resolve(StatisticsCache.self)
        cache.warm()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        #expect(!cache.hasFigures || harness.movies.statisticsCount == 1)
        while !cache.hasFigures, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(harness.movies.statisticsCount == 1)
        cache.warm()
        harness.press(.character("S"))
        #expect(try harness.draw().contains("\(Fixtures.movies.count) movies"))
        #expect(harness.movies.statisticsCount == 1, "neither the second warm-up nor the push counted again")
    }
}
