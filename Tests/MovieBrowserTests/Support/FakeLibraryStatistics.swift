import MovieCatalog
import Synchronization

/// Statistics the tests set by hand, per year (`nil`: every year); a year without figures answers
/// with empty ones. It counts its calls.
final class FakeLibraryStatistics: LibraryStatisticsRepository {
    private let figures = Mutex<[Int?: LibraryStatistics]>([:])
    private let calls = Mutex<[Int?]>([])

    /// The years asked for, in order.
    var requests: [Int?] { calls.withLock { $0 } }

    /// Sets the figures of `year`.
    func set(_ statistics: LibraryStatistics) {
        figures.withLock { $0[statistics.year] = statistics }
    }

    func statistics(year: Int?) throws(CatalogError) -> LibraryStatistics {
        calls.withLock { $0.append(year) }
        return figures.withLock { $0[year] } ?? Self.empty(year: year)
    }

    /// The figures of a library without viewings.
    static func empty(year: Int?) -> LibraryStatistics {
        LibraryStatistics(
            year: year, viewings: 0, films: 0, minutes: 0, rewatches: 0, perYear: [],
            perMonth: (1...12).map { PeriodFigures(period: $0, films: 0, viewings: 0, minutes: 0) },
            myRatingCounts: Array(repeating: 0, count: 10), ratingPairs: [], directors: [], actors: [], genres: [],
            decades: [], mostRewatched: [], highestRated: [])
    }
}
