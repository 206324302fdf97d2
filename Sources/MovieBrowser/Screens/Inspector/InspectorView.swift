import TerminalUI

/// The inspector: a large centered panel over the screen below with two tabs: the live container
/// tree (the app container and one child per screen on the stack), the last pop's disposal report
/// and the log of pushes and pops; and the data of the screen below (its last catalog query's SQL,
/// arguments, query plan, rows and time).
@MainActor
public final class InspectorView: Screen {
    /// The presenter.
    public let presenter: InspectorPresenter

    /// Creates the view.
    ///
    /// - Parameter presenter: The presenter.
    public init(presenter: InspectorPresenter) {
        self.presenter = presenter
    }

    /// The breadcrumb.
    public var title: String { "Inspector" }
    /// The last message of the screen.
    public var status: String { "" }
    /// The screen's keys, for the hint bar and the help.
    public var keyHelp: KeyHelp { presenter.keyHelp }
    /// A panel over the screen below.
    public var presentation: Presentation { .overlay }

    /// Handles a key; the keys that close the screen are left to the global keymap.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the key was used.
    public func handle(_ key: Key) -> KeyOutcome {
        presenter.handle(key)
    }

    /// The panel inside the body: most of it, centered, at most 130 columns wide.
    static func panel(in rect: Rect) -> Rect {
        let width = min(130, rect.width - max(2, rect.width / 10))
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
        guard panel.width >= 12, panel.height >= 3 else { return }
        let list = Rect(x: panel.x + 2, y: panel.y + 1, width: panel.width - 5, height: panel.height - 2)
        presenter.prepare(visibleLines: max(1, list.height), lineWidth: list.width)
        let model = presenter.viewModel()
        canvas.fill(panel, style: theme.overlay)
        let (title, other) =
            presenter.tab == .containers
            ? ("Inspector: [Containers]  Data", "data") : ("Inspector: Containers  [Data]", "containers")
        canvas.drawBox(
            panel, style: theme.overlayBorder, glyphs: theme.glyphs, title: title,
            footer: "Tab \(other)  j/k scroll  Esc close")
        for (index, line) in model.lines.dropFirst(model.offset).prefix(list.height).enumerated() {
            let style =
                switch line.kind {
                case .section: theme.overlayBorder.adding(.bold)
                case .container: theme.overlay.adding(.bold)
                case .detail, .blank: theme.overlay
                case .warning: theme.warning
                }
            canvas.draw(
                line.text, at: Point(x: list.x, y: list.y + index), maxWidth: list.width, style: style,
                ellipsis: theme.glyphs.ellipsis)
        }
        if model.lines.count > list.height {
            Scrollbar(total: model.lines.count, offset: model.offset, visible: list.height)
                .render(
                    on: &canvas, in: Rect(x: panel.maxX - 2, y: list.y, width: 1, height: list.height), theme: theme)
        }
        canvas.cursor = Cursor(list.origin, isVisible: false)
    }
}
