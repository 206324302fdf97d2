import DIContainer
import TerminalUI

/// A screen the Navigator can push, with the arguments it is resolved with.
///
/// Adding a screen is a folder under `Screens/` (its Module, Interactor, Presenter and View) and
/// one case here: its container name, its module and how its view is resolved.
public enum Route: Hashable, Sendable {
    /// The movie table, the start screen.
    case movies
    /// One movie's detail, by catalog id.
    case detail(movieID: Int)
    /// The user's watchlist.
    case watchlist
    /// Charts of the whole catalog.
    case stats
    /// The keys of the screen below and of every screen.
    case help
    /// The live container tree.
    case inspector
    /// Two movies side by side, by catalog id (the first marked on the left).
    case compare(first: Int, second: Int)

    /// The name of the screen's child container (`"Detail #20545"`), shown by the inspector.
    public var containerName: String {
        switch self {
        case .movies: "Movies"
        case .detail(let id): "Detail #\(id)"
        case .watchlist: "Watchlist"
        case .stats: "Stats"
        case .help: "Help"
        case .inspector: "Inspector"
        case .compare(let first, let second): "Compare #\(first) #\(second)"
        }
    }

    /// The registrations the screen installs into its child container.
    public var module: Module {
        switch self {
        case .movies: MoviesModule.module
        case .detail: DetailModule.module
        case .watchlist: WatchlistModule.module
        case .stats: StatsModule.module
        case .help: HelpModule.module
        case .inspector: InspectorModule.module
        case .compare: CompareModule.module
        }
    }

    /// Resolves the screen's view from its child container, which pulls its presenter, interactor
    /// and the app's repositories.
    ///
    /// - Parameter container: The screen's child container, with ``module`` installed.
    /// - Parameter context: What the screen below offers (the help shows its keys).
    /// - Throws: ``ResolutionError`` naming the path when the wiring is broken.
    @MainActor
    func resolveScreen(in container: Container, context: ScreenContext) throws(ResolutionError) -> any Screen {
        switch self {
        case .movies: try container.resolve(MoviesView.self)
        case .detail(let id): try container.resolve(DetailView.self, argument: id)
        case .watchlist: try container.resolve(WatchlistView.self)
        case .stats: try container.resolve(StatsView.self)
        case .help: try container.resolve(HelpView.self, argument: context)
        case .inspector: try container.resolve(InspectorView.self)
        case .compare(let first, let second): try container.resolve(CompareView.self, arguments: first, second)
        }
    }
}

/// What a pushed screen learns about the screen below it.
public struct ScreenContext: Hashable, Sendable {
    /// The keys of the screen below (the help lists them first), or `nil` at the bottom.
    public var below: KeyHelp?

    /// Creates a context.
    ///
    /// - Parameter below: The keys of the screen below.
    public init(below: KeyHelp?) {
        self.below = below
    }
}
