import TerminalUI

/// Every keymap of the browser: the global one and one per screen.
///
/// Registered in the app container, so the composition root (or a configuration) can replace a
/// binding, and every screen, its hint bar and the help follow.
public struct Keymaps: Sendable {
    /// Keys every screen shares; a screen sees a key first, these apply to what it did not use.
    public var global: Keymap<GlobalAction>
    /// The movie table.
    public var movies: Keymap<MoviesAction>
    /// The filters panel of the movie table.
    public var filters: Keymap<FiltersAction>
    /// A movie's detail.
    public var detail: Keymap<DetailAction>
    /// The watchlist.
    public var watchlist: Keymap<WatchlistAction>
    /// The statistics.
    public var stats: Keymap<StatsAction>
    /// The help.
    public var help: Keymap<HelpAction>
    /// The inspector.
    public var inspector: Keymap<InspectorAction>
    /// The columns panel of the movie table.
    public var columns: Keymap<ColumnsAction> = ColumnsAction.standardKeymap
    /// Two movies side by side.
    public var compare: Keymap<CompareAction> = CompareAction.standardKeymap
    /// The watchlist's export panel.
    public var export: Keymap<ExportAction> = ExportAction.standardKeymap

    /// The default bindings.
    public static let standard = Keymaps(
        global: GlobalAction.standardKeymap, movies: MoviesAction.standardKeymap, filters: FiltersAction.standardKeymap,
        detail: DetailAction.standardKeymap, watchlist: WatchlistAction.standardKeymap,
        stats: StatsAction.standardKeymap, help: HelpAction.standardKeymap, inspector: InspectorAction.standardKeymap)
}
