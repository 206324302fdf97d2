import MovieCatalog
import TerminalUI

/// The movie table's presenter: turns keys into intents on the query and the selection, keeps a
/// few pages of the result, and builds the view model. It never touches the terminal.
///
/// Queries run lazily: a key only changes the query, and the next frame fetches its first page,
/// so typing ahead runs one search for the whole burst.
@MainActor
public final class MoviesPresenter {
    /// Where keys go.
    public enum Focus: Hashable, Sendable {
        case table, search
    }

    /// The rows fetched per page.
    static let pageSize = 100
    /// The pages kept; the oldest goes first.
    static let pagesKept = 8

    let interactor: MoviesInteractor
    private let keymap: Keymap<MoviesAction>
    private let filtersKeymap: Keymap<FiltersAction>
    let memory: ScreenMemory
    private let columnsKeymap: Keymap<ColumnsAction>
    /// The table's columns for the session.
    public let columnChoice: ColumnChoice
    /// Where `y` puts the text it copies.
    let clipboard: Clipboard
    /// The movies marked for comparison.
    let marks: MarkedMovies
    /// Where "surprise me" draws from.
    let random: RandomSource

    /// The text, filters and sort (offset and limit are set per page).
    public internal(set) var query: MovieQuery
    /// The table's selection and scroll, resolved when the view draws.
    public var list: ListState
    /// The search box.
    public internal(set) var search: TextInputState
    /// Where keys go.
    public private(set) var focus: Focus = .table
    /// The filter panel, when open.
    private(set) var filterPanel: FilterPanel?
    /// The columns panel, when open.
    private(set) var columnsPanel: ColumnsPanel?
    /// Whether the columns panel is open.
    public var isChoosingColumns: Bool { columnsPanel != nil }
    /// The last message (a toggle, an error).
    public internal(set) var status = ""
    /// The first bad term of the search box, while there is one; the table's query leaves it out.
    public internal(set) var searchError: FieldQueryError?
    /// The filters and order set outside the search box (the filter panel, the chips, the sort keys, a
    /// Stats bar, the saved session); the box's terms apply on top of them.
    var filterBase: MovieQuery
    /// The order before `b` turned on the weighted sort, to go back to.
    var sortBeforeWeighted: MovieSort?
    /// The facet counts of the filter panel and the filter they were counted for.
    var facets: (filter: MovieQuery, counts: FacetCounts)?

    private var pages: [Int: [Movie]] = [:]
    private var pageOrder: [Int] = []
    private var knownTotal: Int?
    private var watchlist: Set<Int>?
    /// How many pages were fetched, for tests and the inspector.
    public private(set) var fetches = 0

    /// Creates the presenter, starting from where the table was when it was last popped.
    ///
    /// - Parameters:
    ///   - interactor: The table's use cases.
    ///   - keymaps: The keymaps (the table's and the filter panel's are used).
    ///   - memory: Where the table's query and selection are kept between pushes.
    ///   - columns: The table's columns for the session (the `c` panel changes them).
    ///   - clipboard: Where `y` puts the text it copies.
    ///   - marks: The movies marked for comparison, shared with the watchlist.
    ///   - random: Where "surprise me" draws from.
    public init(
        interactor: MoviesInteractor, keymaps: Keymaps, memory: ScreenMemory, columns: ColumnChoice = ColumnChoice(),
        clipboard: Clipboard = Clipboard(), marks: MarkedMovies = MarkedMovies(), random: RandomSource = RandomSource()
    ) {
        self.interactor = interactor
        self.clipboard = clipboard
        self.marks = marks
        self.random = random
        keymap = keymaps.movies
        filtersKeymap = keymaps.filters
        columnsKeymap = keymaps.columns
        columnChoice = columns
        self.memory = memory
        query = memory.movies?.query ?? MovieQuery()
        list = memory.movies?.list ?? ListState()
        filterBase = query
        filterBase.text = nil
        search = TextInputState(text: FieldQuery.format(MovieQuery(text: query.text)))
    }

    /// Saves the query and selection for the next push (the module's dispose hook calls it).
    public func saveState() {
        memory.movies = (query, list)
    }

    // MARK: Rows

    /// The number of movies the query matches (fetches the first page if needed).
    public var total: Int {
        if let knownTotal { return knownTotal }
        _ = movie(at: 0)
        return knownTotal ?? 0
    }

