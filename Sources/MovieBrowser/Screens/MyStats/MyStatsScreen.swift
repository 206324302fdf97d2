import DIContainer
import TerminalUI

/// The user's own statistics, over every year or one: its descriptor (see ``ScreenDescriptor``).
public enum MyStatsScreen: ScreenDescriptor {
    public static let name = "you"
    public static var module: Module { MyStatsModule.module }
    public static let keymaps: [any KeymapSection.Type] = [MyStatsAction.self]
    public static let opener: ScreenOpener? = ScreenOpener(
        KeyCommand([.character("U")], GlobalAction("you"), "Open your statistics", hint: "You"), route: .myStats)
    public static let session: SessionEncoding<NoArgument>? = .withoutArgument
    public static let sampleArgument = NoArgument()

    public static func containerName(for argument: NoArgument) -> String { "You" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(MyStatsView.self)
    }
}

extension Route {
    /// The user's statistics.
    public static var myStats: Route { Route(MyStatsScreen.self) }
}

extension MyStatsAction: KeymapSection {
    public static let section = "you"
}

extension Keymaps {
    /// The keys of the user's statistics.
    public var myStats: Keymap<MyStatsAction> {
        get { self[MyStatsAction.self] }
        set { self[MyStatsAction.self] = newValue }
    }
}
