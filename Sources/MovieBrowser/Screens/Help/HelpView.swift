import TerminalUI

/// The help: a large centered panel over the screen below, listing that screen's keys and the
/// keys of every screen, generated from the keymaps, with a filter box and a scrollbar.
@MainActor
public final class HelpView: Screen {
    /// The presenter.
    public let presenter: HelpPresenter

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: HelpPresenter) {
        self.presenter = presenter
    }

    /// The breadcrumb.
    public var title: String { "Help" }
    /// The last message of the screen.
    public var status: String { "" }
    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { presenter.keyHelp }
    /// A panel over the screen below.
    public var presentation: Presentation { .overlay }
    /// Whether the filter box has focus.
    public var isEditingText: Bool { presenter.isFiltering }

    /// Handles a key; the keys that close the screen are left to the global keymap.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the key was used.
    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key)
    }

    /// The panel inside the body: most of it, centered, at most 110 columns wide.
    static func panel(in rect: Rect) -> Rect {
        let width = min(110, rect.width - max(2, rect.width / 10))
        let height = rect.height - max(0, min(4, rect.height / 8))
        return rect.centered(Size(width: max(0, width), height: max(0, height)))
    }

    /// Draws the screen.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The body between the title bar and the hint bar.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let panel = Self.panel(in: rect)
        guard panel.width >= 12, panel.height >= 5 else { return }
        let inner = Rect(x: panel.x + 2, y: panel.y + 1, width: panel.width - 4, height: panel.height - 2)
        presenter.visibleLines = max(1, inner.height - 2)
        let model = presenter.viewModel()
        canvas.fill(panel, style: theme.overlay)
        canvas.drawBox(
            panel, style: theme.overlayBorder, glyphs: theme.glyphs, title: "Help",
            footer: model.isFiltering ? "Enter keep  Esc clear" : "/ filter  Esc close")
        if model.isFiltering || !model.filter.text.isEmpty {
            TextInput(label: "Filter:", state: model.filter, isFocused: model.isFiltering)
                .render(on: &canvas, in: inner.row(0), theme: theme)
        } else {
            canvas.draw(
                "Press / to filter the keys by name or text.", at: inner.origin, maxWidth: inner.width,
                style: theme.overlay.adding(.dim), ellipsis: theme.glyphs.ellipsis)
        }
        let list = Rect(x: inner.x, y: inner.y + 2, width: inner.width - 1, height: inner.height - 2)
        if model.lines.isEmpty {
            canvas.draw(
                model.emptyText, at: list.origin, maxWidth: list.width, style: theme.overlay,
                ellipsis: theme.glyphs.ellipsis)
        }
        for (index, line) in model.lines.dropFirst(model.offset).prefix(list.height).enumerated() {
            let y = list.y + index
            switch line {
            case .section(let name):
                canvas.draw(
                    name, at: Point(x: list.x, y: y), maxWidth: list.width, style: theme.overlayBorder.adding(.bold),
                    ellipsis: theme.glyphs.ellipsis)
            case .entry(let keys, let help):
                canvas.draw(
                    keys, at: Point(x: list.x + 2, y: y), maxWidth: model.keysWidth, style: theme.hintKey,
                    ellipsis: theme.glyphs.ellipsis)
                let x = list.x + 2 + model.keysWidth + 2
                canvas.draw(
                    help, at: Point(x: x, y: y), maxWidth: list.maxX - x, style: theme.overlay,
                    ellipsis: theme.glyphs.ellipsis)
            case .blank:
                break
            }
        }
        if model.lines.count > list.height {
            Scrollbar(total: model.lines.count, offset: model.offset, visible: list.height)
                .render(
                    on: &canvas, in: Rect(x: panel.maxX - 2, y: list.y, width: 1, height: list.height), theme: theme)
        }
        if !model.isFiltering { canvas.cursor = Cursor(inner.origin, isVisible: false) }
    }
}
