import MovieCatalog
import TerminalUI

/// The People results' presenter: reads the matches once when pushed, turns keys into moves of the
/// selection, and answers Enter by listing the selected person's movies in the movie table.
@MainActor
public final class PeoplePresenter {
    /// How many view models were built.
    var viewModelBuilds = 0

    /// What was searched.
    public let search: PeopleSearch
    let keymap: Keymap<PeopleAction>
    private let memory: ScreenMemory
    /// The people found, most credited first.
    public private(set) var matches: [PersonMatch] = []
    /// The table's selection and scroll, resolved when the view draws.
    public var list = ListState()
    /// The last message (an error, or what Enter cannot do).
    public internal(set) var status = ""

    /// Creates the presenter and reads the matches.
    ///
    /// - Parameters:
    ///   - search: The words typed after `@`.
    ///   - interactor: The People results' use case.
    ///   - keymaps: The keymaps (the People results' is used).
    ///   - memory: Where Enter leaves the query for the movie table.
    public init(search: PeopleSearch, interactor: PeopleInteractor, keymaps: Keymaps, memory: ScreenMemory) {
        self.search = search
        keymap = keymaps.people
        self.memory = memory
        do {
            matches = try interactor.matches(search)
        } catch {
            status = error.message
        }
    }

    /// `"3 people"`: how many were found.
    public var summary: String {
        let more = matches.count >= PeopleInteractor.limit ? " (the most credited)" : ""
        return matches.count == 1 ? "1 person" : "\(matches.count.grouped) people\(more)"
    }

    /// The selected match, if any.
    public var selected: PersonMatch? {
        list.selection(rowCount: matches.count).map { matches[$0] }
    }

    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the navigation Enter asks for.
    public func handle(_ key: Key) -> KeyOutcome {
        handle(key, drawn: nil)
    }

    /// Handles a key, mapping a click with the table as the view last drew it.
    func handle(_ key: Key, drawn: DrawnTable<Never>?) -> KeyOutcome {
        switch drawn?.click(key, list: &list) {
        case .open?: return perform(.open)
        case .handled?, .sort?: return .consumed
        case nil: break
        }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the People results' keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: PeopleAction) -> KeyOutcome {
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        case .open:
            guard let match = selected else { return .consumed }
            return .navigate(.push(.person(id: match.person.id)))
        case .listMovies:
            guard let match = selected else { return .consumed }
            // The person's movies in the movie table, newest first: a `person:nm…` term, that one
            // person and not everyone whose name starts the same.
            let filter = PeopleFilter(.person, person: match.person.id, name: match.person.name)
            memory.pendingMoviesQuery = MovieQuery(people: [filter], sort: MovieSort(.year, descending: true))
            return .navigate(.pop)
        }
        return .consumed
    }

    /// What the view draws, built for each frame.
    public func viewModel() -> PeopleViewModel {
        viewModelBuilds += 1
        return PeopleViewModel(
            rows: matches.map { match in
                PeopleViewModel.Row(
                    name: match.person.name, years: match.person.years,
                    professions: match.person.professions.map { $0.replacing("_", with: " ") }
                        .joined(separator: ", "),
                    credits: match.creditCount.grouped)
            },
            emptyText: "No one in this catalog is named \"\(search.words)\"")
    }
}
