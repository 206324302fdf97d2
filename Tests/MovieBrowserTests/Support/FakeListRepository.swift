import MovieCatalog
import Synchronization

/// The user's lists in memory, with the SQLite repository's rules: names unique ignoring case, a
/// movie once per list keeping its place, smart lists read-only with their members the catalog's
/// movies matching the query. Which movies are seen is a set the tests change (a viewing logged).
final class FakeListRepository: ListRepository {
    private struct Stored {
        var id: Int64
        var details: ListDetails
        var entries: [(movieID: Int, note: String?)] = []
        var createdAt: Timestamp
        var updatedAt: Timestamp
    }

    private struct State {
        var lists: [Stored] = []
        var nextID: Int64 = 1
        var seen: Set<Int> = []
        var now: Int64 = 1_795_000_000_000
        /// The pages read by `entries(listID:offset:limit:)`, in order.
        var pagesRead: [Range<Int>] = []
        var reads = 0
    }

    private let catalog: FakeMovieRepository
    /// The catalog's movies by id, for the entries.
    private let movies: [Int: Movie]
    private let state = Mutex(State())

    init(catalog: FakeMovieRepository) {
        self.catalog = catalog
        movies = Dictionary(catalog.all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The number of reading calls so far.
    var readCount: Int { state.withLock { $0.reads } }

    /// The ranges of entries read, in order: a frame reads a page, not the whole list.
    var pagesRead: [Range<Int>] { state.withLock { $0.pagesRead } }

    /// Marks movie `id` seen (a viewing logged), or not.
    func markSeen(_ id: Int, _ isSeen: Bool = true) {
        state.withLock { state in
            if isSeen { state.seen.insert(id) } else { state.seen.remove(id) }
        }
    }

    /// The movie ids of list `id`, in order (a smart list's as its query finds them).
    func movieIDs(of id: Int64) -> [Int] {
        (try? members(of: id).map(\.movieID)) ?? []
    }

    // MARK: ListRepository

    func lists() throws(CatalogError) -> [MovieList] {
        let stored = state.withLock { state in
            state.reads += 1
            return state.lists
        }
        return try stored.sorted { $0.details.name.lowercased() < $1.details.name.lowercased() }.map(described)
    }

    func list(id: Int64) throws(CatalogError) -> MovieList? {
        let stored = state.withLock { state in
            state.reads += 1
            return state.lists.first { $0.id == id }
        }
        return try stored.map(described)
    }

    func list(named name: String) throws(CatalogError) -> MovieList? {
        try lists().first { $0.name.lowercased() == name.lowercased() }
    }

    @discardableResult
    func create(_ details: ListDetails) throws(CatalogError) -> MovieList {
        try check(details, except: nil)
        let stored = state.withLock { state in
            state.now += 60_000
            let stamp = Timestamp(millisecondsSince1970: state.now)
            let stored = Stored(id: state.nextID, details: details, createdAt: stamp, updatedAt: stamp)
            state.nextID += 1
            state.lists.append(stored)
            return stored
        }
        return try described(stored)
    }

    @discardableResult
    func update(listID: Int64, _ details: ListDetails) throws(CatalogError) -> MovieList {
        try check(details, except: listID)
        let stored = try change(listID) { $0.details = details }
        return try described(stored)
    }

    @discardableResult
    func delete(listID: Int64) throws(CatalogError) -> Bool {
        state.withLock { state in
            guard let index = state.lists.firstIndex(where: { $0.id == listID }) else { return false }
            state.lists.remove(at: index)
            return true
        }
    }

    @discardableResult
    func add(movieID: Int, toList listID: Int64, note: String?) throws(CatalogError) -> ListEntry {
        guard let movie = try catalog.libraryTitle(id: movieID) else {
            throw CatalogError(.movieNotFound, "no movie has id \(movieID)")
        }
        let smart = state.withLock { state in state.lists.first { $0.id == listID }?.details.smartQuery != nil }
        if smart { throw CatalogError(.invalidArgument, "a smart list's movies follow its query") }
        let stored = try change(listID) { stored in
            if let index = stored.entries.firstIndex(where: { $0.movieID == movieID }) {
                if let note { stored.entries[index].note = note.isEmpty ? nil : note }
            } else {
                stored.entries.append((movieID, note))
            }
        }
        let index = stored.entries.firstIndex { $0.movieID == movieID } ?? 0
        return ListEntry(
            position: index + 1, movieID: movieID, movie: movie, note: stored.entries[index].note,
            isSeen: state.withLock { $0.seen.contains(movieID) })
    }

    @discardableResult
    func remove(movieID: Int, fromList listID: Int64) throws(CatalogError) -> Bool {
        var removed = false
        _ = try change(listID) { stored in
            let before = stored.entries.count
            stored.entries.removeAll { $0.movieID == movieID }
            removed = stored.entries.count < before
        }
        return removed
    }

    func move(movieID: Int, inList listID: Int64, to position: Int) throws(CatalogError) {
        _ = try change(listID) { stored in
            guard let index = stored.entries.firstIndex(where: { $0.movieID == movieID }) else { return }
            let entry = stored.entries.remove(at: index)
            stored.entries.insert(entry, at: min(max(0, position - 1), stored.entries.count))
        }
    }

    func entries(listID: Int64, offset: Int, limit: Int) throws(CatalogError) -> [ListEntry] {
        state.withLock { state in
            state.reads += 1
            state.pagesRead.append(offset..<offset + limit)
        }
        return Array(try members(of: listID).dropFirst(offset).prefix(limit))
    }

    func lists(containing movieID: Int) throws(CatalogError) -> [MovieList] {
        try lists().filter { !$0.isSmart && movieIDs(of: $0.id).contains(movieID) }
    }

    // MARK: Helpers

    private func check(_ details: ListDetails, except id: Int64?) throws(CatalogError) {
        let name = details.name
        guard !name.isEmpty, name.count <= ListDetails.maximumNameLength else {
            throw CatalogError(.invalidArgument, "a list's name has 1 to 200 characters")
        }
        let taken = state.withLock { state in
            state.lists.contains { $0.id != id && $0.details.name.lowercased() == name.lowercased() }
        }
        if taken { throw CatalogError(.invalidArgument, "there is already a list named “\(name)”") }
        if let query = details.smartQuery {
            do {
                _ = try FieldQuery.parse(query)
            } catch {
                throw CatalogError(.invalidArgument, error.description)
            }
        }
    }

    private func change(_ id: Int64, _ edit: (inout Stored) -> Void) throws(CatalogError) -> Stored {
        let stored: Stored? = state.withLock { state in
            guard let index = state.lists.firstIndex(where: { $0.id == id }) else { return nil }
            state.now += 60_000
            edit(&state.lists[index])
            state.lists[index].updatedAt = Timestamp(millisecondsSince1970: state.now)
            return state.lists[index]
        }
        guard let stored else { throw CatalogError(.notFound, "no list has id \(id)") }
        return stored
    }

    /// Every entry of list `id`, in order, with whether it is seen.
    private func members(of id: Int64) throws(CatalogError) -> [ListEntry] {
        let (stored, seen) = state.withLock { state in (state.lists.first { $0.id == id }, state.seen) }
        guard let stored else { return [] }
        if let text = stored.details.smartQuery {
            var query: MovieQuery
            do {
                query = try FieldQuery.parse(text)
            } catch {
                throw CatalogError(.invalidArgument, error.description)
            }
            query.offset = 0
            query.limit = max(1, catalog.all.count)
            return try catalog.movies(matching: query).movies.enumerated().map { index, movie in
                ListEntry(
                    position: index + 1, movieID: movie.id, movie: movie, note: nil, isSeen: seen.contains(movie.id))
            }
        }
        return stored.entries.enumerated().map { index, entry in
            ListEntry(
                position: index + 1, movieID: entry.movieID,
                movie: movies[entry.movieID] ?? (try? catalog.libraryTitle(id: entry.movieID)) ?? nil,
                note: entry.note,
                isSeen: seen.contains(entry.movieID))
        }
    }

    private func described(_ stored: Stored) throws(CatalogError) -> MovieList {
        let members = try members(of: stored.id)
        return MovieList(
            id: stored.id, name: stored.details.name, description: stored.details.description,
            isRanked: stored.details.isRanked, smartQuery: stored.details.smartQuery, createdAt: stored.createdAt,
            updatedAt: stored.updatedAt,
            progress: ListProgress(seen: members.filter(\.isSeen).count, total: members.count))
    }
}
