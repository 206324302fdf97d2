import MovieCatalog
import TerminalUI

/// The watchlist's presenter: turns keys into intents on the selection, the order and the entries
/// (remove, undo), sends every change to the interactor at once, and builds the view model.
@MainActor
public final class WatchlistPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The key of the table's state in ``ScreenMemory/lists``.
    static let memoryKey = "Watchlist"

    let interactor: WatchlistInteractor
    let keymap: Keymap<WatchlistAction>
    private let memory: ScreenMemory
    /// Where `y` puts the text it copies.
    let clipboard: Clipboard
    /// The movies marked for comparison, shared with the movie table.
    let marks: MarkedMovies
    /// Writes the export files; `nil` when the app has no exporter (the export then says so).
    let exporter: (any WatchlistExporter)?
    let exportKeymap: Keymap<ExportAction>
    /// The log dialog (`l`) and the offer to take the logged movie off the watchlist.
    let logger: ViewingLogger

    /// The entries, in ``sort`` order.
    public internal(set) var entries: [WatchlistEntry] = []
    /// The order.
    public private(set) var sort = WatchlistSort(.added, descending: true)
    /// The table's selection and scroll, resolved when the view draws.
    public var list: ListState
    /// The removed entries, the last removed last, for undo.
    public internal(set) var removed: [WatchlistEntry] = []
    /// The last message (a removal, an error).
    public internal(set) var status = ""
    /// The export panel's highlighted format, when the panel is open.
    public internal(set) var exportSelection: Int?

    /// Creates the presenter, with the selection where the table was when it was last popped.
    ///
    /// - Parameters:
    ///   - interactor: The watchlist's use cases.
    ///   - keymaps: The keymaps (the watchlist's is used).
    ///   - memory: Where the table's selection is kept between pushes.
    ///   - clipboard: Where `y` puts the text it copies.
    ///   - marks: The movies marked for comparison.
    ///   - exporter: Writes the export files, if the app has one.
    ///   - logger: Logs a viewing of the selected movie (`l`).
    public init(
        interactor: WatchlistInteractor, keymaps: Keymaps, memory: ScreenMemory, clipboard: Clipboard,
        marks: MarkedMovies, exporter: (any WatchlistExporter)?, logger: ViewingLogger
    ) {
        self.logger = logger
        self.interactor = interactor
        self.clipboard = clipboard
        self.marks = marks
        self.exporter = exporter
        exportKeymap = keymaps.export
        keymap = keymaps.watchlist
        self.memory = memory
        list = memory.lists[Self.memoryKey] ?? ListState()
        if let sort = memory.watchlistSort { self.sort = sort }
        reload()
    }

    /// Saves the selection and the order for the next push (the module's dispose hook calls it).
    public func saveState() {
        memory.lists[Self.memoryKey] = list
        memory.watchlistSort = sort
    }

    /// Reads the entries again (the detail may have changed them), keeping the selected movie
    /// selected when it is still there.
    public func reload() {
        let selectedID = selectedEntry?.movieID
        do {
            entries = try interactor.entries().sorted(by: sort.ordered)
        } catch {
            status = error.message
        }
        if let selectedID, let index = entries.firstIndex(where: { $0.movieID == selectedID }) {
            list.select(index)
        }
    }

    /// The selected entry, if any.
    public var selectedEntry: WatchlistEntry? {
        list.selection(rowCount: entries.count).map { entries[$0] }
    }

    /// `"3 on the watchlist · 5 h 19 min"`: the count and the total running time.
    /// The watchlist's keys, or the export panel's or the log dialog's while one is open (it takes
    /// every key it binds).
    public var keyHelp: KeyHelp {
        if logger.form != nil { return ViewingFormAction.keymap.keyHelp }
        return exportSelection == nil ? keymap.keyHelp : exportKeymap.keyHelp
    }

    public var summary: String {
        let minutes = entries.compactMap(\.movie?.minutes).reduce(0, +)
        return "\(entries.count.grouped) on the watchlist" + (minutes > 0 ? " · \(Self.duration(minutes))" : "")
    }

    // MARK: Keys

    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the detail to push for Enter.
    public func handle(_ key: Key) -> KeyOutcome {
        handle(key, drawn: nil)
    }

    /// Handles a key, mapping a click with the table as the view last drew it.
    func handle(_ key: Key, drawn: DrawnTable<WatchlistSort.Field>?) -> KeyOutcome {
        if exportSelection != nil {
            // The export panel is modal: clicks do not reach the table behind it.
            if case .mouse = key { return .consumed }
            return handleExportPanel(key)
        }
        if let event = logger.handle(key) {
            if let text = event.status { status = text }
            if case .leftWatchlist? = event.change { reload() }
            return .consumed
        }
        switch drawn?.click(key, list: &list) {
        case .sort(let field)?:
            sort(by: field)
            return .consumed
        case .open?: return perform(.open)
        case .handled?: return .consumed
        case nil: break
        }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the watchlist's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: WatchlistAction) -> KeyOutcome {
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        case .open:
            guard let entry = selectedEntry else { return .consumed }
            guard let movie = entry.movie else {
                status = Self.notInCatalog(entry)
                return .consumed
            }
            return .navigate(.push(.title(movie)))
        case .remove: remove()
        case .addToList: return addSelectedToList()
        case .undo: undo()
        case .sortTitle: sort(by: .title)
        case .sortAdded: sort(by: .added)
        case .sortRating: sort(by: .rating)
        case .export: openExportPanel()
        case .mark: markSelected()
        case .compare: return compareMarked()
        case .copy: copySelected(id: false)
        case .copyID: copySelected(id: true)
        case .logViewing: logSelected()
        }
        return .consumed
    }

    /// Sorts by `field`; the same field again reverses the order. Titles start A first, dates
    /// and ratings largest first. The selected movie stays selected.
    ///
    /// - Parameter field: The field.
    public func sort(by field: WatchlistSort.Field) {
        if sort.field == field {
            sort.descending.toggle()
        } else {
            sort = WatchlistSort(field, descending: field != .title)
        }
        let selectedID = selectedEntry?.movieID
        entries.sort(by: sort.ordered)
        if let selectedID, let index = entries.firstIndex(where: { $0.movieID == selectedID }) {
            list.select(index)
        }
    }
}
