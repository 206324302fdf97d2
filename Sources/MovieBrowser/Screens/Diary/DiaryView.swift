import TerminalUI

/// The diary: a heading per month (`November 2026 · 14 viewings`), then its viewings, each with its
/// day, title, year, stars, rewatch mark and tags; the log dialog over it while a viewing is edited.
@MainActor
public final class DiaryView: Screen {
    /// The presenter.
    public let presenter: DiaryPresenter

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: DiaryPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.title }
    public var summary: String { presenter.summary }
    public var status: String { presenter.status }
    public var keyHelp: KeyHelp { presenter.keyHelp }
    public var isEditingText: Bool { presenter.isEditing }

    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key)
    }

    public func didReturn() {
        presenter.reload()
    }

    public func rememberState() {
        presenter.saveState()
    }

    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        let body = rect.readingWidth(DiaryScreen.readingWidth)
        presenter.prepare(visibleRows: body.height)
        let model = presenter.viewModel()
        if model.rowCount == 0 {
            canvas.draw(
                model.emptyText, at: Point(x: body.x + 2, y: body.y + 1), maxWidth: body.width - 4, style: theme.muted,
                ellipsis: theme.glyphs.ellipsis)
        }
        let list = Rect(x: body.x, y: body.y, width: max(0, body.width - 1), height: body.height)
        let selected = presenter.list.selection(rowCount: model.rowCount)
        for (index, row) in model.rows.enumerated() where index < list.height {
            draw(row, in: list.row(index), isSelected: selected == model.firstRow + index, on: &canvas, theme: theme)
        }
        if model.rowCount > list.height {
            Scrollbar(total: model.rowCount, offset: model.firstRow, visible: list.height)
                .render(on: &canvas, in: Rect(x: list.maxX, y: list.y, width: 1, height: list.height), theme: theme)
        }
        if let form = model.form {
            ViewingFormPanel(form: form).render(on: &canvas, in: body, theme: theme)
        }
    }

    private func draw(
        _ row: DiaryViewModel.Row, in line: Rect, isSelected: Bool, on canvas: inout Canvas, theme: Theme
    ) {
        switch row {
        case .heading(let text):
            canvas.draw(
                text, at: Point(x: line.x + 1, y: line.y), maxWidth: line.width - 1, style: theme.header,
                ellipsis: theme.glyphs.ellipsis)
        case .missing:
            canvas.draw("…", at: Point(x: line.x + 3, y: line.y), maxWidth: 1, style: theme.muted)
        case .viewing(let viewing):
            let style = isSelected ? theme.selection : theme.normal
            if isSelected {
                canvas.fill(line, style: style)
                canvas.cursor = Cursor(line.origin, isVisible: false)
            }
            let tagsWidth = line.width >= 70 ? min(30, line.width / 4) : 0
            // The day (3 and 2 spaces), the year (4 and 2), the stars (5 and 2), the mark (1 and 2).
            let titleWidth = max(8, line.width - 22 - tagsWidth)
            var x = line.x
            canvas.draw(viewing.day.padded(to: 3, leading: true), at: Point(x: x, y: line.y), maxWidth: 3, style: style)
            x += 5
            canvas.draw(
                viewing.title, at: Point(x: x, y: line.y), maxWidth: titleWidth, style: style,
                ellipsis: theme.glyphs.ellipsis)
            x += titleWidth + 1
            canvas.draw(viewing.year, at: Point(x: x, y: line.y), maxWidth: 4, style: style)
            x += 6
            canvas.draw(viewing.stars, at: Point(x: x, y: line.y), maxWidth: 5, style: style)
            x += 7
            canvas.draw(viewing.rewatch, at: Point(x: x, y: line.y), maxWidth: 1, style: style)
            x += 3
            guard tagsWidth > 0 else { return }
            canvas.draw(
                viewing.tags, at: Point(x: x, y: line.y), maxWidth: min(tagsWidth, line.maxX - x),
                style: isSelected ? style : theme.muted, ellipsis: theme.glyphs.ellipsis)
        }
    }
}
