import TerminalUI

/// The demo's whole state and its reaction to keys: which part has focus, the list selection,
/// the search text and the open overlay.
struct DemoState {
    enum Focus { case list, search }

    static let minimumSize = Size(width: 40, height: 10)
    static let keymap = KeyMap<DemoAction>([
        KeyBinding([.function(1), .character("?")], .help, hint: "Help"),
        KeyBinding([.character("/")], .search, hint: "Search"),
        KeyBinding([.tab, .backTab], .switchFocus, hint: "Focus"),
        KeyBinding([.enter], .open, hint: "Open"),
        KeyBinding([.character("q")], .quit, hint: "Quit"),
        KeyBinding([.escape], .close),
        KeyBinding([.control("l")], .redraw),
    ])

    var catalog = DemoCatalog()
    var list = ListState()
    var input = TextInputState()
    var focus = Focus.list
    var overlay: Overlay?
    var quits = false
    var wantsRedraw = false
    var lastKey = "none"
    /// The list as last drawn and where, for mouse clicks.
    var drawnList: (table: TableView, rect: Rect)?

    /// Applies a key; navigation keys become list intents that the next draw resolves.
    mutating func handle(_ key: Key) {
        lastKey = key.description
        if overlay != nil {
            if key == .escape || key == .enter || key == .character("q") { overlay = nil }
            return
        }
        if focus == .search, key != .tab, key != .backTab, key != .escape, key != .enter, key != .function(1) {
            if input.handle(key) {
                catalog.apply(filter: input.text)
                list.selectFirst()
                return
            }
        }
        if focus == .list, list.handle(key) { return }
        if case .mouse(let event) = key, case .press = event.action, let drawn = drawnList,
            let row = drawn.table.row(at: event.position, in: drawn.rect, state: list)
        {
            focus = .list
            list.select(row)
            return
        }
        switch Self.keymap.action(for: key) {
        case .quit: if focus == .list { quits = true }
        case .help:
            overlay = Overlay(
                title: "Help",
                lines: Self.keymap.bindings.compactMap { binding in
                    binding.hint.map { "\(binding.keys.map(\.description).joined(separator: ", ")): \($0)" }
                } + ["Ctrl-L: redraw", "Ctrl-C: quit at once"])
        case .search: focus = .search
        case .switchFocus: focus = focus == .list ? .search : .list
        case .open: openSelection()
        case .close: focus = .list
        case .redraw: wantsRedraw = true
        case nil: break
        }
    }

    private mutating func openSelection() {
        if focus == .search {
            focus = .list
            return
        }
        guard let selected = list.selection(rowCount: catalog.matches.count) else { return }
        let index = catalog.matches[selected]
        overlay = Overlay(
            title: "Row \(index + 1)", lines: [DemoCatalog.title(index), "Year \(DemoCatalog.year(index))"],
            footer: "Esc close")
    }
}
