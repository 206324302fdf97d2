@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// The cursor over a series' heatmap, on the presenter alone: moves by cell, season and run, and
/// the route Enter asks for.
@MainActor
@Suite struct SeriesCursorTests {
    static let show = Movie(
        id: 1, title: "Show", year: 2000, minutes: 30, budget: nil, rating: 8, votes: 100, ratingShares: nil,
        mpaa: nil, genres: [.drama], kind: .series, endYear: 2001)

    /// A presenter over a series of `seasons` (episodes per season), episode ids `season × 100 + number`.
    static func presenter(_ seasons: [Int]) -> SeriesPresenter {
        let episodes = seasons.enumerated().flatMap { season, count in
            (1...count).map {
                Episode(
                    id: (season + 1) * 100 + $0, seriesID: 1, season: season + 1, number: $0, title: "E\($0)",
                    year: 2000, minutes: 30, rating: 8, votes: 100)
            }
        }
        let movies = FakeMovieRepository([show])
        let watchlist = FakeWatchlistRepository(catalog: movies)
        let diary = FakeDiaryRepository(catalog: movies)
        let interactor = SeriesInteractor(
            movies: movies, series: FakeSeriesRepository(episodes: episodes), watchlist: watchlist, diary: diary)
        let logger = ViewingLogger(diary: diary, watchlist: watchlist, clock: Clock(now: { FakeCatalog.now }))
        return SeriesPresenter(
            seriesID: 1, interactor: interactor, keymaps: .standard, memory: ScreenMemory(), logger: logger)
    }

    @Test func leftAtTheFirstCellStaysAndAtARowsFirstGoesToTheSeasonAbove() {
        let presenter = Self.presenter([5, 2])
        presenter.perform(.left)
        #expect(presenter.cursor == SeriesCursor(row: 0, index: 0))
        presenter.perform(.down)
        presenter.perform(.left)
        #expect(presenter.cursor == SeriesCursor(row: 0, index: 4))
        #expect(presenter.selectedEpisode?.id == 105)
    }

    @Test func downIntoAShorterSeasonLandsOnItsLast() {
        let presenter = Self.presenter([5, 2])
        presenter.perform(.seasonEnd)
        presenter.perform(.down)
        #expect(presenter.cursor == SeriesCursor(row: 1, index: 1))
        presenter.perform(.up)
        #expect(presenter.cursor == SeriesCursor(row: 0, index: 1), "back up, in the column it is in")
    }

    @Test func endHomeAndTheEndsOfTheRun() {
        let presenter = Self.presenter([5, 2, 3])
        presenter.perform(.seasonEnd)
        #expect(presenter.cursor == SeriesCursor(row: 0, index: 4))
        presenter.perform(.right)
        #expect(presenter.cursor == SeriesCursor(row: 1, index: 0), "Right at a season's last: the next season")
        presenter.perform(.last)
        #expect(presenter.cursor == SeriesCursor(row: 2, index: 2))
        presenter.perform(.right)
        #expect(presenter.cursor == SeriesCursor(row: 2, index: 2), "Right at the grid's last stays")
        presenter.perform(.seasonStart)
        #expect(presenter.cursor == SeriesCursor(row: 2, index: 0))
        presenter.perform(.first)
        #expect(presenter.cursor == SeriesCursor(row: 0, index: 0))
    }

    @Test func enterAsksForTheEpisodeUnderTheCursor() {
        let presenter = Self.presenter([5, 2])
        presenter.perform(.down)
        presenter.perform(.right)
        #expect(presenter.perform(.open) == .navigate(.push(.episode(id: 202))))
    }

    @Test func aSummarisedSeasonMovesByRunsAndOpensARunsFirst() {
        let presenter = Self.presenter([40])
        _ = presenter.viewModel(width: 40)
        let perCell = presenter.heatmap.rows[0].episodesPerCell
        #expect(perCell > 1)
        presenter.perform(.right)
        #expect(presenter.cursor == SeriesCursor(row: 0, index: perCell))
        #expect(presenter.perform(.open) == .navigate(.push(.episode(id: 101 + perCell))))
        #expect(presenter.viewModel(width: 40).gridHeader.contains("each cell: \(perCell) episodes"))
    }
}
