import DIContainer
import TerminalUI

/// The user's lists, each with its progress: its descriptor (see ``ScreenDescriptor``).
public enum ListsScreen: ScreenDescriptor {
    public static let name = "lists"
    public static var module: Module { ListsModule.module }
    public static let keymaps: [any KeymapSection.Type] = [ListsAction.self]
    public static let opener: ScreenOpener? = ScreenOpener(
        KeyCommand([.character("L")], GlobalAction("lists"), "Open your lists", hint: "Lists"), route: .lists)
    /// Kept on the stack with its selection and scroll.
    public static let session: SessionEncoding<NoArgument>? = SessionEncoding.withoutArgument.keepingList(
        get: { ($0 as? ListsView)?.presenter.list },
        set: { screen, list in (screen as? ListsView)?.presenter.list = list })
    public static let sampleArgument = NoArgument()
    /// The widest the screen is drawn, in columns.
    static let readingWidth = 120

    public static func containerName(for argument: NoArgument) -> String { "Lists" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(ListsView.self)
    }
}

extension Route {
    /// The user's lists.
    public static var lists: Route { Route(ListsScreen.self) }
}

extension ListsAction: KeymapSection {
    public static let section = "lists"
}

extension Keymaps {
    /// The keys of the user's lists.
    public var lists: Keymap<ListsAction> {
        get { self[ListsAction.self] }
        set { self[ListsAction.self] = newValue }
    }
}
