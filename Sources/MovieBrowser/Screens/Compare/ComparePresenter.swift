import MovieCatalog
import TerminalUI

/// The comparison screen's presenter: loads the two movies, turns keys into intents (open one,
/// swap sides) and builds the view model. It never touches the terminal.
@MainActor
public final class ComparePresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The ids shown, left then right.
    public private(set) var ids: (first: Int, second: Int)
    private let interactor: CompareInteractor
    private let keymap: Keymap<CompareAction>
    private var sides: [CompareSide] = []
    /// The last message (an error from the catalog).
    public private(set) var status = ""

    /// Creates the presenter and loads both movies.
    ///
    /// - Parameters:
    ///   - ids: The movies' catalog ids, left then right.
    ///   - interactor: The screen's use case.
    ///   - keymaps: The keymaps (the comparison's is used).
    public init(ids: (first: Int, second: Int), interactor: CompareInteractor, keymaps: Keymaps) {
        self.ids = ids
        self.interactor = interactor
        keymap = keymaps.compare
        load()
    }

    /// Loads both movies and their entries again (the detail may have changed an entry).
    public func load() {
        do {
            sides = [try interactor.side(ids.first), try interactor.side(ids.second)]
            status = ""
        } catch {
            sides = []
            status = error.message
        }
    }

    /// The breadcrumb: `"Heat vs Casino"`.
    public var title: String {
        "\(name(0)) vs \(name(1))"
    }

    private func name(_ side: Int) -> String {
        let id = side == 0 ? ids.first : ids.second
        guard side < sides.count, let movie = sides[side].movie else { return "#\(id)" }
        return movie.title.display
    }

    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the detail to push.
    public func handle(_ key: Key) -> KeyOutcome {
        guard let action = keymap.action(for: key) else { return .ignored }
        return perform(action)
    }

    /// Performs an action of the comparison's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: CompareAction) -> KeyOutcome {
        switch action {
        case .openFirst: return .navigate(.push(open(side: 0, id: ids.first)))
        case .openSecond: return .navigate(.push(open(side: 1, id: ids.second)))
        case .swap:
            ids = (ids.second, ids.first)
            sides.reverse()
            return .consumed
        }
    }

    /// The screen side `side`'s title opens on (its detail when the catalog lacks it).
    private func open(side: Int, id: Int) -> Route {
        guard side < sides.count, let movie = sides[side].movie else { return .detail(movieID: id) }
        return .title(movie)
    }

    /// What the view draws.
    public func viewModel() -> CompareViewModel {
        viewModelBuilds += 1
        return CompareViewModel(
            left: CompareViewModel.Side(id: ids.first, sides.first ?? CompareSide()),
            right: CompareViewModel.Side(id: ids.second, sides.count > 1 ? sides[1] : CompareSide()))
    }
}
