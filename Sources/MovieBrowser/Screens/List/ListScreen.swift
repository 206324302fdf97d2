import DIContainer
import TerminalUI

/// One of the user's lists, its entries in order with their progress: its descriptor (see
/// ``ScreenDescriptor``). The argument is the list's id.
public enum ListScreen: ScreenDescriptor {
    public static let name = "list"
    public static var module: Module { ListModule.module }
    public static let keymaps: [any KeymapSection.Type] = [ListAction.self]
    public static let opener: ScreenOpener? = nil
    /// Kept with its list's id (`"argument": {"listID": 3}`) and the place in its entries.
    public static let session: SessionEncoding<Int64>? = SessionEncoding(
        Saved.self, write: { Saved(listID: $0) }, read: { .success($0.listID) }
    )
    .keepingList(
        get: { ($0 as? ListView)?.presenter.list },
        set: { screen, list in (screen as? ListView)?.presenter.list = list })
    public static let sampleArgument: Int64 = 1
    /// The widest the screen is drawn, in columns.
    static let readingWidth = 120

    public static func containerName(for argument: Int64) -> String { "List #\(argument)" }

    @MainActor
    public static func resolve(
        _ argument: Int64, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(ListView.self, argument: argument)
    }
}

extension ListScreen {
    /// A list screen's argument as the session state keeps it: `{"listID": 3}`.
    public struct Saved: Codable, Hashable, Sendable {
        /// The list's id in the library.
        public var listID: Int64

        /// Creates the saved form.
        ///
        /// - Parameter listID: The list's id in the library.
        public init(listID: Int64) {
            self.listID = listID
        }
    }
}

extension Route {
    /// One of the user's lists, by id.
    ///
    /// - Parameter id: The list's id in the library.
    public static func list(id: Int64) -> Route { Route(ListScreen.self, id) }
}

extension ListAction: KeymapSection {
    public static let section = "list"
}

extension Keymaps {
    /// The keys of one list's screen.
    public var list: Keymap<ListAction> {
        get { self[ListAction.self] }
        set { self[ListAction.self] = newValue }
    }
}
