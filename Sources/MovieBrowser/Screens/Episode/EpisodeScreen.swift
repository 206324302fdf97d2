import DIContainer
import TerminalUI

/// One episode of a series: its descriptor (see ``ScreenDescriptor``). The argument is the
/// episode's id (the number of its IMDb id).
public enum EpisodeScreen: ScreenDescriptor {
    public static let name = "episode"
    public static var module: Module { EpisodeModule.module }
    public static let keymaps: [any KeymapSection.Type] = [EpisodeAction.self]
    public static let opener: ScreenOpener? = nil
    /// Kept with the episode's id (`"argument": {"episodeID": 959621}`); an episode that left the
    /// catalog says so on its screen.
    public static let session: SessionEncoding<Int>? = SessionEncoding(
        Saved.self, write: { Saved(episodeID: $0) }, read: { .success($0.episodeID) })
    /// Breaking Bad's pilot (tt0959621).
    public static let sampleArgument = 959_621

    public static func containerName(for argument: Int) -> String { "Episode #\(argument)" }

    @MainActor
    public static func resolve(
        _ argument: Int, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(EpisodeView.self, argument: argument)
    }
}

extension EpisodeScreen {
    /// An episode screen's argument as the session state keeps it: `{"episodeID": 959621}`.
    public struct Saved: Codable, Hashable, Sendable {
        /// The episode's id.
        public var episodeID: Int
    }
}

extension Route {
    /// One episode's screen, by id.
    ///
    /// - Parameter id: The episode's id.
    public static func episode(id: Int) -> Route { Route(EpisodeScreen.self, id) }
}

extension EpisodeAction: KeymapSection {
    public static let section = "episode"
}

extension Keymaps {
    /// The episode screen's keys.
    public var episode: Keymap<EpisodeAction> {
        get { self[EpisodeAction.self] }
        set { self[EpisodeAction.self] = newValue }
    }
}
