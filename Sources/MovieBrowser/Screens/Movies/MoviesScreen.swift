import DIContainer
import MovieCatalog
import TerminalUI

/// The movie table, the start screen: its descriptor (see ``ScreenDescriptor``).
public enum MoviesScreen: ScreenDescriptor {
    public static let name = "movies"
    public static var module: Module { MoviesModule.module }
    public static let keymaps: [any KeymapSection.Type] = [MoviesAction.self, FiltersAction.self, ColumnsAction.self]
    public static let opener: ScreenOpener? = nil
    /// Kept at the bottom of every stack, with its query, place and chosen columns (see ``MoviesSession``).
    public static let session: SessionEncoding<NoArgument>? = MoviesSession.encoding
    public static let sampleArgument = NoArgument()
    /// The table is as wide as the terminal, so that the genres have room; its title column stops
    /// growing at ``titleWidth``.
    static let readingWidth = Int.max
    /// The title column, at its widest (it reaches it on a 140-column terminal).
    static let titleWidth = 63

    public static func containerName(for argument: NoArgument) -> String { "Movies" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(MoviesView.self)
    }
}

extension Route {
    /// The movie table.
    public static var movies: Route { Route(MoviesScreen.self) }
}

extension MoviesAction: KeymapSection {
    public static let section = "movies"
}

extension FiltersAction: KeymapSection {
    public static let section = "filters"
}

extension ColumnsAction: KeymapSection {
    public static let section = "columns"
}

extension Keymaps {
    /// The movie table's keys.
    public var movies: Keymap<MoviesAction> {
        get { self[MoviesAction.self] }
        set { self[MoviesAction.self] = newValue }
    }

    /// The keys of the movie table's filter panel.
    public var filters: Keymap<FiltersAction> {
        get { self[FiltersAction.self] }
        set { self[FiltersAction.self] = newValue }
    }

    /// The keys of the movie table's columns panel.
    public var columns: Keymap<ColumnsAction> {
        get { self[ColumnsAction.self] }
        set { self[ColumnsAction.self] = newValue }
    }
}
