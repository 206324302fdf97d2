import TerminalUI

/// The inspector's presenter: reads the ``Inspection`` for every frame, so the tree follows each
/// push and pop, and scrolls the lines. It never touches the terminal.
@MainActor
public final class InspectorPresenter {
    private let inspection: Inspection
    private let keymap: Keymap<InspectorAction>
    /// The first line shown.
    public private(set) var offset = 0
    /// The lines the panel showed when it was last drawn (a page); 10 before the first draw.
    public var visibleLines = 10

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
        if case .mouse(let event) = key {
            if event.action == .wheelUp { return scroll(by: -3) }
            if event.action == .wheelDown { return scroll(by: 3) }
        }
        guard let action = keymap.action(for: key) else { return .ignored }
        return perform(action)
    }

    /// Performs an action of the inspector's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: InspectorAction) -> KeyOutcome {
        let page = max(1, visibleLines - 1)
        switch action {
        case .scrollDown: return scroll(by: 1)
        case .scrollUp: return scroll(by: -1)
        case .pageDown: return scroll(by: page)
        case .pageUp: return scroll(by: -page)
        case .top: offset = 0
        case .bottom: offset = Int.max / 2
        }
        return .consumed
    }

    private func scroll(by lines: Int) -> KeyOutcome {
        let count = currentLines().count
        offset = max(0, min(offset, max(0, count - visibleLines)) + lines)
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
        offset = min(offset, max(0, lines.count - visibleLines))
        return InspectorViewModel(lines: lines, offset: offset)
    }
}
