import MovieCatalog
import Synchronization
import TestSupport

/// An in-memory catalog that answers queries the way the SQLite repository does (prefix match on
/// title words, every filter, sort with ties by id, unknown budgets last), so screens run in tests
/// without SQLite. It counts the page queries it answered.
final class FakeMovieRepository: MovieRepository {
    let all: [Movie]
    private let queries = Mutex(0)
    private let statisticsCalls = Mutex(0)
    private let calls = Mutex(0)
    /// The record of the page queries, for the inspector's data tab.
    let log = FakeQueryLog()

    /// The credits people terms (`director:coppola`) are matched against.
    let credits: [FakeCredit]

    init(_ movies: [Movie] = Fixtures.movies, credits: [FakeCredit] = Fixtures.credits) {
        all = movies
        self.credits = credits
    }

    /// The number of `movies(matching:)` calls so far.
    var queryCount: Int { queries.withLock { $0 } }

    /// The number of calls of every kind so far (pages, a movie, similar movies, statistics; the
    /// defaults of facet counts and statistics of a query count as the page queries they make).
    var callCount: Int { calls.withLock { $0 } }

    /// The number of whole-catalog counts so far: `statistics(matching:)` calls with the empty query,
    /// what the app's `StatisticsCache` asks.
    var statisticsCount: Int { statisticsCalls.withLock { $0 } }

    func movies(matching query: MovieQuery) throws(CatalogError) -> MoviePage {
        guard query.offset >= 0, query.limit >= 0 else {
            throw CatalogError(.invalidArgument, "negative offset or limit")
        }
        queries.withLock { $0 += 1 }
        calls.withLock { $0 += 1 }
        let words = (query.text ?? "").lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let matching = all.filter { movie in
            let titleWords = movie.title.display.lowercased().split { !$0.isLetter && !$0.isNumber }
            guard words.allSatisfy({ word in titleWords.contains { $0.hasPrefix(word) } }) else { return false }
            if !query.genres.isSubset(of: movie.genres) { return false }
            if let years = query.years, !years.contains(movie.year) { return false }
            if let rating = query.minimumRating, movie.rating < rating { return false }
            if let votes = query.minimumVotes, movie.votes < votes { return false }
            if let mpaa = query.mpaa, movie.mpaa != mpaa { return false }
            if !query.excludedGenres.intersection(movie.genres).isEmpty { return false }
            if let rating = query.maximumRating, movie.rating > rating { return false }
            if let votes = query.maximumVotes, movie.votes > votes { return false }
            if let lengths = query.lengths, !lengths.contains(movie.minutes ?? -1) { return false }
            if query.filtersKinds, !query.kinds.contains(movie.kind) { return false }
            return query.people.allSatisfy { filter in
                credits.contains { $0.movieID == movie.id && $0.matches(filter) }
            }
        }
        let mean = all.isEmpty ? 0 : all.map(\.rating).reduce(0, +) / Double(all.count)
        let sorted = matching.sorted { a, b in Self.ordered(a, b, query.sort, mean: mean) }
        let page = Array(sorted.dropFirst(query.offset).prefix(query.limit))
        log.record(query, rows: page.count)
        return MoviePage(movies: page, total: matching.count, offset: query.offset)
    }

    static func ordered(_ a: Movie, _ b: Movie, _ sort: MovieSort, mean: Double = 0) -> Bool {
        func compare<T: Comparable>(_ x: T, _ y: T) -> Bool? { x == y ? nil : (sort.descending ? x > y : x < y) }
        let result: Bool?
        switch sort.field {
        case .title: result = compare(a.title.sortKey, b.title.sortKey)
        case .year: result = compare(a.year, b.year)
        case .rating: result = compare(a.rating, b.rating)
        case .votes: result = compare(a.votes, b.votes)
        case .length: result = compare(a.minutes ?? -1, b.minutes ?? -1)
        case .budget:
            switch (a.budget, b.budget) {
            case (nil, nil): result = nil
            case (nil, _): return false
            case (_, nil): return true
            case (let x?, let y?): result = compare(x, y)
            }
        case .weightedRating:
            let weighting = WeightedRating(mean: mean)
            result = compare(
                weighting.of(rating: a.rating, votes: a.votes), weighting.of(rating: b.rating, votes: b.votes))
        case .divisive:
            switch (a.ratingShares.flatMap(RatingSpread.of(shares:)), b.ratingShares.flatMap(RatingSpread.of(shares:)))
            {
            case (nil, nil): result = nil
            case (nil, _): return false
            case (_, nil): return true
            case (let x?, let y?): result = compare(x, y)
            }
        case .relevance:
            // The catalog's order without search words (the fakes do not rank text): most votes first.
            if a.votes != b.votes { return sort.descending ? a.votes < b.votes : a.votes > b.votes }
            return sort.descending ? a.id < b.id : a.id > b.id
        }
        return result ?? (sort.descending ? a.id > b.id : a.id < b.id)
    }

    func movie(id: Int) throws(CatalogError) -> Movie? {
        calls.withLock { $0 += 1 }
        return all.first { $0.id == id }
    }

    func similarMovies(to id: Int, limit: Int) throws(CatalogError) -> [Movie] {
        calls.withLock { $0 += 1 }
        guard let movie = all.first(where: { $0.id == id }) else {
            throw CatalogError(.movieNotFound, "no movie has id \(id)")
        }
        return Array(
            all.filter { $0.id != id && !$0.genres.intersection(movie.genres).isEmpty }
                .sorted { $0.votes > $1.votes }.prefix(limit))
    }

