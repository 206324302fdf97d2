import MovieCatalog
import TerminalUI

extension Browser {
    /// Draws the whole screen for `size`.
    ///
    /// - Parameter size: The terminal's size.
    /// - Returns: The frame.
    public func frame(size: Size) -> Canvas {
        var canvas = Canvas(size: size, style: theme.normal)
        let screenRect = canvas.bounds
        guard size.fits(Self.minimumSize) else {
            TooSmallView(minimum: Self.minimumSize, actual: size).render(on: &canvas, in: screenRect, theme: theme)
            return canvas
        }
        let screens = navigator.screens
        guard let top = screens.last else { return canvas }
        let base = screens.lastIndex { $0.presentation == .fullScreen } ?? 0
        let body = Rect(x: 0, y: 1, width: size.width, height: size.height - 2)
        for (route, screen) in zip(navigator.routes[base...], screens[base...]) {
            QueryOrigin.$screen.withValue(route.containerName) { screen.render(on: &canvas, in: body, theme: theme) }
        }
        let crumbs = screens.map(\.title)
        TitleBar(breadcrumbs: crumbs, trailing: screens[base].summary)
            .render(on: &canvas, in: screenRect.row(0), theme: theme)
        let screenHints = top.keyHelp.hints
        let unshadowed = { (hint: Hint) in !screenHints.contains { $0.key == hint.key } }
        StatusBar(
            hints: screenHints + globalHints.others.filter(unshadowed),
            pinned: globalHints.pinned.filter(unshadowed),
            message: message.isEmpty ? top.status : message
        )
        .render(on: &canvas, in: screenRect.row(size.height - 1), theme: theme)
        return canvas
    }

    /// The global keymap's hints, split once: those the hint bar always shows, however narrow the
    /// terminal (quit, and the openers that ask for it: the help), and the others.
    ///
    /// - Parameter keymap: The global keymap.
    /// - Parameter openers: The global keys that open a screen.
    static func hints(
        of keymap: Keymap<GlobalAction>, openers: [ScreenOpener]
    ) -> (pinned: [Hint], others: [Hint]) {
        let isPinned = { (action: GlobalAction) in
            action == .quit || openers.contains { $0.alwaysHinted && $0.command.action == action }
        }
        return (
            Keymap(keymap.name, keymap.commands.filter { isPinned($0.action) }).keyHelp.hints,
            Keymap(keymap.name, keymap.commands.filter { !isPinned($0.action) }).keyHelp.hints
        )
    }
}
