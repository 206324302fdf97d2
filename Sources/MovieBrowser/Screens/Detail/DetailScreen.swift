import DIContainer
import TerminalUI

/// One movie's detail: its descriptor (see ``ScreenDescriptor``). The argument is the movie's id.
public enum DetailScreen: ScreenDescriptor {
    public static let name = "detail"
    public static var module: Module { DetailModule.module }
    public static let keymaps: [any KeymapSection.Type] = [DetailAction.self]
    public static let opener: ScreenOpener? = nil
    /// Kept with its movie's id (`"argument": {"movieID": 20545}`) and the place in its similar movies.
    public static let session: SessionEncoding<Int>? = SessionEncoding(
        Saved.self, write: { Saved(movieID: $0) }, read: { .success($0.movieID) }, movieIDs: { [$0] }
    )
    .keepingList(
        get: { ($0 as? DetailView)?.presenter.list },
        set: { screen, list in (screen as? DetailView)?.presenter.list = list })
    public static let sampleArgument = 20545
    /// The widest the screen is drawn, in columns: its facts, chart and similar movies.
    static let readingWidth = 112

    public static func containerName(for argument: Int) -> String { "Detail #\(argument)" }

    @MainActor
    public static func resolve(
        _ argument: Int, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(DetailView.self, argument: argument)
    }
}

extension DetailScreen {
    /// A detail's argument as the session state keeps it: `{"movieID": 20545}` (in version 2, beside
    /// the screen's name).
    public struct Saved: Codable, Hashable, Sendable {
        /// The movie's catalog id.
        public var movieID: Int

        /// Creates the saved form.
        ///
        /// - Parameter movieID: The movie's catalog id.
        public init(movieID: Int) {
            self.movieID = movieID
        }
    }
}

extension Route {
    /// One movie's detail, by catalog id.
    ///
    /// - Parameter movieID: The movie's id.
    public static func detail(movieID: Int) -> Route { Route(DetailScreen.self, movieID) }
}

extension DetailAction: KeymapSection {
    public static let section = "detail"
}

extension Keymaps {
    /// The detail's keys.
    public var detail: Keymap<DetailAction> {
        get { self[DetailAction.self] }
        set { self[DetailAction.self] = newValue }
    }
}
