import DIContainer
import MovieBrowser
import MovieCatalog
import TerminalUI

/// The browser on a HeadlessTerminal over fake repositories: the app container as the composition
/// root builds it, with the fakes in place of SQLite.
@MainActor
struct BrowserHarness {
    let app: Container
    let terminal: HeadlessTerminal
    let browser: Browser
    let movies: FakeMovieRepository
    let watchlist: FakeWatchlistRepository
    let people: FakePeopleCatalog

    /// The order the tests' tables open in: by title, so a fixture's place in the table is its
    /// place in the alphabet. The app's own default (best match, then most voted) is tested with
    /// `order: .standard`.
    nonisolated static let titleOrder = MovieTableOrder(sort: .byTitle)

    /// A started browser (the Movies screen pushed) of `size`; with a `session` store, started
    /// from the state it holds (``Browser/restoreSession()``) instead of `start`.
    init(
        size: Size = Size(width: 80, height: 24), movies: [Movie] = Fixtures.movies, start: Route? = .movies,
        session: (any SessionStore)? = nil, order: MovieTableOrder = titleOrder,
        credits: [FakePeopleCatalog.Credit] = PeopleFixtures.credits
    ) throws {
        let catalog = FakeMovieRepository(movies)
        let watchlist = FakeWatchlistRepository(catalog: catalog)
        self.movies = catalog
        self.watchlist = watchlist
        let people = FakePeopleCatalog(catalog: catalog, credits: credits)
        self.people = people
        app = Container(name: "app") {
            Register((any MovieRepository).self, scope: .singleton) { _ in catalog }
            Register((any PeopleRepository).self, scope: .singleton) { _ in
                HarnessPeople(
                    screens: people,
                    search: FakePeopleRepository(movies: movies, credits: Fixtures.credits, imdbIDs: Fixtures.imdbIDs))
            }
            Register((any WatchlistRepository).self, scope: .singleton) { _ in watchlist }
            Register((any ChangeMonitor).self, scope: .singleton) { _ in watchlist }
            Register(Theme.self, scope: .singleton) { _ in
                Theme(palette: .dark, colorSupport: .monochrome, glyphs: .unicode)
            }
            BrowserModule.module
            Register(MovieTableOrder.self, scope: .singleton) { _ in order }
        }
        if let session { app.register(instance: session) }
        terminal = HeadlessTerminal(size: size)
        browser = try Browser(app: app, driver: terminal)
        if session != nil {
            try browser.restoreSession()
        } else if let start {
            try browser.start(at: start)
        }
    }

    /// Handles `keys` one by one, as the event loop would.
    func press(_ keys: Key...) {
        for key in keys { browser.handle(key) }
    }

    /// Types `text` as character keys.
    func type(_ text: String) {
        for character in text { browser.handle(.character(character)) }
    }

    /// Draws a frame on the headless terminal and returns the screen as text.
    @discardableResult
    func draw() throws -> String {
        try terminal.draw(browser.frame(size: terminal.size))
        return terminal.screen.snapshot()
    }

    /// Resizes the terminal (and tells the browser, as the driver would).
    func resize(to size: Size) {
        terminal.resize(to: size)
        browser.handle(.resize(size))
    }
}
