import MovieCatalog
import TerminalUI

/// The inspector's presenter: reads the ``Inspection`` for every frame, so the tree follows each
/// push and pop; on its data tab, the last catalog query of the screen under the inspector with
/// its plan (asked of the catalog once per new query). Scrolls the lines; never touches the terminal.
@MainActor
public final class InspectorPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The lines the frame's prepare step built, until the view model takes them.
    private var prepared: [InspectorViewModel.Line]?
    /// The number of lines of the last view model, which keys scroll over.
    private var shownLines: Int?
    /// The inspector's tabs.
    public enum Tab: Hashable, Sendable {
        /// The container tree, the last disposal and the events.
        case containers
        /// The last catalog query of the screen below: SQL, arguments, plan, rows, time.
        case data
    }

    private let inspection: Inspection
    private let interactor: InspectorInteractor
    private let keymap: Keymap<InspectorAction>
    private var scroll = PanelScroll()
    private var plans: (sequence: Int, plans: [Result<[String], CatalogError>])?
    /// The tab shown.
    public private(set) var tab = Tab.containers
    /// Whether the app container's own registrations are folded (at first: the screens' containers,
    /// the point of the tree, come first).
    public private(set) var isAppFolded = true
    /// The first line shown.
    public var offset: Int { scroll.offset }
    /// The lines the panel showed when it was last drawn (a page); 10 before the first draw.
    public var visibleLines: Int {
        get { scroll.visibleLines }
        set { scroll.visibleLines = newValue }
    }
    /// The panel's width when it was last drawn, which the data tab wraps its SQL to.
    public var lineWidth = 76

    /// Creates the presenter.
    ///
    /// - Parameter inspection: The record the Navigator writes.
    /// - Parameter interactor: The data tab's use cases.
    /// - Parameter keymaps: The keymaps (the inspector's drives its keys).
    public init(inspection: Inspection, interactor: InspectorInteractor, keymaps: Keymaps) {
        self.inspection = inspection
        self.interactor = interactor
        keymap = keymaps.inspector
    }

    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    /// The number of lines a key scrolls over: the last frame's.
    private var lineCount: Int { shownLines ?? currentLines().count }

    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: `.ignored` for the keys that close the inspector (Esc, q, F12, Ctrl-G).
    public func handle(_ key: Key) -> KeyOutcome {
        if scroll.handleWheel(key, lineCount: lineCount) { return .consumed }
        guard let action = keymap.action(for: key) else { return .ignored }
        return perform(action)
    }

    /// Performs an action of the inspector's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: InspectorAction) -> KeyOutcome {
        if action == .toggleApp {
            isAppFolded.toggle()
            shownLines = nil
        } else if action == .switchTab {
            tab = tab == .containers ? .data : .containers
            scroll.offset = 0
            shownLines = nil
        } else if let intent = action.scrollIntent {
            scroll.apply(intent, lineCount: lineCount)
        }
        return .consumed
    }

    /// The screen the inspector was opened over (its container name).
    public var screenBelow: String? {
        let stack = inspection.stack
        guard let index = stack.lastIndex(of: Route.inspector.containerName) else { return stack.last }
        return index > 0 ? stack[index - 1] : nil
    }

    private func currentLines() -> [InspectorViewModel.Line] {
        switch tab {
        case .containers:
            return Self.containerTabLines(
                snapshot: inspection.snapshot(), lastDisposal: inspection.lastDisposal,
                events: inspection.events, foldApp: isAppFolded, focus: screenBelow)
        case .data:
            return dataLines()
        }
    }

    private func dataLines() -> [InspectorViewModel.Line] {
        let screen = screenBelow ?? "the app"
        let call = interactor.lastQuery(from: screenBelow) ?? interactor.lastQuery(from: nil)
        if let call, plans?.sequence != call.sequence {
            plans = (
                call.sequence,
                call.statements.map { statement in
                    Result { () throws(CatalogError) in try interactor.plan(of: statement) }
                }
            )
        }
        return InspectorViewModel.dataLines(
            screen: screen, call: call, isRecording: interactor.isRecording,
            plans: call == nil ? [] : plans?.plans ?? [],
            width: lineWidth)
    }

    /// The frame's prepare step: the lines of the tab for a panel of `visibleLines` lines of
    /// `lineWidth` cells, built once (the data tab asks for a query's plan once per query).
    ///
    /// - Parameter visibleLines: The lines the panel shows.
    /// - Parameter lineWidth: The width the data tab wraps its text to.
    public func prepare(visibleLines: Int, lineWidth: Int) {
        self.visibleLines = visibleLines
        self.lineWidth = lineWidth
        prepared = currentLines()
    }

    /// What the view draws: the lines the frame's prepare step built (built here when no frame was
    /// prepared), scrolled.
    public func viewModel() -> InspectorViewModel {
        viewModelBuilds += 1
        let lines = prepared ?? currentLines()
        prepared = nil
        shownLines = lines.count
        return InspectorViewModel(lines: lines, offset: scroll.clamp(lineCount: lines.count))
    }
}
