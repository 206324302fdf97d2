import MovieCatalog
import Synchronization

/// The use case of the user's statistics: the figures of one year, or of every year, counted by
/// the ``BackgroundWork`` policy and collected when done.
public final class MyStatsInteractor: Sendable {
    /// A finished count: the year it is of and its figures or error.
    public typealias Count = (year: Int?, result: Result<LibraryStatistics, CatalogError>)

    private struct State {
        var started = 0
        var finished: Count?
    }

    private let statistics: any LibraryStatisticsRepository
    private let work: BackgroundWork
    private let state = Mutex(State())

    /// Creates the interactor.
    ///
    /// - Parameter statistics: Computes the figures from the library and the catalog.
    /// - Parameter work: Where the counts run (``BackgroundWork/inline`` by default).
    public init(statistics: any LibraryStatisticsRepository, work: BackgroundWork = .inline) {
        self.statistics = statistics
        self.work = work
    }

    /// Starts counting the figures of `year` (every year when `nil`); a count started before and
    /// not yet finished is dropped when it finishes.
    public func count(year: Int?) {
        let number = state.withLock { state in
            state.started += 1
            state.finished = nil
            return state.started
        }
        work.run { [self] in
            let result = Result { () throws(CatalogError) -> LibraryStatistics in
                try statistics.statistics(year: year)
            }
            self.state.withLock { state in
                if state.started == number { state.finished = (year, result) }
            }
        }
    }

    /// Whether the latest count has finished and was not taken yet.
    public var hasFinished: Bool { state.withLock { $0.finished != nil } }

    /// The latest count once finished, taken (the next call returns `nil` until another finishes).
    public func takeFinished() -> Count? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }
}
