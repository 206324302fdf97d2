import DIContainer
import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct StatsScreenTests {
    private func statsView(_ harness: BrowserHarness) throws -> StatsView {
        try #require(harness.browser.navigator.top as? StatsView)
    }

    @Test func theNumbersComeFromTheRepository() throws {
        let harness = try BrowserHarness()
        harness.press(.character("S"))
        #expect(harness.browser.navigator.routes == [.movies, .stats])
        try harness.draw()
        let model = try #require(try statsView(harness).presenter.viewModel())
        #expect(model.header == "18 movies, 1942–2001 · mean rating 8.0 · budget known for 15")
        #expect(model.decades.first == .init("1940s", 2))
        #expect(model.decades.contains(.init("1950s", 0)), "an empty decade between two others is kept")
        #expect(model.decades.contains(.init("1990s", 6)))
        #expect(model.genres.contains(.init("Drama", 11)))
        #expect(model.ratings[8] == .init("9", 2))
        let screen = try harness.draw()
        #expect(screen.contains("18 movies, 1942–2001"))
        #expect(screen.contains("1990s"))
        #expect(screen.contains("Drama"))
    }

    @Test func largeCountsAreGroupedInTheGenreChart() throws {
        let many = (0..<1_234).map { index in
            Movie(
                id: 100_000 + index, title: "Film \(index)", year: 1950 + index % 50, minutes: 90, budget: nil,
                rating: 6.5, votes: 100, ratingShares: Array(repeating: 10, count: 10), mpaa: nil, genres: [.comedy])
        }
        let harness = try BrowserHarness(movies: many)
        harness.press(.character("S"))
        let screen = try harness.draw()
        #expect(screen.contains("1,234 movies"))
        #expect(screen.contains("Comedy"))
        #expect(screen.split(separator: "\n").contains { $0.contains("Comedy") && $0.contains("1,234") })
    }

    @Test func anEmptyCatalogShowsZeroMovies() throws {
        let harness = try BrowserHarness(movies: [])
        harness.press(.character("S"))
        let screen = try harness.draw()
        #expect(screen.contains("0 movies · budget known for 0"))
    }

    @Test func aFailingCatalogIsShownAsStatus() throws {
        let catalog = FailingStatistics(FakeMovieRepository())
        let watchlist = FakeWatchlistRepository(catalog: FakeMovieRepository())
        let app = Container(name: "app") {
            Register((any MovieRepository).self, scope: .singleton) { _ in catalog }
            Register((any WatchlistRepository).self, scope: .singleton) { _ in watchlist }
            Register((any DiaryRepository).self, scope: .singleton) { _ in
                FakeDiaryRepository(catalog: FakeMovieRepository())
            }
            Register(Clock.self, scope: .singleton) { _ in Clock(now: { FakeCatalog.now }) }
            Register(Theme.self, scope: .singleton) { _ in
                Theme(palette: .dark, colorSupport: .monochrome, glyphs: .unicode)
            }
            BrowserModule.module
        }
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let browser = try Browser(app: app, driver: terminal)
        try browser.start()
        browser.handle(.character("S"))
        #expect(browser.navigator.routes == [.movies, .stats])
        try terminal.draw(browser.frame(size: terminal.size))
        let screen = terminal.screen.snapshot()
        #expect(screen.contains("The statistics could not be counted."))
        #expect(screen.contains("the catalog file is unreadable"))
        #expect(browser.navigator.top?.status == "the catalog file is unreadable")
        browser.handle(.escape)
        #expect(browser.navigator.routes == [.movies])
        #expect(browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func reloadRecountsAndEscGoesBackWithoutLeaks() throws {
        let harness = try BrowserHarness()
        harness.press(.character("S"))
        try harness.draw()
        do {
            // The presenter is let go before the pop, or the leak audit would report this test's reference.
            let presenter = try statsView(harness).presenter
            #expect(presenter.loads == 1)
            harness.press(.character("r"))
            #expect(presenter.loads == 2)
        }
        #expect(harness.browser.navigator.top?.status == "statistics recounted")
        harness.press(.escape)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.navigator.inspection.lastDisposal?.container == "Stats")
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func smallTerminalsStillShowTheHeader() throws {
        for size in [Size(width: 40, height: 10), Size(width: 52, height: 14), Size(width: 99, height: 30)] {
            let harness = try BrowserHarness(size: size)
            harness.press(.character("S"))
            let screen = try harness.draw()
            #expect(screen.contains("18 movies"), "at \(size)")
        }
    }

    @Test func goldenFrames() throws {
        let small = try BrowserHarness()
        small.press(.character("S"))
        expectGolden(try small.draw(), named: "stats-80x24")
        let large = try BrowserHarness(size: Size(width: 120, height: 40))
        large.press(.character("S"))
        expectGolden(try large.draw(), named: "stats-120x40")
        let huge = try BrowserHarness(size: Size(width: 200, height: 60))
        huge.press(.character("S"))
        expectGolden(try huge.draw(), named: "stats-200x60")
    }
}

/// A catalog whose statistics fail, as when the database cannot be read.
private final class FailingStatistics: MovieRepository {
    private let base: FakeMovieRepository

    init(_ base: FakeMovieRepository) {
        self.base = base
    }

    func movies(matching query: MovieQuery) throws(CatalogError) -> MoviePage { try base.movies(matching: query) }
    func movie(id: Int) throws(CatalogError) -> Movie? { try base.movie(id: id) }
    func similarMovies(to id: Int, limit: Int) throws(CatalogError) -> [Movie] {
        try base.similarMovies(to: id, limit: limit)
    }
    func statistics(matching query: MovieQuery) throws(CatalogError) -> CatalogStatistics {
        throw CatalogError(.databaseFailure, "the catalog file is unreadable")
    }
}

/// The Stats header agrees with its count: "1 movie", not "1 movies".
@MainActor
@Suite struct StatsPluralTests {
    @Test func oneMovieIsOneMovie() throws {
        let harness = try BrowserHarness(movies: [try #require(Fixtures.movies.first)])
        harness.press(.character("S"))
        let screen = try harness.draw()
        #expect(screen.contains(" 1 movie, "), "\(screen)")
        #expect(!screen.contains("1 movies"))
    }
}
