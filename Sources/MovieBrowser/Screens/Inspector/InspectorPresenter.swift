import TerminalUI

/// The inspector's presenter: reads the ``Inspection`` for every frame, so the tree follows each
/// push and pop, and scrolls the lines. It never touches the terminal.
@MainActor
public final class InspectorPresenter {
    private let inspection: Inspection
    private let keymap: Keymap<InspectorAction>
    private var scroll = PanelScroll()
    /// The first line shown.
    public var offset: Int { scroll.offset }
    /// The lines the panel showed when it was last drawn (a page); 10 before the first draw.
    public var visibleLines: Int {
        get { scroll.visibleLines }
        set { scroll.visibleLines = newValue }
    }

    /// Creates the presenter.
    ///
    /// - Parameter inspection: The record the Navigator writes.
    /// - Parameter keymaps: The keymaps (the inspector's drives its keys).
    public init(inspection: Inspection, keymaps: Keymaps) {
        self.inspection = inspection
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
        if let intent = action.scrollIntent { scroll.apply(intent, lineCount: currentLines().count) }
        return .consumed
    }

    private func currentLines() -> [InspectorViewModel.Line] {
        InspectorViewModel.lines(
            snapshot: inspection.snapshot(), lastDisposal: inspection.lastDisposal,
            events: inspection.events)
    }

    /// What the view draws, built for each frame from the live container tree.
    public func viewModel() -> InspectorViewModel {
        let lines = currentLines()
        return InspectorViewModel(lines: lines, offset: scroll.clamp(lineCount: lines.count))
    }
}
