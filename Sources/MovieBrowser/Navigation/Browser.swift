import DIContainer
import MovieCatalog
import TerminalUI

/// The browser: the event loop that turns keys into frames.
///
/// One keystroke: the driver reads it → the top screen handles it (its presenter turns it into an
/// intent, its interactor queries the repository) → keys the screen did not use go to the global
/// keymap (back, quit, help, inspector) → the frame is composed (title bar with breadcrumbs, the
/// screens' bodies, overlays, hint bar) → the driver sends only the cells that changed.
///
/// Keys that are already waiting are handled before the next frame is drawn, so a search that the
/// next keystroke supersedes is never run or shown.
@MainActor
public final class Browser {
    /// The smallest terminal the browser draws its screens in; smaller shows the too-small view.
    public static let minimumSize = Size(width: 40, height: 10)

    /// The screen stack.
    public let navigator: Navigator
    /// The styles and glyphs.
    public let theme: Theme
    private let driver: any TerminalDriver
    let keymap: Keymap<GlobalAction>
    /// The global keymap's hints, pinned and others, split once (the keymap never changes).
    let globalHints: (pinned: [Hint], others: [Hint])
    private let clipboard: Clipboard
    /// What tells the browser that another process wrote the stored data, if the app registers it.
    let changes: (any ChangeMonitor)?
    /// Whether the loop goes on; false once the user quits.
    public private(set) var isRunning = true
    /// A message of the browser's own (a screen that failed to open), shown until the next key.
    public internal(set) var message = ""
    /// Where the session state is saved, if the app container registers a ``SessionStore``.
    let session: (any SessionStore)?
    /// Why the last save of the session state failed, or `nil` after a save that worked.
    public internal(set) var sessionSaveFailure: String?
    /// The screens the browser knows: the session state keeps and restores these, and their
    /// global keys open them.
    public let screens: [any ScreenDescriptor.Type]
    /// The global keys that open a screen, in the order of ``screens``.
    let openers: [ScreenOpener]

    /// Creates the browser over the app container and a terminal.
    ///
    /// - Parameters:
    ///   - app: The app container: repositories, ``Theme``, ``BrowserModule``.
    ///   - driver: The terminal (ncurses, or headless in tests).
    ///   - screens: The screens the browser knows, the start screen first: ``BrowserScreens/all``,
    ///     or more in tests.
    /// - Throws: ``ResolutionError`` when the app container lacks the theme, the keymaps, the
    ///   inspection or the clipboard.
    public init(
        app: Container, driver: any TerminalDriver, screens: [any ScreenDescriptor.Type] = BrowserScreens.all
    ) throws(ResolutionError) {
        self.driver = driver
        self.screens = screens
        openers = screens.compactMap { $0.opener }
        navigator = try Navigator(app: app)
        theme = try app.resolve(Theme.self)
        keymap = try app.resolve(Keymaps.self).global
        globalHints = Self.hints(of: keymap, openers: openers)
        session = try app.optional((any SessionStore).self)
        clipboard = try app.resolve(Clipboard.self)
        changes = try app.optional((any ChangeMonitor).self)
        _ = changes?.changedElsewhere()
    }

    /// Shows `message` in the status bar until the next key (a problem found before the first frame,
    /// such as a configuration file that could not be used).
    ///
    /// - Parameter message: The message.
    public func notify(_ message: String) {
        self.message = message
    }

    /// Pushes the start screen.
    ///
    /// - Parameter route: The first screen; the movie table by default.
    /// - Throws: ``ResolutionError`` when the screen cannot be resolved.
    public func start(at route: Route = BrowserScreens.start) throws(ResolutionError) {
        try navigator.push(route)
    }

    /// Runs until the user quits: draw, wait for a key, handle it and every key already waiting.
    ///
    /// The session state is saved, then every screen is popped (its container disposed) before it
    /// returns.
    ///
    /// - Parameter shouldStop: Asked at least five times a second while waiting for a key; `true`
    ///   ends the loop as quitting does (the launcher's SIGTERM flag). `nil` waits for keys only.
    /// - Throws: ``TerminalError`` when the terminal fails.
    public func run(stopWhen shouldStop: (() -> Bool)? = nil) throws(TerminalError) {
        defer {
            saveSession()
            navigator.popAll()
        }
        while isRunning {
            try driver.draw(frame(size: driver.size))
            guard let key = try nextKey(stopWhen: shouldStop) else { continue }
            handle(key)
            while isRunning, let next = try driver.readKey(timeout: .zero) {
                handle(next)
            }
        }
    }

    /// The next key; with `shouldStop` or a ``ChangeMonitor``, waits in slices of 200 ms, returning
    /// `nil` to draw again when another process changed the data or the top screen's background work
    /// finished, and stopping the loop once `shouldStop` says so.
    private func nextKey(stopWhen shouldStop: (() -> Bool)?) throws(TerminalError) -> Key? {
        guard shouldStop != nil || changes != nil else { return try driver.readKey(timeout: nil) }
        while !(shouldStop?() ?? false) {
            if let key = try driver.readKey(timeout: .milliseconds(200)) { return key }
            if refreshIfChangedElsewhere() || navigator.top?.hasNewFrame() == true { return nil }
        }
        isRunning = false
        return nil
    }

    /// Handles one key: the top screen first, then the global keys; saves the session state when
    /// the key changed the screens.
    ///
    /// - Parameter key: The key, mouse event or resize.
    public func handle(_ key: Key) {
        refreshIfChangedElsewhere()
        let routes = navigator.routes
        dispatch(key)
        if navigator.routes != routes { saveSession() }
    }

    private func dispatch(_ key: Key) {
        message = ""
        // What a screen copied goes to the terminal's clipboard once the key is handled.
        defer { for text in clipboard.take() { driver.setClipboard(text) } }
        if case .resize = key { return }
        guard driver.size.fits(Self.minimumSize) else {
            if key == .character("q") || keymap.action(for: key) == .quit { isRunning = false }
            return
        }
        guard navigator.depth > 0 else {
            isRunning = false
            return
        }
        if case .paste = key {
            // A paste goes whole into the focused text field, and nowhere else: it never runs as keys.
            if navigator.top?.isEditingText == true { _ = navigator.onTop { $0.handle(key) } }
            return
        }
        let action = keymap.action(for: key)
        if action == .quit, key == .control("c") {
            isRunning = false
            return
        }
        // No reference to the top screen is held past these calls: a pop must leave the screen's
        // container the only owner of its objects, or its leak audit would report them.
        let outcome = navigator.onTop { $0.handle(key) } ?? .ignored
        let editing = navigator.top?.isEditingText ?? false
        switch outcome {
        case .consumed:
            return
        case .navigate(let navigation):
            perform(navigation)
            return
        case .ignored:
            break
        }
        if editing, case .character = key { return }
        switch action {
        case .back?:
            if navigator.depth > 1 {
                navigator.pop()
            } else if key == .character("q") {
                isRunning = false
            }
        case .firstScreen?: navigator.popToFirst()
        case .quit?: isRunning = false
        case .redraw?: driver.invalidate()
        case let action?:
            guard let opener = openers.first(where: { $0.command.action == action }) else { return }
            if opener.toggles { toggle(opener.route) } else { open(opener.route) }
        case nil: break
        }
    }
}
