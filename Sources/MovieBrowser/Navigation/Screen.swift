import TerminalUI

/// What a screen did with a key.
public enum KeyOutcome: Hashable, Sendable {
    /// The screen used the key; global keys do not see it.
    case consumed
    /// The screen did not use the key; the Navigator's global keys may.
    case ignored
    /// The screen used the key and asks for navigation, which only the Navigator performs.
    case navigate(Navigation)
}

/// A change of screen a screen asks for.
public enum Navigation: Hashable, Sendable {
    /// Push a screen on top of this one.
    case push(Route)
    /// Close this screen and return to the one below.
    case pop
    /// Close this screen and push another in its place.
    case replace(Route)
}

/// How a screen is shown.
public enum Presentation: Sendable {
    /// The screen fills the body between the title bar and the hint bar.
    case fullScreen
    /// The screen is a panel drawn over the screen below it, which stays visible.
    case overlay
}

/// A screen's view, as the Navigator sees it: what it shows in the bars, how it handles a key and
/// how it draws its body.
///
/// A view renders a plain view model its presenter builds; it never touches a repository. It is
/// resolved from the screen's own child container when the screen is pushed, and released when
/// the screen is popped.
@MainActor
public protocol Screen: AnyObject {
    /// The breadcrumb of the screen in the title bar (`"Movies"`, `"The Godfather"`).
    var title: String { get }
    /// Text flush right in the title bar, e.g. `"1 of 58,788"`.
    var summary: String { get }
    /// The message at the right of the hint bar (the last thing that happened, an error).
    var status: String { get }
    /// The screen's key bindings, for the hint bar and the help.
    var keyHelp: KeyHelp { get }
    /// Whether the screen fills the body or floats over the screen below.
    var presentation: Presentation { get }
    /// Whether a text input has focus: printable keys then belong to the screen, and the global
    /// single-letter keys (`q`, `W`, `S`, `?`) do not apply.
    var isEditingText: Bool { get }

    /// Handles a key the screen gets first.
    ///
    /// - Parameter key: The key, mouse event or resize.
    /// - Returns: Whether the key was used, and any navigation asked for.
    func handle(_ key: Key) -> KeyOutcome

    /// Draws the screen's body into `rect` (for an overlay: the whole body, over the screen below).
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The body: the screen between the title bar and the hint bar.
    /// - Parameter theme: The styles and glyphs.
    func render(on canvas: inout Canvas, in rect: Rect, theme: Theme)

    /// Called when the screen is on top again after the screen above it was popped, so it can
    /// reload what that screen may have changed (the watchlist).
    func didReturn()

    /// Called before a key and a frame when another process changed the stored data (a `reel
    /// watchlist add` from another shell), so the screen reads again what it shows of the watchlist.
    /// By default it does what ``didReturn()`` does.
    func storeChanged()

    /// Writes the screen's place (query, order, selection, scroll) into the ``ScreenMemory``, so the
    /// session state saved now holds it; screens without a place keep the default, which does nothing.
    func rememberState()

    /// Whether work the screen started in the background finished since its last frame (your
    /// statistics, counted): the browser, waiting for a key, draws again for it.
    func hasNewFrame() -> Bool
}

extension Screen {
    public var summary: String { "" }
    public var presentation: Presentation { .fullScreen }
    public var isEditingText: Bool { false }
    public func didReturn() {}
    public func storeChanged() { didReturn() }
    public func rememberState() {}
    public func hasNewFrame() -> Bool { false }
}
