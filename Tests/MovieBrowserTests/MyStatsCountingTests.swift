import MovieBrowser
import MovieCatalog
import Synchronization
import TerminalUI
import Testing

/// Your statistics counted in the background: the frame of the push says "counting" and reads
/// nothing, the figures come with the next frame once the count is done, and a count overtaken by
/// another (the year changed meanwhile) is never shown.
@MainActor
@Suite struct MyStatsCountingTests {
    /// Work kept until the test runs it, as a background task would run it later.
    final class HeldWork: Sendable {
        private let held = Mutex<[@Sendable () -> Void]>([])
        var policy: BackgroundWork { BackgroundWork { [self] work in held.withLock { $0.append(work) } } }
        var count: Int { held.withLock { $0.count } }

        func runAll() {
            for work in held.withLock({ works in
                defer { works = [] }
                return works
            }) { work() }
        }
    }

    private func figures(year: Int?, viewings: Int) -> LibraryStatistics {
        LibraryStatistics(
            year: year, viewings: viewings, films: viewings, minutes: 0, rewatches: 0,
            perYear: [PeriodFigures(period: 2026, films: viewings, viewings: viewings, minutes: 0)],
            perMonth: (1...12).map { PeriodFigures(period: $0, films: 0, viewings: 0, minutes: 0) },
            myRatingCounts: Array(repeating: 0, count: 10), ratingPairs: [], directors: [], actors: [], genres: [],
            decades: [], mostRewatched: [], highestRated: [])
    }

    private func draw(_ view: MyStatsView) -> String {
        var canvas = Canvas(size: Size(width: 80, height: 24))
        view.render(on: &canvas, in: Rect(x: 0, y: 0, width: 80, height: 24), theme: BrowserHarness.plainTheme)
        return canvas.snapshot()
    }

    @Test func thePushSaysCountingAndTheFiguresComeWhenCounted() {
        let statistics = FakeLibraryStatistics()
        statistics.set(figures(year: nil, viewings: 7))
        let work = HeldWork()
        let presenter = MyStatsPresenter(
            interactor: MyStatsInteractor(statistics: statistics, work: work.policy), keymaps: .standard)
        let view = MyStatsView(presenter: presenter)
        let first = draw(view)
        #expect(first.contains("Counting your statistics…"), "\(first)")
        #expect(presenter.status.isEmpty, "said once, by the body, not again on the status line")
        #expect(statistics.requests.isEmpty, "the push's frame counts nothing itself")
        #expect(!view.hasNewFrame())
        work.runAll()
        #expect(view.hasNewFrame(), "the browser draws again for the finished count")
        let second = draw(view)
        #expect(second.contains("7 viewings of 7 films"), "\(second)")
        #expect(!view.hasNewFrame())
    }

    @Test func aCountOvertakenByAnotherYearIsNeverShown() {
        let statistics = FakeLibraryStatistics()
        statistics.set(figures(year: nil, viewings: 7))
        statistics.set(figures(year: 2026, viewings: 3))
        let work = HeldWork()
        let presenter = MyStatsPresenter(
            interactor: MyStatsInteractor(statistics: statistics, work: work.policy), keymaps: .standard)
        let view = MyStatsView(presenter: presenter)
        _ = draw(view)
        work.runAll()
        _ = draw(view)
        presenter.perform(.previousYear)
        presenter.invalidate()
        _ = draw(view)
        #expect(work.count == 2, "the year's count, then the recount asked by invalidate")
        work.runAll()
        let screen = draw(view)
        #expect(screen.contains("3 viewings of 3 films"), "\(screen)")
        #expect(presenter.year == 2026)
    }
}
