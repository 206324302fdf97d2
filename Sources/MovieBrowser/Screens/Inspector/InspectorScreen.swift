import DIContainer
import TerminalUI

/// The live container tree and the last catalog queries: its descriptor (see ``ScreenDescriptor``).
public enum InspectorScreen: ScreenDescriptor {
    public static let name = "inspector"
    public static var module: Module { InspectorModule.module }
    public static let keymaps: [any KeymapSection.Type] = [InspectorAction.self]
    public static let opener: ScreenOpener? = ScreenOpener(
        KeyCommand(
            [.function(12), .control("g")], GlobalAction("inspector"), "Inspector: the live container tree",
            hint: "Inspect"),
        route: .inspector, toggles: true)
    /// Not kept: it floats over the screen below and opens again in a key.
    public static let session: SessionEncoding<NoArgument>? = nil
    public static let sampleArgument = NoArgument()

    public static func containerName(for argument: NoArgument) -> String { "Inspector" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(InspectorView.self)
    }
}

extension Route {
    /// The live container tree.
    public static var inspector: Route { Route(InspectorScreen.self) }
}

extension InspectorAction: KeymapSection {
    public static let section = "inspector"
}

extension Keymaps {
    /// The inspector's keys.
    public var inspector: Keymap<InspectorAction> {
        get { self[InspectorAction.self] }
        set { self[InspectorAction.self] = newValue }
    }
}
