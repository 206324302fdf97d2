import DIContainer
import MovieCatalog
import TerminalUI

/// A screen of the browser, described by one type in the screen's own folder.
///
/// The descriptor holds every part the browser needs to know of a screen: its name, its route's
/// argument, its ``DIContainer/Module``, its keymap section (the actions, their default keys and
/// help, and any global key that opens the screen), how the session state keeps it, and a sample
/// argument for verification. ``BrowserScreens/all`` lists every descriptor, and everything that
/// enumerates screens (the Navigator, the help and hint bar, `[keys.<screen>]` in config.toml,
/// `reel keys`, the session state, ``BrowserVerification``) iterates that list. Every requirement
/// has no default, so the compiler refuses a descriptor that leaves a part out.
///
/// ```swift
/// public enum StatsScreen: ScreenDescriptor {
///     public static let name = "stats"
///     public static var module: Module { StatsModule.module }
///     public static let keymaps: [any KeymapSection.Type] = [StatsAction.self]
///     public static let opener: ScreenOpener? = ScreenOpener(
///         KeyCommand([.character("S")], "stats", "Open the catalog statistics", hint: "Stats"), route: .stats)
///     public static let session: SessionEncoding<NoArgument>? = .withoutArgument
///     public static let sampleArgument = NoArgument()
///     public static func containerName(for argument: NoArgument) -> String { "Stats" }
///     @MainActor public static func resolve(
///         _ argument: NoArgument, in container: Container, context: ScreenContext
///     ) throws(ResolutionError) -> any Screen { try container.resolve(StatsView.self) }
/// }
/// ```
public protocol ScreenDescriptor: SendableMetatype {
    /// What a route to the screen carries (a movie id), or ``NoArgument``.
    associatedtype Argument: Hashable, Sendable

    /// The screen's name: its section in config.toml (`[keys.movies]`) and in the session state.
    static var name: String { get }
    /// The registrations the screen installs into its child container when it is pushed.
    static var module: Module { get }
    /// The screen's keymap section: its own action type first, then those of its panels (the
    /// movie table's filters and columns), each a `[keys.<section>]` of its own.
    static var keymaps: [any KeymapSection.Type] { get }
    /// The global key that opens the screen from anywhere (`W` the watchlist), or `nil`.
    static var opener: ScreenOpener? { get }
    /// How the session state keeps the screen on the stack, or `nil` for a screen that is not
    /// kept (the help and the inspector float over the screen below and open again in a key): the
    /// `Codable` form of its argument and, if it keeps one, of its place (see ``SessionEncoding``).
    static var session: SessionEncoding<Argument>? { get }
    /// An argument to verify the screen's registrations with before the first frame.
    static var sampleArgument: Argument { get }

    /// The name of the screen's child container for `argument` (`"Detail #20545"`).
    ///
    /// - Parameter argument: The route's argument.
    static func containerName(for argument: Argument) -> String

    /// Resolves the screen's view from its child container, which pulls its presenter, interactor
    /// and the app's repositories.
    ///
    /// - Parameters:
    ///   - argument: The route's argument.
    ///   - container: The screen's child container, with ``module`` installed.
    ///   - context: What the screen below offers (the help shows its keys).
    /// - Throws: ``DIContainer/ResolutionError`` naming the path when the wiring is broken.
    @MainActor
    static func resolve(
        _ argument: Argument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
}

/// The argument of a route to a screen that needs none (the movie table, the watchlist).
public struct NoArgument: Codable, Hashable, Sendable {
    /// The only value.
    public init() {}
}

/// A global key that opens a screen from anywhere, as the screen's descriptor declares it.
public struct ScreenOpener: Sendable {
    /// The binding, in the global keymap (`W`, action `watchlist`).
    public var command: KeyCommand<GlobalAction>
    /// The screen it opens.
    public var route: Route
    /// Whether the key closes the screen when it is on top (the help, the inspector), instead of
    /// doing nothing.
    public var toggles: Bool
    /// Whether the hint bar shows the key on every screen, however narrow the terminal (the help's
    /// F1, beside Q Quit): other global hints give way to the screen's own.
    public var alwaysHinted: Bool

    /// Creates an opener.
    ///
    /// - Parameters:
    ///   - command: The binding; its action names the opener in config.toml (`[keys] watchlist`).
    ///   - route: The screen it opens.
    ///   - toggles: Whether the key closes the screen when it is already on top.
    ///   - alwaysHinted: Whether the hint bar shows the key on every screen, however narrow.
    public init(_ command: KeyCommand<GlobalAction>, route: Route, toggles: Bool = false, alwaysHinted: Bool = false) {
        self.command = command
        self.route = route
        self.toggles = toggles
        self.alwaysHinted = alwaysHinted
    }
}

/// What a pushed screen learns about the screen below it.
public struct ScreenContext: Hashable, Sendable {
    /// The keys of the screen below (the help lists them first), or `nil` at the bottom.
    public var below: KeyHelp?

    /// Creates a context.
    ///
    /// - Parameter below: The keys of the screen below.
    public init(below: KeyHelp?) {
        self.below = below
    }
}
