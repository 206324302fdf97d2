import MovieCatalog
import TerminalUI

/// The movie table's presenter: turns keys into changes of its state (the query, the selection,
/// the panels), fetches what a frame shows in one prepare step, and builds the view model. It never
/// touches the terminal.
///
/// Queries run lazily: a key only changes the query, and the next frame's prepare step fetches the
/// page it shows, so typing ahead runs one search for the whole burst.
@MainActor
public final class MoviesPresenter {
    /// Where keys go.
    public enum Focus: Hashable, Sendable {
        case table, search
    }

    let interactor: MoviesInteractor
    /// The table's keys.
    let keymap: Keymap<MoviesAction>
    let memory: ScreenMemory
    /// Where `y` puts the text it copies.
    let clipboard: Clipboard
    /// The movies marked for comparison.
    let marks: MarkedMovies
    /// Where "surprise me" draws from.
    let random: RandomSource
    /// The log dialog (`l`) and the watchlist's offer after it.
    let logger: ViewingLogger

    /// The query, the one source of it: the box, the chips, the panel, the sort keys edit it.
    var table: TableQuery {
        didSet { if table.query != oldValue.query { queryChanged() } }
    }
    /// The pages of the result that are kept, with their watchlist marks.
    var pages = MoviePages()
    /// The filter panel.
    var filters: FilterPanelController
    /// The columns panel.
    var columns: ColumnsPanelController
    /// The view model of the last frame.
    var frame: MoviesViewModel?
    /// How many view models were built.
    var viewModelBuilds = 0

    /// The table's selection and scroll, resolved when a frame is prepared and drawn.
    public var list: ListState
    /// Where keys go.
    public internal(set) var focus: Focus = .table
    /// The last message (a toggle, an error).
    public internal(set) var status = ""
    /// The order before `b` turned on the weighted sort, to go back to.
    var sortBeforeWeighted: MovieSort?
    /// The order the table opens in, and goes back to from the weighted sort when it had no other.
    let defaultSort: MovieSort

    /// Creates the presenter, starting from where the table was when it was last popped.
    ///
    /// - Parameters:
    ///   - interactor: The table's use cases.
    ///   - keymaps: The keymaps (the table's and its two panels' are used).
    ///   - memory: Where the table's query and selection are kept between pushes.
    ///   - columns: The table's columns for the session (the `c` panel changes them).
    ///   - clipboard: Where `y` puts the text it copies.
    ///   - marks: The movies marked for comparison, shared with the watchlist.
    ///   - random: Where "surprise me" draws from.
    ///   - order: The order the table opens in when the memory holds none (`[ui] default_sort`).
    ///   - logger: Logs a viewing of the selected movie (`l`).
    public init(
        interactor: MoviesInteractor, keymaps: Keymaps, memory: ScreenMemory, columns: ColumnChoice = ColumnChoice(),
        clipboard: Clipboard = Clipboard(), marks: MarkedMovies = MarkedMovies(), random: RandomSource = RandomSource(),
        order: MovieTableOrder = .standard, logger: ViewingLogger
    ) {
        self.logger = logger
        self.interactor = interactor
        self.clipboard = clipboard
        self.marks = marks
        self.random = random
        keymap = keymaps.movies
        filters = FilterPanelController(keymap: keymaps.filters)
        self.columns = ColumnsPanelController(keymap: keymaps.columns, choice: columns)
        self.memory = memory
        defaultSort = order.sort
        table = TableQuery(memory.movies?.query ?? MovieQuery(sort: order.sort))
        list = memory.movies?.list ?? ListState()
    }

    /// The text, filters and sort (offset and limit are set per page).
    public var query: MovieQuery { table.query }
    /// The search box.
    public var search: TextInputState { table.box }
    /// The first bad term of the search box, while there is one; the table's query leaves it out.
    public var searchError: FieldQueryError? { table.error }
    /// The table's columns for the session.
    public var columnChoice: ColumnChoice { columns.choice }
    /// Whether the columns panel is open.
    public var isChoosingColumns: Bool { columns.isOpen }

    /// Saves the query and selection for the next push (the module's dispose hook calls it).
    public func saveState() {
        memory.movies = (query, list)
    }

    private func queryChanged() {
        pages.reset()
        list.selectFirst()
    }

    /// Drops the watchlist marks and the facet counts, so the next frame reads them again (a screen
    /// above may have changed the library); applies the query a screen above left for the table (a bar
    /// of its statistics), which drops the pages. The pages of an unchanged query are kept unless it
    /// has library terms (``MovieQuery/hasLibraryFilters``): the catalog did not change.
    public func reload() {
        if let pending = memory.pendingMoviesQuery {
            memory.pendingMoviesQuery = nil
            applyPending(pending)
        }
        forgetMarks()
    }

    // MARK: Keys

    /// Handles a key: an open panel or the search box first, then the table's keys.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the detail to push for Enter.
    public func handle(_ key: Key) -> KeyOutcome {
        handle(key, drawn: nil)
    }

    /// Handles a key as ``handle(_:)`` does, after mapping a left click with the table as the last
    /// frame drew it (sort by a header, select a row, open the selected row).
    ///
    /// - Parameter key: The key.
    /// - Parameter drawn: The table as the last frame drew it, or `nil` before the first frame.
    /// - Returns: Whether it was used, or the detail to push.
    func handle(_ key: Key, drawn: DrawnTable<MovieSort.Field>?) -> KeyOutcome {
        if columns.isOpen || filters.isOpen {
            // The panels are modal: clicks do not reach the table behind them.
            if case .mouse(let event) = key, case .press(button: 1) = event.action { return .consumed }
            if columns.isOpen { return columns.handle(key, status: &status) }
            return filters.handle(key, query: &table)
        }
        if let outcome = handleLogger(key) { return outcome }
        switch drawn?.click(key, list: &list) {
        case .sort(let field)?:
            sort(by: field)
            return .consumed
        case .open?: return perform(.open)
        case .handled?: return .consumed
        case nil: break
        }
        if focus == .search, let outcome = handleSearch(key) { return outcome }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the table's keymap.
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
            guard let movie = loadSelectedMovie() else { return .consumed }
            return .navigate(.push(.title(movie)))
        case .search: focus = .search
        case .focus: focus = focus == .table ? .search : .table
        case .nextMatch, .previousMatch: selectMatch(step: action == .nextMatch ? 1 : -1)
        case .filters: filters.open(from: interactor)
        case .removeFilter: removeLastFilter()
        case .clearFilters: clearFilters()
        case .toggleWatchlist: toggleWatchlist()
        case .addToList: return addToList()
        case .sortTitle: sort(by: .title)
        case .sortYear: sort(by: .year)
        case .sortLength: sort(by: .length)
        case .sortRating: sort(by: .rating)
        case .sortVotes: sort(by: .votes)
        case .sortBudget: sort(by: .budget)
        case .sortDivisive: sort(by: .divisive)
        case .sortWeighted: toggleWeightedSort()
        case .columns: columns.open()
        case .mark: markSelected()
        case .compare: return compareMarked()
        case .surprise: return surprise()
        case .copy: copySelected(id: false)
        case .copyID: copySelected(id: true)
        case .tableStats: return openStatistics()
        case .logViewing: logSelected()
        }
        return .consumed
    }
}
