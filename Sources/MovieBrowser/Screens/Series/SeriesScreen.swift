import DIContainer
import MovieCatalog
import TerminalUI

/// One series of the catalog: its seasons as a heatmap of episode ratings, its best and worst
/// episodes and its ratings over the run. Its descriptor (see ``ScreenDescriptor``); the argument
/// is the series' catalog id.
public enum SeriesScreen: ScreenDescriptor {
    public static let name = "series"
    public static var module: Module { SeriesModule.module }
    public static let keymaps: [any KeymapSection.Type] = [SeriesAction.self]
    public static let opener: ScreenOpener? = nil
    /// Kept with the series' id (`"argument": {"seriesID": 903747}`); a series that left the
    /// catalog says so on its screen, as a person does.
    public static let session: SessionEncoding<Int>? = SessionEncoding(
        Saved.self, write: { Saved(seriesID: $0) }, read: { .success($0.seriesID) })
    /// Breaking Bad (tt0903747).
    public static let sampleArgument = 903_747

    public static func containerName(for argument: Int) -> String { "Series #\(argument)" }

    @MainActor
    public static func resolve(
        _ argument: Int, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(SeriesView.self, argument: argument)
    }
}

extension SeriesScreen {
    /// A series screen's argument as the session state keeps it: `{"seriesID": 903747}`.
    public struct Saved: Codable, Hashable, Sendable {
        /// The series' catalog id.
        public var seriesID: Int
    }
}

extension Route {
    /// One series' screen, by catalog id.
    ///
    /// - Parameter id: The series' id.
    public static func series(id: Int) -> Route { Route(SeriesScreen.self, id) }

    /// The screen a title opens on Enter, wherever it is listed: a series' (or mini-series') Series
    /// screen, an episode's Episode screen (a library entry of an episode is a ``Movie`` of kind
    /// ``TitleKind/episode`` with the episode's id, which the detail cannot read), a movie's detail.
    /// Every screen that opens a title goes through here.
    ///
    /// - Parameter movie: The title.
    public static func title(_ movie: Movie) -> Route {
        switch movie.kind {
        case .series, .miniSeries: .series(id: movie.id)
        case .episode: .episode(id: movie.id)
        case .movie: .detail(movieID: movie.id)
        }
    }
}

extension SeriesAction: KeymapSection {
    public static let section = "series"
}

extension Keymaps {
    /// The series screen's keys.
    public var series: Keymap<SeriesAction> {
        get { self[SeriesAction.self] }
        set { self[SeriesAction.self] = newValue }
    }
}
