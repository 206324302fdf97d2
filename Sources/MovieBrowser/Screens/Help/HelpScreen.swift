import DIContainer
import TerminalUI

/// The keys of the screen below and of every screen, over that screen: its descriptor (see
/// ``ScreenDescriptor``). Resolved with the ``ScreenContext`` of the screen below.
public enum HelpScreen: ScreenDescriptor {
    public static let name = "help"
    public static var module: Module { HelpModule.module }
    public static let keymaps: [any KeymapSection.Type] = [HelpAction.self]
    public static let opener: ScreenOpener? = ScreenOpener(
        KeyCommand(
            [.function(1), .character("?")], GlobalAction("help"),
            "Help: this screen's keys and the global ones", hint: "Help"),
        route: .help, toggles: true, alwaysHinted: true)
    /// Not kept: it floats over the screen below and opens again in a key.
    public static let session: SessionEncoding<NoArgument>? = nil
    public static let sampleArgument = NoArgument()

    public static func containerName(for argument: NoArgument) -> String { "Help" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(HelpView.self, argument: context)
    }
}

extension Route {
    /// The keys of the screen below and of every screen.
    public static var help: Route { Route(HelpScreen.self) }
}

extension HelpAction: KeymapSection {
    public static let section = "help"
}

extension Keymaps {
    /// The help's keys.
    public var help: Keymap<HelpAction> {
        get { self[HelpAction.self] }
        set { self[HelpAction.self] = newValue }
    }
}
