import MovieCatalog
import TerminalUI

/// The inspector's presenter: reads the ``Inspection`` for every frame, so the tree follows each
/// push and pop; on its data tab, the last catalog query of the screen under the inspector with
/// its plan (asked of the catalog once per new query). Scrolls the lines; never touches the terminal.
@MainActor
public final class InspectorPresenter {
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

    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: `.ignored` for the keys that close the inspector (Esc, q, F12, Ctrl-G).
    public func handle(_ key: Key) -> KeyOutcome {
        if scroll.handleWheel(key, lineCount: currentLines().count) { return .consumed }
        guard let action = keymap.action(for: key) else { return .ignored }
        return perform(action)
    }

    /// Performs an action of the inspector's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: InspectorAction) -> KeyOutcome {
        if action == .switchTab {
            tab = tab == .containers ? .data : .containers
            scroll.offset = 0
        } else if let intent = action.scrollIntent {
            scroll.apply(intent, lineCount: currentLines().count)
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
            InspectorViewModel.lines(
                snapshot: inspection.snapshot(), lastDisposal: inspection.lastDisposal,
                events: inspection.events)
        case .data:
            dataLines()
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

    /// What the view draws, built for each frame from the live container tree (or the catalog's
    /// record, on the data tab).
    public func viewModel() -> InspectorViewModel {
        let lines = currentLines()
        return InspectorViewModel(lines: lines, offset: scroll.clamp(lineCount: lines.count))
    }
}