    /// The movie at `index` of the result, fetching its page if it is not kept.
    ///
    /// - Parameter index: The row.
    public func movie(at index: Int) -> Movie? {
        let page = index / Self.pageSize
        if pages[page] == nil { fetch(page: page) }
        guard let movies = pages[page] else { return nil }
        let row = index - page * Self.pageSize
        return row < movies.count ? movies[row] : nil
    }

    /// The selected movie, if any.
    public var selectedMovie: Movie? {
        list.selection(rowCount: total).flatMap(movie(at:))
    }

    /// Whether the movie is on the watchlist.
    public func isOnWatchlist(_ id: Int) -> Bool {
        if watchlist == nil { watchlist = try? interactor.watchlistIDs() }
        return watchlist?.contains(id) ?? false
    }

    private func fetch(page: Int) {
        var pageQuery = query
        pageQuery.offset = page * Self.pageSize
        pageQuery.limit = Self.pageSize
        do {
            let result = try interactor.page(pageQuery)
            fetches += 1
            knownTotal = result.total
            pages[page] = result.movies
            pageOrder.append(page)
            if pageOrder.count > Self.pagesKept { pages[pageOrder.removeFirst()] = nil }
        } catch {
            knownTotal = knownTotal ?? 0
            status = error.message
        }
    }

    func queryChanged(_ newQuery: MovieQuery) {
        guard newQuery != query else { return }
        query = newQuery
        pages = [:]
        pageOrder = []
        knownTotal = nil
        list.selectFirst()
    }

    /// Drops the kept pages and the watchlist marks, so the next frame reloads them; applies the
    /// query a screen above left for the table (a bar of its statistics).
    public func reload() {
        if let pending = memory.pendingMoviesQuery {
            memory.pendingMoviesQuery = nil
            applyPending(pending)
        }
        pages = [:]
        pageOrder = []
        knownTotal = nil
        watchlist = nil
    }

    // MARK: Keys

