import MovieCatalog
import TerminalUI

/// A person screen's presenter: loads the person and their filmography once, groups it by role,
/// turns keys into intents (sort, filter, the selection, the watchlist) and builds the view model.
///
/// A frame asks the watchlist for the marks once after the credits were loaded (or the screen came
/// back on top), never again while nothing changed.
@MainActor
public final class PersonPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The person's id.
    public let personID: PersonID
    let interactor: PersonInteractor
    private let keymap: Keymap<PersonAction>

    /// The person, or `nil` when the catalog's names lack them.
    public private(set) var person: Person?
    /// Every credit, as the catalog lists them.
    var credits: [FilmographyCredit] = []
    /// The credits grouped, sorted and filtered: what the table shows.
    var filmography = Filmography([], sort: .standard)
    /// The movies of the filmography that are on the watchlist.
    var marks: Set<Int> = []
    /// Whether the marks must be asked again before the next frame.
    var marksAreStale = true
    /// The rows of the last view model, until the credits, the order, the filter or the marks change.
    var rows: [PersonViewModel.Row]?
    /// `"Actor 40 · Director 1"`, counted when the credits are loaded.
    var roles = ""
    /// The order within each role.
    public private(set) var sort = PersonSort.standard
    /// The title filter.
    public internal(set) var search = TextInputState()
    /// Whether the filter box has focus.
    public internal(set) var isSearching = false
    /// The table's selection and scroll, resolved when the view draws.
    public var list = ListState()
    /// The last message (a change, an error).
    public internal(set) var status = ""
    var loadFailure: String?

    /// Creates the presenter and loads the person and their filmography.
    ///
    /// - Parameters:
    ///   - personID: The person's IMDb id.
    ///   - interactor: The screen's use cases.
    ///   - keymaps: The keymaps (the person screen's is used).
    public init(personID: PersonID, interactor: PersonInteractor, keymaps: Keymaps) {
        self.personID = personID
        self.interactor = interactor
        keymap = keymaps.person
        load()
    }

    /// Loads the person and their credits (two queries); the marks follow in the next frame.
    public func load() {
        do {
            person = try interactor.person(personID)
            credits = try interactor.filmography(personID)
            loadFailure = nil
        } catch {
            person = nil
            credits = []
            loadFailure = error.message
            status = error.message
        }
        roles = Filmography(credits, sort: sort).groups
            .map { "\(Filmography.heading($0.category)) \($0.credits.count.grouped)" }.joined(separator: " · ")
        regroup()
        marksAreStale = true
    }

    /// The screen is on top again: a detail above may have changed the watchlist.
    public func didReturn() {
        marksAreStale = true
    }

    /// The breadcrumb: the person's name, or their id.
    public var title: String { person?.name ?? personID.text }

    /// `"3 of 42"`, with `(filtered)` while a filter hides credits.
    public var summary: String {
        let count = filmography.count
        let position = list.selection(rowCount: count).map { "\(($0 + 1).grouped) of \(count.grouped)" } ?? "0 of 0"
        return position + (search.text.isEmpty ? "" : " (filtered)")
    }

    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    /// The selected credit, if any.
    public var selectedCredit: FilmographyCredit? {
        list.selection(rowCount: filmography.count).map { filmography.credits[$0] }
    }

    // MARK: Keys

    /// Handles a key: the filter box first while it has focus.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the detail to push for Enter.
    public func handle(_ key: Key) -> KeyOutcome {
        handle(key, drawn: nil)
    }

    /// Handles a key, mapping a click with the table as the view last drew it.
    func handle(_ key: Key, drawn: DrawnTable<PersonSort.Field>?) -> KeyOutcome {
        if isSearching { return handleSearch(key) }
        switch drawn?.click(key, list: &list) {
        case .sort(let field)?:
            sort(by: field)
            return .consumed
        case .open?: return perform(.open)
        case .handled?: return .consumed
        case nil: break
        }
        if key == .escape, !search.text.isEmpty {
            setFilter(TextInputState())
            return .consumed
        }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the person screen's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: PersonAction) -> KeyOutcome {
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        case .open:
            guard let credit = selectedCredit else { return .consumed }
            return .navigate(.push(.title(credit.movie)))
        case .search: isSearching = true
        case .toggleWatchlist: toggleWatchlist()
        case .addToList: return selectedCredit.map { .navigate(.push(.addToList(movieID: $0.movie.id))) } ?? .consumed
        case .sortTitle: sort(by: .title)
        case .sortYear: sort(by: .year)
        case .sortRating: sort(by: .rating)
        case .sortVotes: sort(by: .votes)
        }
        return .consumed
    }

    /// Sorts each role's movies by `field`; the same field again reverses the order. Titles start A
    /// first, the figures largest first. The selected credit stays selected.
    ///
    /// - Parameter field: The field.
    public func sort(by field: PersonSort.Field) {
        if sort.field == field {
            sort.descending.toggle()
        } else {
            sort = PersonSort(field, descending: field != .title)
        }
        regroup()
    }

    /// Groups, sorts and filters the credits again, keeping the selected credit selected when it
    /// is still shown (else the first row).
    func regroup() {
        let selected = selectedCredit
        filmography = Filmography(credits, sort: sort, filter: search.text)
        rows = nil
        let rows = filmography.credits
        if let selected,
            let index = rows.firstIndex(where: { $0.movie.id == selected.movie.id && $0.category == selected.category })
        {
            list.select(index)
        } else {
            list.select(0)
        }
    }

    private func toggleWatchlist() {
        guard let credit = selectedCredit else { return }
        do {
            let isOn = try interactor.toggleWatchlist(credit.movie.id)
            if isOn { marks.insert(credit.movie.id) } else { marks.remove(credit.movie.id) }
            rows = nil
            status = "\(credit.movie.title.display) " + (isOn ? "added to" : "removed from") + " the watchlist"
        } catch {
            status = error.message
        }
    }
}
