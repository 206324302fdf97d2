import MovieCatalog
import Synchronization

/// The counts of a filter that do not depend on the page asked for.
struct FilterCounts: Sendable, Equatable {
    /// How many movies match the filter.
    var total: Int
    /// How many of them have a known budget (budget pages need it), if it was counted.
    var knownBudgets: Int?
    /// How many of them have a known rating spread (divisive pages need it), if it was counted.
    var knownSpreads: Int? = nil
    /// The facet counts of the filter as if the user had seen nothing and had nothing on the watchlist
    /// (they depend on the catalog alone: ``FacetQuery`` corrects them for the library), if counted.
    var facets: FacetCounts? = nil
}

/// A small, thread-safe, least-recently-used cache of ``FilterCounts``, keyed by filter and valid for
/// one catalog generation.
///
/// The catalog never changes between imports, so the number of movies a filter matches is the same on
/// every page of it, in whatever order. Each completed import stores a new generation number in
/// `catalog_import` (see ``CatalogImporter``); a page reads that number in the same read transaction
/// as its rows and uses only counts stored under it. An import by this process, by another process,
/// or through another ``CatalogDatabase`` on the same file therefore invalidates every count cached
/// here, and a reader still on an older snapshot never sees counts of a newer catalog, nor stores its
/// own under the newer generation.
final class FilterCountCache: Sendable {
    private struct Entry {
        var counts: FilterCounts
        var lastUse: UInt64
    }

    private struct State {
        var generation: Int?
        var entries: [MovieQuery: Entry] = [:]
        var clock: UInt64 = 0
    }

    /// The most filters kept.
    let capacity: Int
    private let state = Mutex(State())

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: The most filters kept; the least recently used is dropped beyond it.
    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
    }

    /// The key of `query`'s filter: the query without its order and page.
    static func key(_ query: MovieQuery) -> MovieQuery {
        var key = query
        key.sort = MovieSort(.title)
        key.offset = 0
        key.limit = 0
        return key
    }

    /// The counts cached for `filter` in catalog `generation`, if any.
    func counts(for filter: MovieQuery, generation: Int) -> FilterCounts? {
        state.withLock { state in
            guard state.generation == generation, var entry = state.entries[filter] else { return nil }
            state.clock &+= 1
            entry.lastUse = state.clock
            state.entries[filter] = entry
            return entry.counts
        }
    }

    /// Stores the counts of `filter`, read in catalog `generation`.
    ///
    /// Counts of a newer generation drop every older one; counts of an older generation than the
    /// cache's (a reader that started before an import committed) are not stored.
    func store(_ counts: FilterCounts, for filter: MovieQuery, generation: Int) {
        state.withLock { state in
            if let current = state.generation {
                if generation < current { return }
                if generation > current { state.entries.removeAll(keepingCapacity: true) }
            }
            state.generation = generation
            if state.entries[filter] == nil, state.entries.count >= capacity,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
            {
                state.entries[oldest] = nil
            }
            state.clock &+= 1
            state.entries[filter] = Entry(counts: counts, lastUse: state.clock)
        }
    }

    /// How many filters are cached (for tests).
    var count: Int {
        state.withLock { $0.entries.count }
    }
}
