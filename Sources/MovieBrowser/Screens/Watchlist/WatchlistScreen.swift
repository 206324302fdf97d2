import DIContainer
import TerminalUI

/// The user's watchlist: its descriptor (see ``ScreenDescriptor``).
public enum WatchlistScreen: ScreenDescriptor {
    public static let name = "watchlist"
    public static var module: Module { WatchlistModule.module }
    public static let keymaps: [any KeymapSection.Type] = [WatchlistAction.self, ExportAction.self]
    public static let opener: ScreenOpener? = ScreenOpener(
        KeyCommand([.character("W")], GlobalAction("watchlist"), "Open the watchlist", hint: "Watchlist"),
        route: .watchlist)
    /// Kept on the stack; its order, selection and scroll are kept in the memory between pushes and runs.
    public static let session: SessionEncoding<NoArgument>? = SessionEncoding.withoutArgument.remembering(
        SavedPlace.self,
        save: { app in
            guard let memory = try? app.resolve(ScreenMemory.self),
                let list = memory.lists[WatchlistPresenter.memoryKey]
            else { return nil }
            let sort = memory.watchlistSort ?? WatchlistSort(.added, descending: true)
            return SavedPlace(sort: sort.field.rawValue, descending: sort.descending, list: .init(list))
        },
        restore: { place, app in
            guard let memory = try? app.resolve(ScreenMemory.self) else { return [] }
            memory.lists[WatchlistPresenter.memoryKey] = place.list?.listState ?? ListState()
            guard let name = place.sort else { return [] }
            guard let field = WatchlistSort.Field(rawValue: name) else { return ["no watchlist order \"\(name)\""] }
            memory.watchlistSort = WatchlistSort(field, descending: place.descending ?? false)
            return []
        })
    public static let sampleArgument = NoArgument()
    /// The widest the screen is drawn, in columns; the rest of a wider terminal stays empty.
    static let readingWidth = 120

    public static func containerName(for argument: NoArgument) -> String { "Watchlist" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(WatchlistView.self)
    }
}

extension WatchlistScreen {
    /// The watchlist's place as the session state keeps it under `"watchlist"`:
    /// `{"sort": "title", "descending": false, "list": {"selected": 1, "offset": 0}}`.
    public struct SavedPlace: Codable, Hashable, Sendable {
        /// The sort field's name (`"added"`).
        public var sort: String?
        /// Whether the order is reversed.
        public var descending: Bool?
        /// The selection and scroll.
        public var list: SessionSnapshot.ListPosition?
    }
}

extension Route {
    /// The user's watchlist.
    public static var watchlist: Route { Route(WatchlistScreen.self) }
}

extension WatchlistAction: KeymapSection {
    public static let section = "watchlist"
}

extension ExportAction: KeymapSection {
    public static let section = "export"
}

extension Keymaps {
    /// The watchlist's keys.
    public var watchlist: Keymap<WatchlistAction> {
        get { self[WatchlistAction.self] }
        set { self[WatchlistAction.self] = newValue }
    }

    /// The keys of the watchlist's export panel.
    public var export: Keymap<ExportAction> {
        get { self[ExportAction.self] }
        set { self[ExportAction.self] = newValue }
    }
}
