import MovieCatalog
import Synchronization

/// An in-memory diary that answers as the SQLite one does: viewings latest day first, then latest
/// logged; months latest first with counts; "my rating" the latest rated viewing's. It counts the
/// calls that read viewings, so a test can check that a push reads pages, not the whole diary.
final class FakeDiaryRepository: DiaryRepository {
    private struct State {
        var viewings: [Viewing] = []
        var nextID: Int64 = 1
        var now: Int64 = 1_795_000_000_000
        var pageReads: [(year: Int?, offset: Int, limit: Int)] = []
        var reads = 0
    }

    private let catalog: FakeMovieRepository
    private let state = Mutex(State())

    init(catalog: FakeMovieRepository) {
        self.catalog = catalog
    }

    /// Every viewing, in the diary's order.
    var all: [Viewing] { state.withLock { $0.viewings.sorted(by: Self.ordered) } }

    /// The `viewings(year:offset:limit:)` calls so far.
    var pageReads: [(year: Int?, offset: Int, limit: Int)] { state.withLock { $0.pageReads } }

    /// The number of reading calls so far (pages, months, counts, a movie's viewings, marks).
    var readCount: Int { state.withLock { $0.reads } }

    /// Latest day first (undated last), then latest logged.
    static func ordered(_ a: Viewing, _ b: Viewing) -> Bool {
        switch (a.date, b.date) {
        case (let x?, let y?) where x != y: return x > y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return a.loggedAt != b.loggedAt ? a.loggedAt > b.loggedAt : a.id > b.id
        }
    }

    /// Adds many viewings at once, as an import would (no movie check).
    func insert(_ details: [(movieID: Int, details: ViewingDetails)]) {
        let movies = Dictionary(uniqueKeysWithValues: catalog.all.map { ($0.id, $0) })
        state.withLock { state in
            for (movieID, details) in details {
                state.now += 1
                state.viewings.append(
                    Viewing(
                        id: state.nextID, movieID: movieID, movie: movies[movieID], details: details,
                        loggedAt: Timestamp(millisecondsSince1970: state.now)))
                state.nextID += 1
            }
        }
    }

    func log(movieID: Int, _ details: ViewingDetails) throws(CatalogError) -> Viewing {
        guard let movie = try catalog.libraryTitle(id: movieID) else {
            throw CatalogError(.movieNotFound, "no movie has id \(movieID)")
        }
        return state.withLock { state in
            state.now += 60_000
            let viewing = Viewing(
                id: state.nextID, movieID: movieID, movie: movie, details: details,
                loggedAt: Timestamp(millisecondsSince1970: state.now))
            state.nextID += 1
            state.viewings.append(viewing)
            return viewing
        }
    }

    func update(viewingID: Int64, _ details: ViewingDetails) throws(CatalogError) -> Viewing {
        let updated: Viewing? = state.withLock { state in
            guard let index = state.viewings.firstIndex(where: { $0.id == viewingID }) else { return nil }
            let old = state.viewings[index]
            state.viewings[index] = Viewing(
                id: old.id, movieID: old.movieID, movie: old.movie, details: details, loggedAt: old.loggedAt,
                imdbID: old.imdbID, title: old.title, year: old.year)
            return state.viewings[index]
        }
        guard let updated else { throw CatalogError(.notFound, "no viewing has id \(viewingID)") }
        return updated
    }

    func delete(viewingID: Int64) throws(CatalogError) -> Bool {
        state.withLock { state in
            guard let index = state.viewings.firstIndex(where: { $0.id == viewingID }) else { return false }
            state.viewings.remove(at: index)
            return true
        }
    }

    func viewing(id: Int64) throws(CatalogError) -> Viewing? {
        read { $0.first { $0.id == id } }
    }

    func viewings(movieID: Int) throws(CatalogError) -> [Viewing] {
        read { $0.filter { $0.movieID == movieID } }
    }

    func viewings(year: Int?, offset: Int, limit: Int) throws(CatalogError) -> [Viewing] {
        state.withLock { $0.pageReads.append((year, offset, limit)) }
        return read { Array(Self.dated($0, year: year).dropFirst(offset).prefix(limit)) }
    }

    func months(year: Int?) throws(CatalogError) -> [DiaryMonth] {
        read { viewings in
            var counts: [Int: Int] = [:]
            for viewing in Self.dated(viewings, year: year) {
                guard let date = viewing.date else { continue }
                counts[date.year * 100 + date.month, default: 0] += 1
            }
            return counts.keys.sorted(by: >).map { DiaryMonth(year: $0 / 100, month: $0 % 100, count: counts[$0] ?? 0) }
        }
    }

    func count(year: Int?) throws(CatalogError) -> Int {
        read { Self.dated($0, year: year).count }
    }

    func seen(ids: [Int]) throws(CatalogError) -> Set<Int> {
        let wanted = Set(ids)
        return read { Set($0.map(\.movieID).filter(wanted.contains)) }
    }

    func myRatings(ids: [Int]) throws(CatalogError) -> [Int: PersonalRating] {
        read { viewings in
            var ratings: [Int: PersonalRating] = [:]
            for id in ids {
                if let rating = viewings.first(where: { $0.movieID == id && $0.rating != nil })?.rating {
                    ratings[id] = rating
                }
            }
            return ratings
        }
    }

    func tags() throws(CatalogError) -> [TagCount] {
        read { viewings in
            var counts: [String: Int] = [:]
            for tag in viewings.flatMap(\.tags) { counts[tag, default: 0] += 1 }
            return counts.map { TagCount(tag: $0.key, count: $0.value) }
                .sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag < $1.tag }
        }
    }

    /// The dated viewings of `year` (every year when `nil`), in the diary's order.
    private static func dated(_ viewings: [Viewing], year: Int?) -> [Viewing] {
        viewings.filter { viewing in viewing.date.map { year == nil || $0.year == year } ?? false }
    }

    /// Runs `body` over the viewings in the diary's order, counting one read.
    private func read<T>(_ body: ([Viewing]) -> T) -> T {
        state.withLock { state in
            state.reads += 1
            return body(state.viewings.sorted(by: Self.ordered))
        }
    }
}
