import TerminalUI

/// What the keys no screen took do, on every screen: back, quit, redraw, and the keys that open a
/// screen from anywhere, which each screen's descriptor declares (``ScreenDescriptor/opener``).
public struct GlobalAction: KeymapSection, CustomStringConvertible {
    /// The action's name in config.toml (`quit`, `watchlist`).
    public let rawValue: String

    /// The action named `rawValue`, if it is a global one.
    ///
    /// - Parameter rawValue: The action's name.
    public init?(rawValue: String) {
        guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// An action named `name`, for a screen's opener (`GlobalAction("watchlist")`).
    ///
    /// - Parameter name: The action's name in config.toml.
    public init(_ name: String) {
        rawValue = name
    }

    /// Back to the previous screen (`q` on the first screen quits).
    public static let back = GlobalAction("back")
    /// Back to the first screen, closing every screen above it.
    public static let firstScreen = GlobalAction("first_screen")
    /// Quit from anywhere.
    public static let quit = GlobalAction("quit")
    /// Redraw the whole screen.
    public static let redraw = GlobalAction("redraw")

    /// Every global action: back, back to the first screen, then the screens' openers in the order of
    /// ``BrowserScreens/all``, then redraw and quit.
    public static let allCases: [GlobalAction] = standardKeymap.commands.map(\.action)

    public static let section = "global"

    /// The bindings every screen shares.
    public static let standardKeymap: Keymap<GlobalAction> =
        Keymap(
            "Everywhere",
            [
                KeyCommand(
                    [.escape, .backspace, .character("q")], .back,
                    "Back to the previous screen (q on the first screen quits)", hint: "Back"),
                KeyCommand(
                    [.character("H")], .firstScreen,
                    "Back to the first screen, closing every screen between (movie, person, movie...)"),
            ]
                + BrowserScreens.openers.map(\.command)
                + [
                    KeyCommand([.control("l")], .redraw, "Redraw the whole screen"),
                    KeyCommand([.character("Q"), .control("c")], .quit, "Quit reel from anywhere", hint: "Quit"),
                ])

    public var description: String { rawValue }
}
