import MovieCatalog
import TerminalUI

/// One list's presenter: reads the list and the page of entries each frame shows, turns keys into
/// intents (open, move, remove, note), sends every change to the interactor at once, and builds the
/// view model. A smart list is read-only here: its movies follow its query.
@MainActor
public final class ListPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The list's id.
    public let listID: Int64
    let interactor: ListInteractor
    let keymap: Keymap<ListAction>

    /// The list with its progress, or `nil` when there is none with ``listID`` (or reading failed).
    public private(set) var movieList: MovieList?
    /// The kept pages of entries.
    var pages = ListEntryPages()
    /// The table's selection and scroll, resolved when the view draws.
    public var list = ListState()
    /// The note being edited, on the prompt line.
    public internal(set) var prompt: ScreenPrompt?
    /// The movie whose note is edited.
    var noteMovieID: Int?
    /// The last message (a change, an error).
    public internal(set) var status = ""
    var loadFailure: String?

    /// Creates the presenter and reads the list.
    ///
    /// - Parameters:
    ///   - listID: The list's id.
    ///   - interactor: The list's use cases.
    ///   - keymaps: The keymaps (the list's is used).
    public init(listID: Int64, interactor: ListInteractor, keymaps: Keymaps) {
        self.listID = listID
        self.interactor = interactor
        keymap = keymaps.list
        reload()
    }

    /// Reads the list and its progress again, and forgets the pages of entries (a detail above may
    /// have logged a viewing; another process may have changed the list).
    public func reload() {
        pages.reset()
        do {
            movieList = try interactor.list(listID)
            loadFailure = nil
        } catch {
            movieList = nil
            loadFailure = error.message
            status = error.message
        }
    }

    /// Closes the note's prompt without saving (the module's dispose hook calls it).
    public func cancelEditing() {
        prompt = nil
        noteMovieID = nil
    }

    /// The number of entries.
    public var count: Int { movieList?.progress.total ?? 0 }

    /// Whether the prompt's text field has focus.
    public var isEditing: Bool { prompt != nil }

    /// The breadcrumb: the list's name.
    public var title: String { movieList?.name ?? "List #\(listID)" }

    /// `"16 movies · ranked"`.
    public var summary: String {
        guard let movieList else { return "" }
        let kind = movieList.isSmart ? " · smart" : movieList.isRanked ? " · ranked" : ""
        return count.counted("movie") + kind
    }

    /// The list's keys; a smart list's without those that change it, and a note that it is read-only.
    public var keyHelp: KeyHelp {
        guard movieList?.isSmart == true else { return keymap.keyHelp }
        var help = Keymap(keymap.name, keymap.commands.filter { !$0.action.changesTheList }).keyHelp
        help.hints.append(Hint(key: "Smart list:", label: "read-only"))
        help.entries.append(
            KeyHelp.Entry(keys: [], action: "", help: "A smart list follows its query: it is read-only here"))
        return help
    }

    /// The selected entry if its page is kept.
    public var selectedEntry: ListEntry? {
        list.selection(rowCount: count).flatMap(pages.entry(at:))
    }

    /// The selected entry, reading its page if no frame showed it yet.
    func loadSelectedEntry() -> ListEntry? {
        guard let row = list.selection(rowCount: count) else { return nil }
        do {
            return try pages.loading(row, listID: listID, from: interactor)
        } catch {
            status = error.message
            return nil
        }
    }

    // MARK: Keys

    /// Handles a key: the note's prompt first while it is open.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the detail to push for Enter.
    public func handle(_ key: Key) -> KeyOutcome {
        handle(key, drawn: nil)
    }

    /// Handles a key, mapping a click with the table as the view last drew it.
    func handle(_ key: Key, drawn: DrawnTable<Never>?) -> KeyOutcome {
        if prompt != nil { return answerNote(key) }
        switch drawn?.click(key, list: &list) {
        case .open?: return perform(.open)
        case .handled?, .sort?: return .consumed
        case nil: break
        }
        guard movieList != nil, let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the list's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: ListAction) -> KeyOutcome {
        guard let movieList else { return .ignored }
        status = ""
        if action.changesTheList, movieList.isSmart {
            status = "“\(movieList.name)” is a smart list: its movies follow its query, so it is read-only"
            return .consumed
        }
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        case .open:
            guard let entry = loadSelectedEntry() else { return .consumed }
            guard let movie = entry.movie else {
                status = "“\(entry.displayTitle)” is not in this catalog"
                return .consumed
            }
            return .navigate(.push(.title(movie)))
        case .moveDown: move(by: 1)
        case .moveUp: move(by: -1)
        case .remove: removeSelected()
        case .editNote: editNote()
        }
        return .consumed
    }
}
