import DIContainer
import MovieBrowser
import MovieCatalog
import ReelApp
import TerminalUI

/// The browser on a HeadlessTerminal over fake repositories: the app container as the composition
/// root (`AppRoot`) builds it, with ``FakeCatalog`` as its catalog part and the tests' overrides
/// installed over its modules.
@MainActor
struct BrowserHarness {
    let app: Container
    let terminal: HeadlessTerminal
    let browser: Browser
    let catalog: FakeCatalog

    var movies: FakeMovieRepository { catalog.movies }
    var watchlist: FakeWatchlistRepository { catalog.watchlist }
    var people: FakePeopleRepository { catalog.people }
    var diary: FakeDiaryRepository { catalog.diary }
    var statistics: FakeLibraryStatistics { catalog.statistics }
    var lists: FakeListRepository { catalog.lists }
    var imports: FakeLibraryImport { catalog.imports }
    var series: FakeSeriesRepository { catalog.series }

    /// The order the tests' tables open in: by title, so a fixture's place in the table is its
    /// place in the alphabet. The app's own default (best match, then most voted) is tested with
    /// `order: .standard`.
    nonisolated static let titleOrder = MovieTableOrder(sort: .byTitle)

    /// The theme of the tests' frames: no colors, so a golden frame is text.
    nonisolated static let plainTheme = Theme(palette: .dark, colorSupport: .monochrome, glyphs: .unicode)

    /// A started browser (the Movies screen pushed) of `size`; with a `session` store, started
    /// from the state it holds (``Browser/restoreSession()``) instead of `start`.
    init(
        size: Size = Size(width: 80, height: 24), movies: [Movie] = Fixtures.movies, start: Route? = .movies,
        session: (any SessionStore)? = nil, order: MovieTableOrder = titleOrder,
        credits: [FakePeopleRepository.Credit] = PeopleFixtures.credits, people: [Person] = PeopleFixtures.people
    ) throws {
        catalog = FakeCatalog(movies: movies, people: people, credits: credits)
        app = AppRoot.container(
            AppRoot.modules(catalog: catalog.module, theme: Self.plainTheme, session: session),
            overrides: Module("Tests") {
                Register(MovieTableOrder.self, scope: .singleton) { _ in order }
                // Counts run at once, so the frame after a push shows them.
                Register(BackgroundWork.self, scope: .singleton) { _ in BackgroundWork.inline }
            })
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
