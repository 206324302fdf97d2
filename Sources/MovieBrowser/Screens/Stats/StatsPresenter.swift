import MovieCatalog
import TerminalUI

/// The statistics screen's presenter: counts the figures of the movie table's query (or of the
/// whole catalog) once, again on reload, keeps the selected bar, turns Enter on a bar into a filter
/// of the table, and builds the view model. It never touches the terminal.
@MainActor
public final class StatsPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    private let interactor: StatsInteractor
    private let memory: ScreenMemory
    private let keymap: Keymap<StatsAction>
    /// The movie table's query the screen charts, or `nil` when it charts the whole catalog
    /// because it was opened from another screen.
    public let query: MovieQuery?
    private var loaded: StatsViewModel?
    private var attempted = false
    /// The selected bar.
    public private(set) var selection = StatsSelection()
    /// The last message (an error from the catalog, a reload).
    public private(set) var status = ""
    /// How many times the statistics were counted, for tests.
    public private(set) var loads = 0

    /// Creates the presenter; it takes the query the movie table handed over, if any.
    ///
    /// - Parameter interactor: The screen's use case.
    /// - Parameter memory: Where the movie table hands over its query, and where Enter leaves
    ///   the filtered query for it.
    /// - Parameter keymaps: The keymaps (the screen's is used).
    public init(interactor: StatsInteractor, memory: ScreenMemory, keymaps: Keymaps) {
        self.interactor = interactor
        self.memory = memory
        keymap = keymaps.stats
        query = memory.statsQuery
        memory.statsQuery = nil
    }

    /// The breadcrumb: `"Stats"`, or `"Stats of “godf” · Drama"` for a filtered table.
    public var title: String {
        guard let query, !StatsInteractor.isWholeCatalog(query) else { return "Stats" }
        let parts = (query.text.map { ["“\($0)”"] } ?? []) + FilterChips.chips(for: query).map(\.label)
        return "Stats of " + parts.joined(separator: " · ")
    }

    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    /// The frame's prepare step: counts the statistics the first time.
    public func prepare() {
        loadIfNeeded()
    }

    /// What the view draws, with the selected bar, or `nil` when the statistics could not be
    /// counted (see ``status``); built from the counted figures, it runs no query.
    public func viewModel() -> StatsViewModel? {
        viewModelBuilds += 1
        guard var model = loaded else { return nil }
        model.selection = selection
        return model
    }

    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: What the key did; keys the screen does not bind are ignored.
    public func handle(_ key: Key) -> KeyOutcome {
        guard let action = keymap.action(for: key) else { return .ignored }
        return perform(action)
    }

    /// Handles a key of the screen's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did: Enter on a bar pops back to the filtered table.
    @discardableResult
    public func perform(_ action: StatsAction) -> KeyOutcome {
        switch action {
        case .reload:
            load(recount: true)
            if loaded != nil { status = "statistics recounted" }
        case .nextBar, .previousBar:
            // A key typed ahead of the first frame counts the statistics it moves over.
            loadIfNeeded()
            guard let model = loaded else { break }
            selection = selection.movingBar(by: action == .nextBar ? 1 : -1, in: model)
        case .nextChart, .previousChart:
            selection = selection.movingChart(by: action == .nextChart ? 1 : -1)
        case .apply:
            return apply()
        }
        return .consumed
    }

    private func apply() -> KeyOutcome {
        guard let query else {
            status = "these are the whole catalog's statistics: press S on the movie table to chart it and filter it"
            return .consumed
        }
        loadIfNeeded()
        guard let model = loaded, let filtered = selection.applied(to: query, in: model) else {
            return .consumed
        }
        memory.pendingMoviesQuery = filtered
        return .navigate(.pop)
    }

    private func loadIfNeeded() {
        if !attempted { load() }
    }

    private func load(recount: Bool = false) {
        attempted = true
        loads += 1
        do {
            let statistics = try interactor.statistics(matching: query, recount: recount)
            loaded = StatsViewModel(statistics, genres: try interactor.catalogGenres(of: statistics, matching: query))
            status = ""
        } catch {
            loaded = nil
            status = error.message
        }
    }
}
