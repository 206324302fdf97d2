import DIContainer
import TerminalUI

/// Charts of the catalog, or of the movie table's query: its descriptor (see ``ScreenDescriptor``).
public enum StatsScreen: ScreenDescriptor {
    public static let name = "stats"
    public static var module: Module { StatsModule.module }
    public static let keymaps: [any KeymapSection.Type] = [StatsAction.self]
    public static let opener: ScreenOpener? = ScreenOpener(
        KeyCommand([.character("S")], GlobalAction("stats"), "Open the catalog statistics", hint: "Stats"),
        route: .stats)
    public static let session: SessionEncoding<NoArgument>? = .withoutArgument
    public static let sampleArgument = NoArgument()

    public static func containerName(for argument: NoArgument) -> String { "Stats" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(StatsView.self)
    }
}

extension Route {
    /// Charts of the whole catalog (or of the query the movie table handed over).
    public static var stats: Route { Route(StatsScreen.self) }
}

extension StatsAction: KeymapSection {
    public static let section = "stats"
}

extension Keymaps {
    /// The statistics' keys.
    public var stats: Keymap<StatsAction> {
        get { self[StatsAction.self] }
        set { self[StatsAction.self] = newValue }
    }
}
