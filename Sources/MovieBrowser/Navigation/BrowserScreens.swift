/// Every screen of the browser, in one list.
///
/// Everything that enumerates screens iterates it: the Navigator's global keys that open a screen,
/// the help and the hint bar, the `[keys.<screen>]` sections of config.toml and `reel keys`, the
/// session state, ``BrowserVerification`` and the tests of all of them. Adding a screen is its
/// folder under `Screens/` (its descriptor, Module, Interactor, Presenter, View) and one line here;
/// a test fails when a folder is missing from the list. The ``Browser`` takes the list it runs with
/// (this one by default), so a test can add a screen of its own.
public enum BrowserScreens {
    /// The screens, the start screen first. The order is that of `reel keys` and of the global
    /// keys' hints (the help's F1 right after Back).
    public static let all: [any ScreenDescriptor.Type] = [
        MoviesScreen.self,
        HelpScreen.self,
        DetailScreen.self,
        SeriesScreen.self,
        EpisodeScreen.self,
        WatchlistScreen.self,
        StatsScreen.self,
        InspectorScreen.self,
        CompareScreen.self,
        PeopleScreen.self,
        PersonScreen.self,
        DiaryScreen.self,
        MyStatsScreen.self,
        ListsScreen.self,
        ListScreen.self,
        AddToListScreen.self,
        ImportReviewScreen.self,
    ]

    /// The screen the browser starts on and every session restores at the bottom of its stack.
    public static var start: Route { Route(MoviesScreen.self) }

    /// The global keys that open a screen, in list order.
    static var openers: [ScreenOpener] { all.compactMap { $0.opener } }

    /// The screen named `name` (`"detail"`), or `nil`.
    ///
    /// - Parameter name: A screen's name.
    public static func descriptor(named name: String) -> (any ScreenDescriptor.Type)? {
        all.first { $0.name == name }
    }

    /// One route of each screen, with its sample argument: what verification and the tests push.
    public static var sampleRoutes: [Route] { all.map { $0.sampleRoute } }
}

extension ScreenDescriptor {
    /// The route to the screen with its sample argument.
    static var sampleRoute: Route { Route(Self.self, sampleArgument) }
}
