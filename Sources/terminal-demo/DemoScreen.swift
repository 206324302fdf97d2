import TerminalUI

/// Lays the demo out on a canvas: title bar, search input, the virtualized list, a chart panel
/// when there is room, a sparkline, the hint bar and, on top, the overlay.
struct DemoScreen {
    let theme: Theme

    /// The frame for `state` at `size`; the list resolves its pending intents as it draws and
    /// records where it was drawn, for mouse clicks.
    func render(_ state: inout DemoState, size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        let screen = canvas.bounds
        guard size.fits(DemoState.minimumSize) else {
            TooSmallView(minimum: DemoState.minimumSize, actual: size).render(on: &canvas, in: screen, theme: theme)
            return canvas
        }
        let count = ValueFormat.grouped(state.catalog.matches.count)
        let crumbs = ["terminal-demo", state.focus == .list ? "List" : "Search"]
        TitleBar(breadcrumbs: crumbs, trailing: "\(count) rows").render(on: &canvas, in: screen.row(0), theme: theme)
        let body = screen.splitTop(2).rest.splitBottom(size.height >= 12 ? 2 : 1).rest
        let listRect = body.width >= 70 ? body.splitLeft(body.width - 34).left : body
        let table = TableView(
            columns: [TableColumn("Title"), TableColumn("Year", width: .fixed(4), alignment: .trailing)],
            rowCount: state.catalog.matches.count, isFocused: state.focus == .list,
            emptyText: "No match", cells: state.catalog.cells)
        table.render(on: &canvas, in: listRect, state: &state.list, theme: theme)
        state.drawnList = (table, listRect)
        if listRect.width < size.width {
            let panel = Rect(
                x: listRect.maxX, y: listRect.y, width: size.width - listRect.maxX, height: listRect.height)
            canvas.drawBox(panel, style: theme.muted, glyphs: theme.glyphs, title: "Decades")
            BarChart(bars: state.catalog.decades(), orientation: .horizontal)
                .render(on: &canvas, in: panel.inset(by: 1), theme: theme)
        }
        if size.height >= 12 {
            let years = state.catalog.matches.prefix(400).map { Double(DemoCatalog.year($0)) }
            Sparkline(values: years).render(on: &canvas, in: screen.row(size.height - 2), theme: theme)
        }
        let message = "\(min(state.list.selected + 1, state.catalog.matches.count))/\(count) key \(state.lastKey)"
        StatusBar(hints: DemoState.keymap.keyHelp.hints, message: message).render(
            on: &canvas, in: screen.row(size.height - 1), theme: theme)
        TextInput(
            label: "Search:", state: state.input, placeholder: "type / then text", isFocused: state.focus == .search
        )
        .render(on: &canvas, in: screen.row(1), theme: theme)
        if let overlay = state.overlay { overlay.render(on: &canvas, in: screen, theme: theme) }
        return canvas
    }
}