    /// The genres of the movies, counted as no query: the SQLite repository keeps them with its columns.
    func catalogGenres() throws(CatalogError) -> Genres {
        all.reduce(into: Genres()) { $0.formUnion($1.genres) }
    }

    func statistics(matching query: MovieQuery) throws(CatalogError) -> CatalogStatistics {
        guard query != MovieQuery() else {
            statisticsCalls.withLock { $0 += 1 }
            calls.withLock { $0 += 1 }
            return CatalogStatistics(counting: all)
        }
        var matches = query
        matches.offset = 0
        matches.limit = max(1_000, all.count)
        return CatalogStatistics(counting: try movies(matching: matches).movies)
    }
}

/// An in-memory watchlist with the SQLite one's rules (adding twice keeps the entry, rating and
/// noting need the movie on the list), stamped by a fake clock that advances a minute per change.
final class FakeWatchlistRepository: WatchlistRepository, ChangeMonitor {
    private struct State {
        var entries: [WatchlistEntry] = []
        var now: Int64 = 1_795_000_000_000
        /// Whether "another process" changed the entries since ``changedElsewhere()`` was asked.
        var changedElsewhere = false
    }

    private let catalog: FakeMovieRepository
    private let state = Mutex(State())
    private let reads = Mutex(0)

    /// The number of reading calls so far (`contains`, `entry`, `entries`, `count`, `onWatchlist`):
    /// the queries a frame ran on the watchlist.
    var readCount: Int { reads.withLock { $0 } }

    init(catalog: FakeMovieRepository) {
        self.catalog = catalog
    }

    func add(movieID: Int) throws(CatalogError) -> WatchlistEntry {
        guard let movie = try catalog.libraryTitle(id: movieID) else {
            throw CatalogError(.movieNotFound, "no movie has id \(movieID)")
        }
        return state.withLock { state in
            if let existing = state.entries.first(where: { $0.movieID == movieID }) { return existing }
            state.now += 60_000
            let stamp = Timestamp(millisecondsSince1970: state.now)
            let entry = WatchlistEntry(
                movieID: movieID, movie: movie, personalRating: nil, note: nil, addedAt: stamp, updatedAt: stamp)
            state.entries.insert(entry, at: 0)
            return entry
        }
    }

    /// Adds movie `movieID` as another `reel` process would: the browser learns it only from
    /// ``changedElsewhere()``.
    func addElsewhere(movieID: Int) throws {
        _ = try add(movieID: movieID)
        state.withLock { $0.changedElsewhere = true }
    }

    func changedElsewhere() -> Bool {
        state.withLock { state in
            defer { state.changedElsewhere = false }
            return state.changedElsewhere
        }
    }

    /// Puts `entry` first on the list as is: an entry a catalog switch left without its movie.
    func insert(_ entry: WatchlistEntry) {
        state.withLock { $0.entries.insert(entry, at: 0) }
    }

    func remove(movieID: Int) throws(CatalogError) -> Bool {
        state.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.movieID == movieID }) else { return false }
            state.entries.remove(at: index)
            return true
        }
    }

    func contains(movieID: Int) throws(CatalogError) -> Bool {
        reads.withLock { $0 += 1 }
        return state.withLock { $0.entries.contains { $0.movieID == movieID } }
    }

    func entry(movieID: Int) throws(CatalogError) -> WatchlistEntry? {
        reads.withLock { $0 += 1 }
        return state.withLock { $0.entries.first { $0.movieID == movieID } }
    }

    func entries(offset: Int, limit: Int) throws(CatalogError) -> [WatchlistEntry] {
        reads.withLock { $0 += 1 }
        return state.withLock { Array($0.entries.dropFirst(offset).prefix(limit)) }
    }

    func onWatchlist(ids: [Int]) throws(CatalogError) -> Set<Int> {
        reads.withLock { $0 += 1 }
        let wanted = Set(ids)
        return state.withLock { Set($0.entries.map(\.movieID).filter(wanted.contains)) }
    }

    func count() throws(CatalogError) -> Int {
        reads.withLock { $0 += 1 }
        return state.withLock { $0.entries.count }
    }

    func setRating(_ rating: PersonalRating?, movieID: Int) throws(CatalogError) -> WatchlistEntry {
        try update(movieID) {
            WatchlistEntry(
                movieID: $0.movieID, movie: $0.movie, personalRating: rating, note: $0.note, addedAt: $0.addedAt,
                updatedAt: $1, imdbID: $0.imdbID, title: $0.title, year: $0.year)
        }
    }

    func setNote(_ note: String?, movieID: Int) throws(CatalogError) -> WatchlistEntry {
        if let note, note.count > WatchlistEntry.maximumNoteLength {
            throw CatalogError(.invalidArgument, "a note has at most \(WatchlistEntry.maximumNoteLength) characters")
        }
        let kept = note?.isEmpty == true ? nil : note
        return try update(movieID) {
            WatchlistEntry(
                movieID: $0.movieID, movie: $0.movie, personalRating: $0.personalRating, note: kept,
                addedAt: $0.addedAt, updatedAt: $1, imdbID: $0.imdbID, title: $0.title, year: $0.year)
        }
    }

    private func update(
        _ movieID: Int, _ change: (WatchlistEntry, Timestamp) -> WatchlistEntry
    ) throws(CatalogError) -> WatchlistEntry {
        let result: WatchlistEntry? = state.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.movieID == movieID }) else { return nil }
            state.now += 60_000
            state.entries[index] = change(state.entries[index], Timestamp(millisecondsSince1970: state.now))
            return state.entries[index]
        }
        guard let result else { throw CatalogError(.notOnWatchlist, "movie \(movieID) is not on the watchlist") }
        return result
    }
}
