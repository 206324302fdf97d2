import MovieCatalog
import TerminalUI

/// The lists screen's presenter: turns keys into intents (open, make, rename, describe, delete),
/// asks its questions on the prompt line, sends every change to the interactor at once, and builds
/// the view model.
@MainActor
public final class ListsPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The key of the table's state in ``ScreenMemory/lists``.
    static let memoryKey = "Lists"

    let interactor: ListsInteractor
    let keymap: Keymap<ListsAction>
    private let memory: ScreenMemory

    /// Every list, by name.
    public internal(set) var lists: [MovieList] = []
    /// The table's selection and scroll, resolved when the view draws.
    public var list: ListState
    /// The question asked on the prompt line, if any: it takes every key while it is open.
    public internal(set) var prompt: ScreenPrompt?
    /// What the open prompt is for.
    var question: ListsQuestion?
    /// The last message (a change, an error).
    public internal(set) var status = ""

    /// Creates the presenter with the selection where it was when the screen was last popped.
    ///
    /// - Parameters:
    ///   - interactor: The lists' use cases.
    ///   - keymaps: The keymaps (the lists' is used).
    ///   - memory: Where the selection is kept between pushes.
    public init(interactor: ListsInteractor, keymaps: Keymaps, memory: ScreenMemory) {
        self.interactor = interactor
        keymap = keymaps.lists
        self.memory = memory
        list = memory.lists[Self.memoryKey] ?? ListState()
        reload()
    }

    /// Keeps the selection for the next push (the module's dispose hook calls it).
    public func saveState() {
        memory.lists[Self.memoryKey] = list
    }

    /// Reads the lists again (a list screen above may have changed one), keeping the selected list
    /// selected.
    ///
    /// - Parameter selecting: The list to select instead, by id.
    public func reload(selecting id: Int64? = nil) {
        let selectedID = id ?? selectedList?.id
        do {
            lists = try interactor.lists()
        } catch {
            status = error.message
        }
        if let selectedID, let index = lists.firstIndex(where: { $0.id == selectedID }) { list.select(index) }
    }

    /// The selected list, if any.
    public var selectedList: MovieList? {
        list.selection(rowCount: lists.count).map { lists[$0] }
    }

    /// Whether the prompt's text field has focus.
    public var isEditing: Bool { prompt?.isText == true }

    /// The lists' keys.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    /// `"3 lists"`.
    public var summary: String { lists.count.counted("list") }

    // MARK: Keys

    /// Handles a key: the prompt first while it is open.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the list to push for Enter.
    public func handle(_ key: Key) -> KeyOutcome {
        handle(key, drawn: nil)
    }

    /// Handles a key, mapping a click with the table as the view last drew it.
    func handle(_ key: Key, drawn: DrawnTable<Never>?) -> KeyOutcome {
        if prompt != nil { return answer(key) }
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

    /// Performs an action of the lists' keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: ListsAction) -> KeyOutcome {
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        case .open:
            guard let selected = selectedList else { return .consumed }
            return .navigate(.push(.list(id: selected.id)))
        case .create: ask(.name, .text("Name of the new list:", placeholder: "Best of 2024 (Esc cancels)"))
        case .rename:
            guard let selected = selectedList else { return nothingSelected() }
            ask(.rename(selected.id), .text("New name:", selected.name))
        case .describe:
            guard let selected = selectedList else { return nothingSelected() }
            ask(
                .describe(selected.id),
                .text("Description:", selected.description ?? "", placeholder: "what it is about"))
        case .delete:
            guard let selected = selectedList else { return nothingSelected() }
            let movies = selected.isSmart ? "a smart list" : selected.progress.total.counted("movie")
            ask(.delete(selected.id), .confirm("Delete “\(selected.name)” (\(movies))? y/n"))
        }
        return .consumed
    }

    private func nothingSelected() -> KeyOutcome {
        status = "no list selected: press n to make one"
        return .consumed
    }

    // MARK: View model

    /// What the view draws, built for each frame.
    public func viewModel() -> ListsViewModel {
        viewModelBuilds += 1
        return ListsViewModel(
            rows: lists.map { list in
                ListsViewModel.Row(
                    kind: list.isSmart ? "smart" : list.isRanked ? "ranked" : "",
                    name: list.name,
                    progress: list.progress.text,
                    fraction: list.progress.fraction,
                    description: list.smartQuery.map { query in
                        list.description.map { "\($0) · \(query)" } ?? query
                    } ?? list.description ?? "")
            },
            emptyText: "No lists yet: press n to make one", prompt: prompt)
    }
}
