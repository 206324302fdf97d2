import Benchmark
import DIContainer
import MovieBrowser
import MovieCatalog
import MovieStore
import ReelApp
import TerminalUI

/// The browser as the composition root (``ReelApp/AppRoot``) wires it: the live catalog (a new movie
/// repository, so no filter is counted yet, and no exports), the default configuration and a
/// 256-color theme, without a session file, on a headless terminal.
@MainActor
final class BrowserSession {
    let app: Container
    let terminal: HeadlessTerminal
    private(set) var browser: Browser?

    /// The app container and the terminal; the browser is made by ``open()``.
    init(size: Size, large: Bool = false) throws {
        let database = try large ? BrowserCatalog.largeDatabase() : BrowserCatalog.database()
        let theme = Theme(palette: .dark, colorSupport: .ansi256, glyphs: .unicode)
        app = AppRoot.container(AppRoot.modules(catalog: CatalogModule.live(database: database), theme: theme))
        terminal = HeadlessTerminal(size: size)
    }

    /// Creates the browser, pushes the Movies screen and draws the first frame.
    func open() throws {
        let browser = try Browser(app: app, driver: terminal)
        self.browser = browser
        try browser.start(at: .movies)
        try draw()
    }

    /// Counts the whole catalog's facets, as the app does in the background after its first frame,
    /// which reads the filter columns (once per database).
    func warm() throws {
        _ = try app.resolve((any MovieRepository).self).facetCounts(matching: MovieQuery())
    }

    /// A started session: the first frame is drawn.
    static func started(size: Size, large: Bool = false) throws -> BrowserSession {
        let session = try BrowserSession(size: size, large: large)
        try session.open()
        return session
    }

    /// The browser; only after ``open()``.
    var live: Browser {
        guard let browser else { preconditionFailure("the session was not opened") }
        return browser
    }

    /// Composes a frame and draws it on the terminal.
    func draw() throws {
        try terminal.draw(live.frame(size: terminal.size))
    }

    /// Handles `key`, then draws.
    func press(_ key: Key) throws {
        live.handle(key)
        try draw()
    }

    /// The Movies screen's presenter.
    var movies: MoviesPresenter {
        guard let view = live.navigator.top as? MoviesView else { preconditionFailure("Movies is not on top") }
        return view.presenter
    }

    /// The selected row of the table.
    var selection: Int? { movies.list.selection(rowCount: movies.total) }

    /// The text on the terminal.
    var screen: String { terminal.screen.snapshot() }

    /// Pops every screen, so their containers are disposed.
    func close() {
        browser?.navigator.popAll()
    }
}

/// The benchmark object, sent to the main actor (the harness does not touch it meanwhile).
struct MainActorBenchmark: @unchecked Sendable {
    let benchmark: Benchmark
}

/// Runs `body` on the main actor (the browser is main-actor isolated); the body starts and stops
/// the measurement itself, so the hop to the main actor is not measured.
func onMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor @Sendable (Benchmark) throws -> Void) async throws {
    let sent = MainActorBenchmark(benchmark: benchmark)
    try await MainActor.run { try body(sent.benchmark) }
}
