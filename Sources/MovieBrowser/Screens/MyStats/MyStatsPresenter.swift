import MovieCatalog
import TerminalUI

/// The presenter of the user's statistics: counts the figures of the chosen year (every year
/// first) once, again on reload or when `[`/`]` change the year, keeps which lists show when not all
/// fit, and builds the view model. It never touches the terminal. A count runs where the
/// interactor's ``BackgroundWork`` puts it: the frame says "counting" until it is collected.
@MainActor
public final class MyStatsPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    private let interactor: MyStatsInteractor
    private let keymap: Keymap<MyStatsAction>
    private var loaded: MyStatsViewModel?
    private var attempted = false
    /// The year shown, or `nil` for every year.
    public private(set) var year: Int?
    /// The years with viewings, oldest first (from every year's figures).
    public private(set) var years: [Int] = []
    /// Which lists show first when not all fit (Tab moves on).
    public private(set) var panelPage = 0
    /// The last message (an error, a reload).
    public private(set) var status = ""
    /// How many times the figures were counted, for tests.
    public private(set) var loads = 0
    /// The year the figures kept are of (`nil`: every year).
    private var loadedYear: Int?
    /// Whether a count was started and not collected yet.
    public private(set) var isCounting = false

    /// Creates the presenter.
    ///
    /// - Parameter interactor: The screen's use case.
    /// - Parameter keymaps: The keymaps (the screen's is used).
    public init(interactor: MyStatsInteractor, keymaps: Keymaps) {
        self.interactor = interactor
        keymap = keymaps.myStats
    }

    /// The breadcrumb: `"You"`, or `"You · 2026"`.
    public var title: String { year.map { "You · \($0)" } ?? "You" }

    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    /// Counts the figures again at the next frame (a viewing may have been logged on a screen above).
    public func invalidate() {
        attempted = false
    }

    /// The frame's prepare step: starts counting the first time, and takes a finished count.
    public func prepare() {
        if !attempted { load() }
        collect()
    }

    /// Whether a count finished that no frame shows yet: the browser draws again for it.
    public var hasNewFigures: Bool { isCounting && interactor.hasFinished }

    /// What the view draws, or `nil` when the figures could not be counted (see ``status``); built
    /// from the counted figures, it runs no query.
    public func viewModel() -> MyStatsViewModel? {
        viewModelBuilds += 1
        guard var model = loaded else { return nil }
        model.panelPage = panelPage
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

    /// Handles an action of the screen's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: MyStatsAction) -> KeyOutcome {
        prepare()
        switch action {
        case .reload:
            load()
            if loaded != nil, !isCounting { status = "statistics counted again" }
        case .nextPanels:
            panelPage += 1
        case .previousYear, .nextYear:
            let step = action == .nextYear ? 1 : -1
            let choices: [Int?] = years.map { $0 } + [nil]
            let index = choices.firstIndex { $0 == year } ?? choices.count - 1
            guard choices.indices.contains(index + step) else {
                status = step < 0 ? "no earlier year with viewings" : "these are every year's figures"
                return .consumed
            }
            year = choices[index + step]
            load()
        }
        return .consumed
    }

    private func load() {
        attempted = true
        loads += 1
        isCounting = true
        if loaded == nil || loadedYear != year {
            // The screen's body says "Counting your statistics…"; the status line stays for errors.
            loaded = nil
            status = ""
        }
        interactor.count(year: year)
        collect()
    }

    /// Takes the finished count of the year shown, if there is one.
    private func collect() {
        guard isCounting, let count = interactor.takeFinished(), count.year == year else { return }
        isCounting = false
        switch count.result {
        case .success(let statistics):
            if year == nil { years = statistics.perYear.map(\.period).sorted() }
            loaded = MyStatsViewModel(statistics)
            loadedYear = year
            status = ""
        case .failure(let error):
            loaded = nil
            status = error.message
        }
    }
}
