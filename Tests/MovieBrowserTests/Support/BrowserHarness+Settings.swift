import DIContainer
import MovieBrowser
import MovieCatalog
import TerminalUI

extension BrowserHarness {
    /// A started browser with a configuration's keymaps, theme and columns, registered as the
    /// composition root registers them (over the browser module's defaults).
    init(
        size: Size = Size(width: 80, height: 24), theme: Theme, keymaps: Keymaps = .standard,
        columns: [MovieColumn] = MovieColumn.standard
    ) throws {
        let catalog = FakeMovieRepository(Fixtures.movies)
        let watchlist = FakeWatchlistRepository(catalog: catalog)
        self.movies = catalog
        self.watchlist = watchlist
        let people = FakePeopleCatalog(catalog: catalog)
        self.people = people
        app = Container(name: "app") {
            Register((any MovieRepository).self, scope: .singleton) { _ in catalog }
            Register((any PeopleRepository).self, scope: .singleton) { _ in people }
            Register((any WatchlistRepository).self, scope: .singleton) { _ in watchlist }
            Register(Theme.self, scope: .singleton) { _ in theme }
            BrowserModule.module
            Register(Keymaps.self, scope: .singleton) { _ in keymaps }
            Register(MovieTableOrder.self, scope: .singleton) { _ in BrowserHarness.titleOrder }
            Register(ColumnChoice.self, scope: .singleton) { _ in
                MainActor.assumeIsolated { ColumnChoice(movies: columns) }
            }
        }
        terminal = HeadlessTerminal(size: size)
        browser = try Browser(app: app, driver: terminal)
        try browser.start(at: .movies)
    }
}