    /// Handles a key: the search box or the filter panel first when they have focus.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the detail to push for Enter.
    public func handle(_ key: Key) -> KeyOutcome {
        if columnsPanel != nil { return handleColumnsPanel(key) }
        if filterPanel != nil { return handleFilterPanel(key) }
        if focus == .search, let outcome = handleSearch(key) { return outcome }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the table's keymap (also used by mouse clicks).
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: MoviesAction) -> KeyOutcome {
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        case .open:
            guard let movie = selectedMovie else { return .consumed }
            return .navigate(.push(.detail(movieID: movie.id)))
        case .search: focus = .search
        case .focus: focus = focus == .table ? .search : .table
        case .nextMatch, .previousMatch:
            let count = total
            guard count > 0, let selected = list.selection(rowCount: count) else { return .consumed }
            let step = action == .nextMatch ? 1 : count - 1
            list.select((selected + step) % count)
        case .filters: filterPanel = FilterPanel()
        case .removeFilter:
            guard let last = FilterChips.chips(for: query).last else {
                status = "no filter to remove"
                return .consumed
            }
            var newQuery = query
            last.remove(&newQuery)
            setFilters(newQuery)
            status = "removed \(last.label)"
        case .clearFilters: setFilters(FilterPanel.clearing(query))
        case .toggleWatchlist: toggleWatchlist()
        case .sortTitle: sort(by: .title)
        case .sortYear: sort(by: .year)
        case .sortLength: sort(by: .length)
        case .sortRating: sort(by: .rating)
        case .sortVotes: sort(by: .votes)
        case .sortBudget: sort(by: .budget)
        case .sortDivisive: sort(by: .divisive)
        case .sortWeighted: toggleWeightedSort()
        case .columns: columnsPanel = ColumnsPanel(columns: columnChoice.movies)
        case .mark: markSelected()
        case .compare: return compareMarked()
        case .surprise: return surprise()
        case .copy: copySelected(id: false)
        case .copyID: copySelected(id: true)
        case .tableStats: return openStatistics()
        }
        return .consumed
    }

    /// Sorts by `field`; the same field again reverses the order. Numbers start largest first.
    ///
    /// - Parameter field: The field.
    public func sort(by field: MovieSort.Field) {
        if query.sort.field == field {
            setSort(MovieSort(field, descending: !query.sort.descending))
        } else {
            setSort(MovieSort(field, descending: field != .title))
        }
    }

    private func handleSearch(_ key: Key) -> KeyOutcome? {
        switch key {
        case .enter, .tab, .backTab:
            focus = .table
            return .consumed
        case .escape:
            focus = .table
            clearSearchWords()
            return .consumed
        case .up, .down, .pageUp, .pageDown:
            return list.handle(key) ? .consumed : .ignored
        default:
            guard search.handle(key) else { return nil }
            applySearchText()
            return .consumed
        }
    }

    private func handleFilterPanel(_ key: Key) -> KeyOutcome {
        guard var panel = filterPanel, let action = filtersKeymap.action(for: key) else {
            // Global keys (help, quit) still apply; anything else is swallowed by the modal panel.
            if case .character = key { return .consumed }
            return .ignored
        }
        switch action {
        case .nextRow: panel.selected = min(panel.selected + 1, panel.rows.count - 1)
        case .previousRow: panel.selected = max(panel.selected - 1, 0)
        case .toggle, .nextValue: setFilters(panel.stepping(query, by: 1))
        case .previousValue: setFilters(panel.stepping(query, by: -1))
        case .clear: setFilters(FilterPanel.clearing(query))
        case .close:
            filterPanel = nil
            return .consumed
        }
        filterPanel = panel
        return .consumed
    }

    private func handleColumnsPanel(_ key: Key) -> KeyOutcome {
        guard var panel = columnsPanel, let action = columnsKeymap.action(for: key) else {
            // Like the filter panel: global keys still apply, other characters are swallowed.
            if case .character = key { return .consumed }
            return .ignored
        }
        switch action {
        case .apply:
            guard !panel.shown.isEmpty else {
                status = "choose at least one column (\(columnsKeymap.keyName(for: .toggle)) shows one)"
                return .consumed
            }
            columnChoice.set(panel.shown)
            columnsPanel = nil
            status = "columns: " + panel.shown.map(\.header).joined(separator: ", ")
        case .cancel:
            columnsPanel = nil
        default:
            panel.perform(action)
            columnsPanel = panel
        }
        return .consumed
    }

    private func toggleWatchlist() {
        guard let movie = selectedMovie else { return }
        do {
            let added = try interactor.toggleWatchlist(movie.id)
            if watchlist == nil { watchlist = try? interactor.watchlistIDs() }
            if added { watchlist?.insert(movie.id) } else { watchlist?.remove(movie.id) }
            status = (added ? "added to" : "removed from") + " the watchlist: \(movie.title.display)"
        } catch {
            status = error.message
        }
    }

    // MARK: View model

    /// What the view draws, built for each frame.
    public func viewModel() -> MoviesViewModel {
        let count = total
        let selected = list.selection(rowCount: count)
        let chips = FilterChips.chips(for: query).map(\.label)
        let filtered = !chips.isEmpty || query.text != nil
        let position = selected.map { "\(($0 + 1).grouped) of \(count.grouped)" } ?? "0 of 0"
        let order: String
        switch query.sort.field {
        case .weightedRating: order = query.sort.descending ? " · weighted ▼" : " · weighted ▲"
        case .divisive: order = query.sort.descending ? " · divisive ▼" : " · divisive ▲"
        default: order = ""
        }
        return MoviesViewModel(
            sort: query.sort,
            rowCount: count,
            search: search,
            isSearching: focus == .search,
            searchError: searchError,
            chips: chips,
            position: position + (filtered ? " (filtered)" : "") + order,
            filterLines: filterPanel.map { _ in FilterPanel.lines(for: query, facets: facetCounts()) },
            filterSelection: filterPanel?.selected ?? 0,
            filterHints: filtersKeymap.keyHelp.hints,
            emptyText: query.text.map {
                chips.isEmpty ? "No title matches \"\($0)\"" : "No title matches \"\($0)\" with these filters"
            } ?? "No movie matches these filters",
            columns: columnChoice.movies,
            columnLines: columnsPanel?.lines,
            columnSelection: columnsPanel?.selected ?? 0,
            columnHints: columnsKeymap.keyHelp.hints)
    }

    /// The texts of row `index` for the table, in the view's column order.
    ///
    /// - Parameter index: The row.
    public func row(_ index: Int) -> MoviesViewModel.Row? {
        guard let movie = movie(at: index) else { return nil }
        return MoviesViewModel.Row(movie: movie, onWatchlist: isOnWatchlist(movie.id), marked: marks.contains(movie.id))
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
