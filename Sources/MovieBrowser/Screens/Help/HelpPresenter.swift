import TerminalUI

/// The help's presenter: lists the global keys and the keys of the screen below, filters them
/// as the user types and scrolls the list. It never touches the terminal.
@MainActor
public final class HelpPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The lines of the last filter.
    private var cached: (filter: String, lines: [HelpViewModel.Line])?
    /// The widest the keys column gets; longer key lists are cut with an ellipsis.
    static let maximumKeysWidth = 24

    private let sections: [KeyHelp]
    private let keymap: Keymap<HelpAction>
    /// The filter box.
    public private(set) var filter = TextInputState()
    /// Whether the filter box has focus.
    public private(set) var isFiltering = false
    private var scroll = PanelScroll()
    /// The first line shown.
    public var offset: Int { scroll.offset }
    /// The lines the list showed when it was last drawn (a page); 10 before the first draw.
    public var visibleLines: Int {
        get { scroll.visibleLines }
        set { scroll.visibleLines = newValue }
    }

    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    /// Creates the presenter.
    ///
    /// - Parameter context: The screen below (its keys follow the global ones).
    /// - Parameter keymaps: The keymaps (the global one lists the keys of every screen, the
    ///   help's own drives its keys).
    public init(context: ScreenContext, keymaps: Keymaps) {
        // The global keys first: they are few, and they are what a new user looks for (quit, back,
        // help, the watchlist); the screen's own follow, as long as they are.
        sections = [keymaps.global.keyHelp, context.below].compactMap { $0 }
        keymap = keymaps.help
    }

    /// Handles a key: the filter box first when it has focus.
    ///
    /// - Parameter key: The key.
    /// - Returns: `.ignored` for the keys that close the help (Esc with no filter, q, ?, F1).
    public func handle(_ key: Key) -> KeyOutcome {
        if isFiltering {
            switch key {
            case .escape:
                setFilter(TextInputState())
                isFiltering = false
                return .consumed
            case .enter, .tab:
                isFiltering = false
                return .consumed
            case .up: return perform(.scrollUp)
            case .down: return perform(.scrollDown)
            case .pageUp: return perform(.pageUp)
            case .pageDown: return perform(.pageDown)
            default:
                var edited = filter
                guard edited.handle(key) else { return .ignored }
                setFilter(edited)
                return .consumed
            }
        }
        if key == .escape, !filter.text.isEmpty {
            setFilter(TextInputState())
            return .consumed
        }
        if scroll.handleWheel(key, lineCount: lines().count) { return .consumed }
        guard let action = keymap.action(for: key) else { return .ignored }
        return perform(action)
    }

    /// Performs an action of the help's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: HelpAction) -> KeyOutcome {
        switch action {
        case .filter: isFiltering = true
        case .scrollDown, .scrollUp, .pageDown, .pageUp, .top, .bottom:
            if let intent = action.scrollIntent { scroll.apply(intent, lineCount: lines().count) }
        }
        return .consumed
    }

    private func setFilter(_ state: TextInputState) {
        filter = state
        scroll.offset = 0
    }

    /// Every line matching the filter: each section's name, its matching bindings, a blank line
    /// between sections; a section with no match is left out.
    /// The lines for the filter, built again only when the filter changed.
    func lines() -> [HelpViewModel.Line] {
        if let cached, cached.filter == filter.text { return cached.lines }
        let lines = buildLines()
        cached = (filter.text, lines)
        return lines
    }

    private func buildLines() -> [HelpViewModel.Line] {
        let needle = filter.text.lowercased()
        var lines: [HelpViewModel.Line] = []
        for section in sections {
            let entries = section.entries.filter { entry in
                needle.isEmpty || entry.help.lowercased().contains(needle)
                    || entry.keys.contains { $0.lowercased().contains(needle) }
            }
            guard !entries.isEmpty else { continue }
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.section(section.name))
            lines += entries.map { .entry(keys: $0.keys.joined(separator: ", "), help: $0.help) }
        }
        return lines
    }

    /// What the view draws, built for each frame.
    public func viewModel() -> HelpViewModel {
        viewModelBuilds += 1
        let lines = lines()
        let offset = scroll.clamp(lineCount: lines.count)
        // The column is as wide as the widest keys of every section, so it stays put while filtering.
        let keysWidth = sections.flatMap(\.entries).reduce(0) { width, entry in
            max(width, DisplayWidth.of(entry.keys.joined(separator: ", ")))
        }
        return HelpViewModel(
            lines: lines, offset: offset, keysWidth: min(keysWidth, Self.maximumKeysWidth),
            filter: filter, isFiltering: isFiltering,
            emptyText: "No key matches \"\(filter.text)\"")
    }
}
