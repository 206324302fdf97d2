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

    /// Applies a key; `listRect` is where the list was drawn (for paging and clicks).
    mutating func handle(_ key: Key, listRows: Int, table: TableView?, listRect: Rect) {
        lastKey = key.description
        if overlay != nil {
            if key == .escape || key == .enter || key == .character("q") { overlay = nil }
            return
        }
        if focus == .search, key != .tab, key != .backTab, key != .escape, key != .enter, key != .function(1) {
            if input.handle(key) {
                catalog.apply(filter: input.text)
                list.select(0, rowCount: catalog.matches.count, visibleRows: listRows)
                return
            }
        }
        if focus == .list, list.handle(key, rowCount: catalog.matches.count, visibleRows: listRows) { return }
        if case .mouse(let event) = key, case .press = event.action, let table,
           let row = table.row(at: event.position, in: listRect) {
            focus = .list
            list.select(row, rowCount: catalog.matches.count, visibleRows: listRows)
            return
        }
        switch Self.keymap.action(for: key) {
        case .quit: if focus == .list { quits = true }
        case .help: overlay = Overlay(title: "Help", lines: Self.keymap.bindings.compactMap { binding in
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
        guard list.selected < catalog.matches.count else { return }
        let index = catalog.matches[list.selected]
        overlay = Overlay(title: "Row \(index + 1)", lines: [DemoCatalog.title(index), "Year \(DemoCatalog.year(index))"],
                          footer: "Esc close")
    }
}
