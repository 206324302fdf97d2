import MovieCatalog
import TerminalUI

/// The statistics screen's presenter: counts the catalog once (again on reload) and builds the
/// view model. It never touches the terminal.
@MainActor
public final class StatsPresenter {
    private let interactor: StatsInteractor
    private var loaded: StatsViewModel?
    private var attempted = false
    /// The last message (an error from the catalog, a reload).
    public private(set) var status = ""
    /// How many times the statistics were counted, for tests.
    public private(set) var loads = 0

    /// Creates the presenter.
    ///
    /// - Parameter interactor: The screen's use case.
    public init(interactor: StatsInteractor) {
        self.interactor = interactor
    }

    /// What the view draws, or `nil` when the statistics could not be counted (see ``status``).
    public func viewModel() -> StatsViewModel? {
        if !attempted { load() }
        return loaded
    }

    /// Performs an action of the screen's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: StatsAction) -> KeyOutcome {
        switch action {
        case .reload:
            load(recount: true)
            if loaded != nil { status = "statistics recounted" }
        }
        return .consumed
    }

    private func load(recount: Bool = false) {
        attempted = true
        loads += 1
        do {
            loaded = StatsViewModel(try interactor.statistics(recount: recount))
            status = ""
        } catch {
            loaded = nil
            status = error.message
        }
    }
}
