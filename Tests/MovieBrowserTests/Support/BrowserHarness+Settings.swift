import DIContainer
import MovieBrowser
import MovieCatalog
import ReelApp
import TerminalUI

extension BrowserHarness {
    /// A started browser with a configuration's keymaps, theme and columns: the composition root's
    /// modules with `theme`, and the keymaps and columns installed over the settings' registrations.
    init(
        size: Size = Size(width: 80, height: 24), theme: Theme, keymaps: Keymaps = .standard,
        columns: [MovieColumn] = MovieColumn.standard, movies: [Movie] = Fixtures.movies
    ) throws {
        catalog = FakeCatalog(movies: movies)
        app = AppRoot.container(
            AppRoot.modules(catalog: catalog.module, theme: theme),
            overrides: Module("Tests") {
                Register(Keymaps.self, scope: .singleton) { _ in keymaps }
                Register(MovieTableOrder.self, scope: .singleton) { _ in BrowserHarness.titleOrder }
                Register(BackgroundWork.self, scope: .singleton) { _ in BackgroundWork.inline }
                Register(ColumnChoice.self, scope: .singleton) { _ in
                    MainActor.assumeIsolated { ColumnChoice(movies: columns) }
                }
            })
        terminal = HeadlessTerminal(size: size)
        browser = try Browser(app: app, driver: terminal)
        try browser.start(at: .movies)
    }
}
