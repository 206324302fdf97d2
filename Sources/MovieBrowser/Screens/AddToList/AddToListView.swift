import TerminalUI

/// The "add to a list" picker: a panel over the screen below, naming the movie and listing the
/// lists with a ✓ on those that hold it and each list's progress, with the new list's name typed at
/// its foot.
@MainActor
public final class AddToListView: Screen {
    /// The presenter.
    public let presenter: AddToListPresenter

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: AddToListPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Add to a list" }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }
    /// A panel over the screen below.
    public var presentation: Presentation { .overlay }
    public var isEditingText: Bool { presenter.isEditing }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key)
    }

    /// Another process may have made a list or added the movie: the lists and marks are read again.
    public func storeChanged() {
        presenter.reload()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let model = presenter.viewModel()
        let rows = max(1, model.rows.count)
        let panel = rect.centered(
            Size(width: min(64, rect.width - 2), height: min(rows + 6 + (model.prompt?.height ?? 0), rect.height)))
        guard panel.width >= 16, panel.height >= 5 else { return }
        canvas.fill(panel, style: theme.overlay)
        canvas.drawBox(
            panel, style: theme.overlayBorder, glyphs: theme.glyphs, title: "Add to a list",
            footer: model.footer.joined(separator: "  "))
        let inner = Rect(x: panel.x + 2, y: panel.y + 1, width: panel.width - 4, height: panel.height - 2)
        canvas.draw(
            model.heading, at: inner.origin, maxWidth: inner.width, style: theme.overlay.adding(.bold),
            ellipsis: theme.glyphs.ellipsis)
        let promptHeight = model.prompt?.height ?? 0
        let table = Rect(
            x: inner.x - 1, y: inner.y + 2, width: inner.width + 2, height: max(0, inner.height - 2 - promptHeight))
        if model.rows.isEmpty {
            canvas.draw(
                model.emptyText, at: Point(x: inner.x, y: table.y), maxWidth: inner.width, style: theme.overlay,
                ellipsis: theme.glyphs.ellipsis)
        }
        presenter.list.resolve(rowCount: model.rows.count, visibleRows: table.height)
        let selected = presenter.list.selection(rowCount: model.rows.count)
        for (index, row) in model.rows.enumerated().dropFirst(presenter.list.offset).prefix(table.height) {
            let line = table.row(index - presenter.list.offset)
            let style = index == selected && model.prompt == nil ? theme.selection : theme.overlay
            canvas.fill(line, style: style)
            canvas.draw(row.mark, at: Point(x: line.x + 1, y: line.y), maxWidth: 1, style: style)
            let progressWidth = DisplayWidth.of(row.progress)
            canvas.draw(
                row.name, at: Point(x: line.x + 3, y: line.y), maxWidth: max(0, line.width - progressWidth - 5),
                style: style, ellipsis: theme.glyphs.ellipsis)
            canvas.draw(
                row.progress, at: Point(x: line.maxX - progressWidth - 1, y: line.y), maxWidth: progressWidth,
                style: style)
            if index == selected { canvas.cursor = Cursor(line.origin, isVisible: false) }
        }
        // More lists than rows: a scrollbar in the table's last column says where the rows are.
        if model.rows.count > table.height, table.height > 0 {
            Scrollbar(total: model.rows.count, offset: presenter.list.offset, visible: table.height)
                .render(
                    on: &canvas, in: Rect(x: table.maxX - 1, y: table.y, width: 1, height: table.height), theme: theme)
        }
        model.prompt?.render(on: &canvas, in: inner, theme: theme)
    }
}
