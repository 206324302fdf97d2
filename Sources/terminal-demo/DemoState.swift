import TerminalUI

/// The demo's whole state and its reaction to keys: which part has focus, the list selection,
/// the search text and the open overlay.
struct DemoState {
    enum Focus { case list, search }

    static let minimumSize = Size(width: 40, height: 10)
    static let keymap = Keymap<DemoAction>(
        "Demo",
        [
            KeyCommand([.function(1), .character("?")], .help, "Show the keys", hint: "Help"),
            KeyCommand([.character("/")], .search, "Type in the search box", hint: "Search"),
            KeyCommand(
                [.tab, .backTab], .switchFocus, "Move the focus between the list and the search box", hint: "Focus"),
            KeyCommand([.enter], .open, "Open the selected row", hint: "Open"),
            KeyCommand([.character("q")], .quit, "Quit", hint: "Quit"),
            KeyCommand([.escape], .close, "Leave the search box"),
            KeyCommand([.control("l")], .redraw, "Redraw the screen"),
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
                lines: Self.keymap.commands.compactMap { command in
                    command.hint.map { "\(command.keys.map(\.description).joined(separator: ", ")): \($0)" }
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
