import DIContainer
@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct MyStatsScreenTests {
    /// Figures of two years of viewings, every year's and 2026's.
    static func figures(
        year: Int?, ratings: [Int] = [0, 1, 0, 2, 3, 5, 9, 8, 4, 2],
        perYear: [PeriodFigures] = [
            PeriodFigures(period: 2025, films: 14, viewings: 17, minutes: 1_889),
            PeriodFigures(period: 2026, films: 28, viewings: 31, minutes: 3_571),
        ]
    ) -> LibraryStatistics {
        let casablanca = Fixtures.movies.first { $0.id == Fixtures.casablanca }
        let godfather = Fixtures.movies.first { $0.id == Fixtures.godfather }
        let best = [
            Viewing(
                id: 1, movieID: Fixtures.godfather, movie: godfather,
                details: ViewingDetails(date: CalendarDate(iso: "2026-11-02"), rating: PersonalRating(10)),
                loggedAt: FakeCatalog.now),
            Viewing(
                id: 2, movieID: Fixtures.casablanca, movie: casablanca,
                details: ViewingDetails(date: CalendarDate(iso: "2026-11-20"), rating: PersonalRating(7)),
                loggedAt: FakeCatalog.now),
        ]
        let months = [0, 2, 1, 0, 3, 1, 0, 4, 2, 6, 9, 3]
        return LibraryStatistics(
            year: year, viewings: year == nil ? 48 : 31, films: year == nil ? 42 : 28,
            minutes: year == nil ? 5_460 : 3_571, rewatches: year == nil ? 6 : 3,
            perYear: perYear,
            perMonth: months.enumerated().map {
                PeriodFigures(period: $0.offset + 1, films: $0.element, viewings: $0.element, minutes: $0.element * 110)
            },
            myRatingCounts: ratings,
            ratingPairs: [
                RatingPair(movieID: Fixtures.godfather, mine: PersonalRating(10)!, imdb: 9.1),
                RatingPair(movieID: Fixtures.casablanca, mine: PersonalRating(7)!, imdb: 8.8),
            ],
            directors: [
                NamedCount(name: "Francis Ford Coppola", count: 4), NamedCount(name: "Michael Curtiz", count: 2),
            ],
            actors: [NamedCount(name: "Al Pacino", count: 5), NamedCount(name: "Humphrey Bogart", count: 3)],
            genres: [NamedCount(name: "Drama", count: 30), NamedCount(name: "Action", count: 9)],
            decades: [NamedCount(name: "1940s", count: 6), NamedCount(name: "1970s", count: 20)],
            mostRewatched: [NamedCount(name: "The Godfather", count: 3, id: Fixtures.godfather)],
            highestRated: best)
    }

    private func filled(size: Size = Size(width: 80, height: 24)) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: size, start: nil)
        harness.statistics.set(Self.figures(year: nil))
        harness.statistics.set(Self.figures(year: 2026))
        try harness.browser.start(at: .myStats)
        return harness
    }

    private func presenter(_ harness: BrowserHarness) throws -> MyStatsPresenter {
        try #require(harness.browser.navigator.top as? MyStatsView).presenter
    }

    @Test func everyYearFirstThenTheYearKeys() throws {
        let harness = try filled()
        var screen = try harness.draw()
        #expect(screen.contains("All years · 48 viewings of 42 films · 91 h · 6 rewatches"), "\(screen)")
        #expect(screen.contains("Your ratings · 0.5 below IMDb"), "\(screen)")
        #expect(harness.statistics.requests == [nil])
        harness.type("[")
        screen = try harness.draw()
        #expect(try presenter(harness).year == 2026)
        #expect(screen.contains("2026 in review · 31 viewings of 28 films · 59 h · 3 rewatches"), "\(screen)")
        #expect(screen.contains("Viewings per month · 2026"))
        harness.type("[")
        #expect(try presenter(harness).year == 2025)
        harness.type("[")
        #expect(try presenter(harness).status == "no earlier year with viewings")
        harness.type("]]")
        #expect(try presenter(harness).year == nil)
        #expect(harness.statistics.requests == [nil, 2026, 2025, 2026, nil])
    }

    @Test func tabShowsTheListsThatDoNotFit() throws {
        let harness = try filled()
        var screen = try harness.draw()
        #expect(screen.contains("Most watched directors") && screen.contains("Francis Ford Coppola"))
        #expect(!screen.contains("Genres"))
        harness.press(.tab)
        screen = try harness.draw()
        #expect(screen.contains("Genres") && screen.contains("Drama"), "\(screen)")
        harness.press(.tab)
        screen = try harness.draw()
        #expect(screen.contains("Rated highest") && screen.contains("★★★★★ The Godfather (1972)"), "\(screen)")
    }

    @Test func everyListShowsAt200x60() throws {
        let harness = try filled(size: Size(width: 200, height: 60))
        let screen = try harness.draw()
        for title in [
            "Most watched directors", "Most watched actors", "Genres", "Decades", "Most rewatched", "Rated highest",
        ] {
            #expect(screen.contains(title), "\(title)")
        }
    }

    @Test func anEmptyLibrarySaysHowToLogAViewing() throws {
        let harness = try BrowserHarness(start: .myStats)
        let screen = try harness.draw()
        #expect(screen.contains("All years · 0 viewings of 0 films · 0 min · 0 rewatches"))
        #expect(screen.contains("No viewings yet — press l on a movie to log one"))
        harness.type("[]")
        #expect(try presenter(harness).year == nil)
    }

    @Test func theFiguresAreCountedOnceUntilTheYearChangesOrReload() throws {
        let harness = try filled()
        try harness.draw()
        harness.press(.tab)
        try harness.draw()
        try harness.draw()
        #expect(harness.statistics.requests == [nil])
        harness.type("r")
        try harness.draw()
        #expect(harness.statistics.requests == [nil, nil])
        #expect(try presenter(harness).status == "statistics counted again")
        harness.type("D")
        harness.press(.escape)
        try harness.draw()
        #expect(harness.statistics.requests == [nil, nil, nil], "counted again after the diary")
    }

    /// A library of 10,000 viewings at 80×24: each rating's count under 1,000 reads in full (not
    /// `0k`), and each year reads its films and hours, uncut.
    @Test func largeCountsReadInFullAt80x24() throws {
        let figures = Self.figures(
            year: nil, ratings: [469, 453, 438, 445, 444, 459, 419, 445, 447, 1_443],
            perYear: [
                PeriodFigures(period: 2025, films: 836, viewings: 1_003, minutes: 84_060),
                PeriodFigures(period: 2026, films: 1_753, viewings: 1_990, minutes: 164_400),
            ])
        let harness = try BrowserHarness(size: Size(width: 80, height: 24), start: nil)
        harness.statistics.set(figures)
        try harness.browser.start(at: .myStats)
        let screen = try harness.draw()
        #expect(!screen.contains("0k"), "\(screen)")
        #expect(screen.contains("469 453 438 445 444 459 419 445 447 1k"), "\(screen)")
        #expect(screen.contains("2025 "), "\(screen)")
        #expect(screen.contains("  836 · 1,401 h"), "\(screen)")
        #expect(screen.contains("1,753 · 2,740 h"), "\(screen)")
    }

    /// The decades list the most watched first, as the other lists do, so a short panel shows them.
    @Test func theDecadesListTheMostWatchedFirst() {
        let model = MyStatsViewModel(Self.figures(year: nil))
        let decades = model.panels.first { $0.title == "Decades" }
        #expect(decades?.lines.map(\.text) == ["1970s", "1940s"])
        #expect(decades?.lines.map(\.value) == ["20", "6"])
    }

    @Test func goldenFrames() throws {
        let harness = try filled()
        expectGolden(try harness.draw(), named: "you-80x24")
        harness.resize(to: Size(width: 200, height: 60))
        expectGolden(try harness.draw(), named: "you-200x60")
        harness.resize(to: Size(width: 80, height: 24))
        harness.type("[")
        expectGolden(try harness.draw(), named: "you-2026-80x24")
        let empty = try BrowserHarness(start: .myStats)
        expectGolden(try empty.draw(), named: "you-empty-80x24")
    }
}
