import MovieCatalog
import TerminalUI

/// The picker's presenter: the lists a movie can go on, marked when they hold it already; Enter adds
/// the movie to the selected list and `n` makes a list for it. It stays open, so the movie can go on
/// several lists; the status line says what each key did.
@MainActor
public final class AddToListPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The movie's id.
    public let movieID: Int
    let interactor: AddToListInteractor
    private let keymap: Keymap<AddToListAction>

    /// The movie, or `nil` when the catalog has none with ``movieID``.
    public private(set) var movie: Movie?
    /// The lists the movie can go on, by name.
    public private(set) var lists: [MovieList] = []
    /// The lists already holding the movie.
    public private(set) var holding: Set<Int64> = []
    /// The selection.
    public var list = ListState()
    /// The new list's name, while it is typed.
    public internal(set) var prompt: ScreenPrompt?
    /// The last message (an addition, an error).
    public internal(set) var status = ""

    /// Creates the presenter and reads the lists.
    ///
    /// - Parameters:
    ///   - movieID: The movie to add.
    ///   - interactor: The picker's use cases.
    ///   - keymaps: The keymaps (the picker's is used).
    public init(movieID: Int, interactor: AddToListInteractor, keymaps: Keymaps) {
        self.movieID = movieID
        self.interactor = interactor
        keymap = keymaps.addToList
        do {
            movie = try interactor.movie(movieID)
        } catch {
            status = error.message
        }
        reload()
    }

    /// Reads the lists and the marks again, keeping the selected list selected.
    ///
    /// - Parameter selecting: The list to select instead, by id.
    public func reload(selecting id: Int64? = nil) {
        let selectedID = id ?? selectedList?.id
        do {
            (lists, holding) = try interactor.choices(for: movieID)
        } catch {
            status = error.message
        }
        if let selectedID, let index = lists.firstIndex(where: { $0.id == selectedID }) { list.select(index) }
    }

    /// The selected list, if any.
    public var selectedList: MovieList? {
        list.selection(rowCount: lists.count).map { lists[$0] }
    }

    /// The movie's title as the picker names it.
    public var movieTitle: String {
        movie.map { "\($0.title.display) (\($0.years))" } ?? "#\(movieID)"
    }

    /// Whether the name's text field has focus.
    public var isEditing: Bool { prompt != nil }

    /// The picker's keys.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    // MARK: Keys

    /// Handles a key: the new list's name first while it is typed.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used; Esc is left to the global "back", which closes the picker.
    public func handle(_ key: Key) -> KeyOutcome {
        if prompt != nil { return answerName(key) }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the picker's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: AddToListAction) -> KeyOutcome {
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        case .add:
            guard let target = selectedList else {
                status = "no list yet: press n to make one"
                return .consumed
            }
            guard !holding.contains(target.id) else {
                status = "\(movie?.title.display ?? movieTitle) is already on \(target.name)"
                return .consumed
            }
            add(to: target.id)
        case .create:
            prompt = .text("New list:", placeholder: "its name (Enter makes it and adds the movie)")
        }
        return .consumed
    }

    private func add(to listID: Int64) {
        do {
            let updated = try interactor.add(movieID, to: listID)
            reload(selecting: listID)
            guard let updated else { return }
            status = "Added to \(updated.name) · \(updated.progress.text)"
        } catch {
            status = error.message
        }
    }

    private func answerName(_ key: Key) -> KeyOutcome {
        guard var open = prompt else { return .ignored }
        let outcome = open.handle(key)
        prompt = open
        switch outcome {
        case .ignored: return .ignored
        case .editing, .confirmed: break
        case .cancelled: prompt = nil
        case .submitted(let name):
            if name.isEmpty {
                prompt?.error = "a list needs a name"
            } else if lists.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                prompt?.error = "there is already a list named “\(name)”"
            } else {
                prompt = nil
                do {
                    add(to: try interactor.create(named: name).id)
                } catch {
                    status = error.message
                }
            }
        }
        return .consumed
    }

    // MARK: View model

    /// What the view draws, built for each frame.
    public func viewModel() -> AddToListViewModel {
        viewModelBuilds += 1
        return AddToListViewModel(
            heading: movieTitle,
            rows: lists.map { list in
                AddToListViewModel.Row(
                    mark: holding.contains(list.id) ? "✓" : "", name: list.name, progress: list.progress.text)
            },
            emptyText: "No list yet: press n to make one", prompt: prompt,
            footer: keymap.keyHelp.hints.prefix(2).map { "\($0.key) \($0.label.lowercased())" } + ["Esc close"])
    }
}
