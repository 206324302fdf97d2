import DIContainer
import MovieBrowser
import ReelSettings
import TerminalUI

/// The composition root: the app container's registrations, as one list of modules in one place.
///
/// `reel`'s commands, the browser, `reel graph`, the benchmarks and the browser's tests all build
/// their app container from ``modules(catalog:config:theme:session:)``, in this order: the catalog
/// (``CatalogModule``), the browser's own registrations (``MovieBrowser/BrowserModule``), what
/// config.toml sets (``SettingsModule``, over the browser's defaults), the terminal's theme and the
/// session store.
///
/// Tests replace parts of it honestly by one of two means, both in the app container itself and
/// before anything is resolved:
/// - The catalog is a parameter: the live one (``CatalogModule/live(database:exports:)``) needs an
///   open SQLite database, and the tests' in-memory catalog stands in for all of it at once.
/// - Anything else is replaced by a registration of the same service installed after the root's
///   modules (``container(_:overrides:)``): a later registration replaces the earlier one.
///
/// Not on a child container: a singleton is built with the registrations of the container that
/// holds it, never a descendant's, so a fake repository registered on a child would not reach the
/// app's singletons that use it (the statistics cache, the exporter). An override in the same
/// container does.
public enum AppRoot {
    /// The name of the app container, the parent of every screen's.
    public static let containerName = "app"

    /// Every module of the app, the catalog first.
    ///
    /// - Parameters:
    ///   - catalog: The catalog part: ``CatalogModule/live(database:exports:)``, or a test's fakes.
    ///   - config: What config.toml sets (the defaults without a file).
    ///   - theme: The theme for this terminal.
    ///   - session: Where the browser saves its session, or `nil` for none.
    /// - Returns: The modules, in installation order.
    public static func modules(
        catalog: Module, config: ReelConfig = .defaults, theme: Theme, session: (any SessionStore)? = nil
    ) -> [Module] {
        [catalog] + browserModules(config: config, theme: theme, session: session)
    }

    /// The modules above the catalog, which only the browser needs: a command that reads the catalog
    /// installs them when it opens the browser (or prints the graph), so the others pay for none.
    ///
    /// - Parameters:
    ///   - config: What config.toml sets.
    ///   - theme: The theme for this terminal.
    ///   - session: Where the browser saves its session, or `nil` for none.
    /// - Returns: The browser's, the settings', the terminal's and the session's modules.
    public static func browserModules(
        config: ReelConfig = .defaults, theme: Theme, session: (any SessionStore)? = nil
    ) -> [Module] {
        [
            BrowserModule.module,
            SettingsModule.module(config),
            Module("Terminal") { Register(Theme.self, scope: .singleton) { _ in theme } },
            Module("Session") {
                if let session { Register((any SessionStore).self, scope: .singleton) { _ in session } }
            },
        ]
    }

    /// The app container: `modules` installed in order, then `overrides` over them.
    ///
    /// - Parameters:
    ///   - modules: The modules (from ``modules(catalog:config:theme:session:)``).
    ///   - overrides: Registrations that replace some of theirs (a test's fixed order or keymaps).
    /// - Returns: A container named ``containerName``.
    public static func container(_ modules: [Module], overrides: Module? = nil) -> Container {
        let app = Container(name: containerName)
        for module in modules { app.install(module) }
        if let overrides { app.install(overrides) }
        return app
    }
}
